import type { Kysely } from "kysely";
import { boundQuery } from "../bound-query.js";
import type { Database } from "../schema.js";

// The previous weights the log looks back at: a lifter's newest entries of one exercise, across
// their programs.

export interface PreviousPerformance {
  weight: number;
  reps: number;
  rpe: number | null;
  seconds: number | null;
  performedOn: string;
  programName: string;
  setIndex: number;
}

/**
 * The user's past performances of an exercise, by its name as they see it (their own first, else
 * the catalogue's), across programs, by session: the newest date first, a date's programs by name,
 * each session's entries in set order (the whole exercise first). One statement: the newest `limit`
 * entries read through performances_exercise_idx in order (flat however long the history), the
 * exercise looked up inside it, and only those few sorted into sessions.
 */
export function previousPerformancesQuery(db: Kysely<Database>, userId: string, exerciseName: string, limit: number) {
  return db
    .selectFrom(newestPerformancesQuery(db, userId, exerciseName, limit).as("p"))
    .selectAll("p")
    .orderBy("p.performed_on", "desc")
    .orderBy("p.routine_name")
    .orderBy("p.set_index")
    .orderBy("p.logged_at");
}

/** The newest `limit` entries of an exercise, in the index's order. */
function newestPerformancesQuery(db: Kysely<Database>, userId: string, exerciseName: string, limit: number) {
  return db
    .selectFrom("performances")
    .innerJoin("routines", "routines.id", "performances.routine_id")
    .select([
      "performances.weight",
      "performances.reps",
      "performances.rpe",
      "performances.seconds",
      "performances.performed_on",
      "performances.set_index",
      "performances.logged_at",
      "routines.name as routine_name",
    ])
    .where("performances.user_id", "=", userId)
    .where("performances.exercise_id", "=", (eb) => {
      // The lifter's own exercise of that name, else the catalogue's: two unique-index probes.
      const named = eb
        .selectFrom("exercises")
        .select("exercises.id")
        .where("exercises.name", "=", exerciseName)
        .limit(1);
      return eb.fn.coalesce(
        named.where("exercises.owner_user_id", "=", userId),
        named.where("exercises.owner_user_id", "is", null),
      );
    })
    .orderBy("performances.logged_at", "desc")
    .limit(limit);
}

const previousPerformancesBound = boundQuery((db, v: { userId: string; exerciseName: string; limit: number }) =>
  previousPerformancesQuery(db, v.userId, v.exerciseName, v.limit),
);

export async function previousPerformances(
  db: Kysely<Database>,
  userId: string,
  exerciseName: string,
  limit: number,
): Promise<PreviousPerformance[]> {
  const { rows } = await db.executeQuery(previousPerformancesBound(db, { userId, exerciseName, limit }));
  return rows.map((r) => ({
    weight: r.weight,
    reps: r.reps,
    rpe: r.rpe,
    seconds: r.seconds,
    performedOn: r.performed_on,
    programName: r.routine_name,
    setIndex: r.set_index,
  }));
}
