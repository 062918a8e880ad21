import { randomUUID } from "node:crypto";
import { ConflictError, InvalidError, NotFoundError } from "@ironpath/domain/errors";
import { type ProgramRow, programDayRowsSchema } from "@ironpath/domain/programs/program-row.schema";
import { defaultWorkoutName } from "@ironpath/domain/programs/routine-kind";
import { entryDate } from "@ironpath/domain/training/entry-date";
import { type EmptyWorkout, workoutAsDayRows } from "@ironpath/domain/training/empty-workout-api.schema";
import { EMPTY_WORKOUT_MESSAGES } from "@ironpath/domain/training/empty-workout-messages";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { Kysely } from "kysely";
import { findExerciseIds } from "../../db/repositories/catalogue.js";
import {
  WORKOUT_DAY,
  findOwnWorkout,
  freeWorkoutName,
  insertWorkout,
  pickableExercises,
} from "../../db/repositories/empty-workouts-repository.js";
import { withEstimate } from "@ironpath/domain/training/exercise-type";
import { exerciseUnitsByName } from "../../db/repositories/exercise-units-repository.js";
import type { Database } from "../../db/schema.js";
import { lockOwner } from "../../db/repositories/users.js";
import { saveProgramDay } from "../builder/builder.js";

// A workout with no program (decision 0051): saved whole when the lifter finishes it, in one
// transaction after their users row (the lock order of every write of theirs), so History shows
// all of it or none; afterwards it may become an empty day of one of their programs.

/** Saves a finished workout; an exercise the lifter cannot see is refused in words, nothing written. */
export async function saveEmptyWorkout(db: Kysely<Database>, userId: string, workout: EmptyWorkout, now = new Date()) {
  const date = entryDate(workout.date, { now });
  const ids = await findExerciseIds(
    db,
    workout.exercises.map((e) => e.exercise),
    userId,
  );
  workout.exercises.forEach((e, i) => {
    if (!ids.has(e.exercise)) {
      const message = `No exercise named "${e.exercise}": add it with Add Exercise first`;
      throw new InvalidError(message, { [`exercises.${i}.exercise`]: message });
    }
  });
  const id = randomUUID();
  const at = now.getTime();
  let n = 0;
  // Each row says what was done, as a program day made of it would prescribe.
  const done = workoutAsDayRows(workout.exercises);
  const rows = workout.exercises.map((e, i) => ({
    e,
    row: {
      id: randomUUID(),
      exerciseId: ids.get(e.exercise) as string,
      order: i + 1,
      reps: String(done[i]?.reps ?? ""),
    },
  }));
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const name = await freeWorkoutName(trx, userId, workout.name || defaultWorkoutName(date));
    await insertWorkout(trx, {
      routine: {
        id,
        name,
        description: "",
        owner_user_id: userId,
        display_order: 0,
        retired: 0,
        created_at: now.toISOString(),
        kind: "freestyle",
      },
      rows: rows.map(({ e, row }) => ({
        id: row.id,
        routine_id: id,
        ...WORKOUT_DAY,
        exercise_order: row.order,
        exercise_id: row.exerciseId,
        warm_up_sets: 0,
        sets: e.sets.length,
        reps: row.reps,
        rpe: null,
        percent_1rm: null,
        min_rest: 0,
        max_rest: 0,
        notes: null,
        retired: 0,
      })),
      entries: rows.flatMap(({ e, row }) =>
        e.sets.map((s, i) =>
          withEstimate({
            id: randomUUID(),
            user_id: userId,
            routine_id: id,
            row_id: row.id,
            exercise_id: row.exerciseId,
            ...WORKOUT_DAY,
            set_index: i + 1,
            reps: s.reps,
            rpe: s.rpe,
            weight: s.weight,
            performed_on: date,
            // In the order done: previous weights list newest first by it.
            logged_at: new Date(at + n++).toISOString(),
          }),
        ),
      ),
    });
    return { id, name, date };
  });
}

const notYours = () => new NotFoundError(EMPTY_WORKOUT_MESSAGES.notFound);

/**
 * Makes one of the lifter's workouts a day of their program (created when new): only an empty day,
 * so nothing they built is replaced. Another lifter's workout is not found.
 */
export async function saveWorkoutAsProgramDay(
  db: Kysely<Database>,
  userId: string,
  workoutId: string,
  target: { programName: string; day: DayKey },
) {
  const workout = await findOwnWorkout(db, userId, workoutId);
  if (!workout) throw notYours();
  const rows = programDayRowsSchema.parse(workoutAsDayRows(workout.exercises)) as ProgramRow[];
  await saveProgramDay(
    db,
    userId,
    { programName: target.programName, day: target.day, rows },
    () => new ConflictError(EMPTY_WORKOUT_MESSAGES.dayTaken(target.programName, target.day)),
  );
  return { programName: target.programName, ...target.day };
}

/** The picker's exercises, each with its own unit where it has one: the workout shows and takes it in that unit. */
export async function workoutExercises(db: Kysely<Database>, userId: string) {
  const [exercises, units] = await Promise.all([pickableExercises(db, userId), exerciseUnitsByName(db, userId)]);
  const unitOf = new Map(units.map((u) => [u.exercise_name, u.unit] as const));
  return {
    exercises: exercises.map((e) => {
      const unit = unitOf.get(e.name);
      return unit ? { ...e, unit } : e;
    }),
  };
}
