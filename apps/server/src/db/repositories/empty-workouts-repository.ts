import { PROGRAM_NAME_MAX_LENGTH } from "@ironpath/domain/programs/builder-api.schema";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../schema.js";
import { insertMany } from "./insert-many.js";
import { liveOwnRoutineId } from "./programs-repository.js";

// Workouts with no program (decision 0051): each one a routine of kind "freestyle" with one day
// (1/1/1), a row per exercise and an entry per set, so History, previous weights, records and the
// exports read them as they read every logged set, and no list of programs ever offers them.

export const WORKOUT_DAY = { phase: 1, week: 1, day: 1 } as const;

/** The name, or "name (2)", "name (3)", … when the lifter has a workout of that name in use. */
export async function freeWorkoutName(trx: Kysely<Database>, userId: string, name: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : ` (${n})`;
    // Within a program name's length, so the export of it can be imported again.
    const candidate = `${name.slice(0, PROGRAM_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!(await liveOwnRoutineId(trx, userId, candidate, "freestyle"))) return candidate;
  }
}

/** The workout's routine, rows and sets, inserted in the caller's transaction. */
export async function insertWorkout(
  trx: Kysely<Database>,
  rows: {
    routine: Insertable<Database["routines"]>;
    rows: Insertable<Database["routine_rows"]>[];
    entries: Insertable<Database["performances"]>[];
  },
): Promise<void> {
  await insertMany(trx, "routines", [rows.routine]);
  await insertMany(trx, "routine_rows", rows.rows);
  await insertMany(trx, "performances", rows.entries);
}

/** One of the lifter's workouts with its exercises and sets in order; undefined when it is not theirs. */
export async function findOwnWorkout(db: Kysely<Database>, userId: string, id: string) {
  const workout = await db
    .selectFrom("routines")
    .select(["id", "name"])
    .where("id", "=", id)
    .where("owner_user_id", "=", userId)
    .where("kind", "=", "freestyle")
    .executeTakeFirst();
  if (!workout) return undefined;
  const sets = await db
    .selectFrom("performances")
    .innerJoin("routine_rows", "routine_rows.id", "performances.row_id")
    .innerJoin("exercises", "exercises.id", "performances.exercise_id")
    .select(["exercises.name as exercise", "routine_rows.exercise_order", "performances.reps", "performances.rpe"])
    .where("performances.user_id", "=", userId)
    .where("performances.routine_id", "=", id)
    .orderBy("routine_rows.exercise_order")
    .orderBy("performances.set_index")
    .execute();
  const exercises: { exercise: string; sets: { reps: number; rpe: number | null }[] }[] = [];
  let order = -1;
  for (const s of sets) {
    if (s.exercise_order !== order) exercises.push({ exercise: s.exercise, sets: [] });
    order = s.exercise_order;
    exercises.at(-1)?.sets.push({ reps: s.reps, rpe: s.rpe });
  }
  return { id: workout.id, name: workout.name, exercises };
}

/** The exercises the lifter can add: the catalogue's and their own, each with its muscle tags. */
export async function pickableExercises(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("exercises")
    .leftJoin("exercise_muscles", "exercise_muscles.exercise_id", "exercises.id")
    .select(["exercises.name", "exercises.owner_user_id", "exercises.exercise_type", "exercise_muscles.muscle"])
    .where((eb) => eb.or([eb("exercises.owner_user_id", "is", null), eb("exercises.owner_user_id", "=", userId)]))
    .orderBy("exercises.name")
    .execute();
  const byName = new Map<string, { name: string; muscles: string[]; own: boolean; exercise_type: ExerciseType }>();
  for (const r of rows) {
    const own = r.owner_user_id !== null;
    let e = byName.get(r.name);
    // The lifter's own exercise wins a name it shares with the catalogue's.
    if (!e || (own && !e.own)) {
      e = { name: r.name, muscles: [], own, exercise_type: r.exercise_type };
      byName.set(r.name, e);
    }
    if (r.muscle && e.own === own && !e.muscles.includes(r.muscle)) e.muscles.push(r.muscle);
  }
  return [...byName.values()];
}
