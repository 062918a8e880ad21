import { type Kysely, sql } from "kysely";
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
  loggedAt: string;
}

/**
 * The user's newest `limit` entries of an exercise, by its name as they see it (their own first,
 * else the catalogue's), across programs, newest logged first: read through
 * performances_exercise_idx in order and stopped at the limit, flat however long the history. The
 * index carries every column read of a set (migration 2026-12-17-previous-weights-covered): no
 * set's row is read, only each program's name. Not sorted here: the service puts these few into
 * sessions (decision 0082), which cost SQLite a third of the statement.
 */
export function previousPerformancesQuery(db: Kysely<Database>, userId: string, exerciseName: string, limit: number) {
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
        .limit(sql.lit(1));
      return eb.fn.coalesce(
        named.where("exercises.owner_user_id", "=", userId),
        named.where("exercises.owner_user_id", "is", null),
      );
    })
    .orderBy("performances.logged_at", "desc")
    .limit(sql.lit(limit));
}

// The limits are written into the SQL, not bound (the limit is the query's shape): PostgreSQL's
// generic plan (decision 0021) costed a bound limit as a tenth of the lifter's sets (decision 0094).
const previousPerformancesBound = boundQuery((db, v: { userId: string; exerciseName: string }, limit) =>
  previousPerformancesQuery(db, v.userId, v.exerciseName, Number(limit)),
);

export async function newestPerformances(
  db: Kysely<Database>,
  userId: string,
  exerciseName: string,
  limit: number,
): Promise<PreviousPerformance[]> {
  const { rows } = await db.executeQuery(previousPerformancesBound(db, { userId, exerciseName }, String(limit)));
  return rows.map((r) => ({
    weight: r.weight,
    reps: r.reps,
    rpe: r.rpe,
    seconds: r.seconds,
    performedOn: r.performed_on,
    programName: r.routine_name,
    setIndex: r.set_index,
    loggedAt: r.logged_at,
  }));
}
