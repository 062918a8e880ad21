import { z } from "zod";
import { PROGRAM_NAME_MAX_LENGTH, daySlotSchema, programNameSchema } from "../programs/builder-api.schema";
import { EXERCISE_NAME_MAX_LENGTH } from "../programs/exercise-name";
import type { ProgramRowInput } from "../programs/program-row.schema";
import { MAX_ROWS_PER_DAY, REPS_BELOW, SETS } from "../programs/row-rules";
import { weightUnitSchema } from "../units/weight-unit.schema";
import { isoDate } from "../wire";
import { EMPTY_WORKOUT_MESSAGES } from "./empty-workout-messages";
import { exerciseTypeSchema } from "./exercise-type.schema";
import { actualReps, actualRpe, liftedWeight } from "./logged-set.schema";

// A workout with no program (decision 0051): the lifter adds exercises as they go and sends the
// whole workout when they finish it; it goes to History as a dated session under its own name.
// Afterwards it may become a day of one of their programs.

/** Sets of one exercise in one workout, as many as the advanced entry takes. */
export const WORKOUT_SETS_MAX = 20;

const loggedSet = z.strictObject({ reps: actualReps, rpe: actualRpe.nullable(), weight: liftedWeight });

/** POST /api/workouts: the finished workout. An empty name gets "Workout <date>". */
export const emptyWorkoutBody = z.strictObject({
  name: z.string().trim().max(PROGRAM_NAME_MAX_LENGTH).optional(),
  /** The lifter's local date. */
  date: isoDate,
  exercises: z
    .array(
      z.strictObject({
        /** An exercise of the catalogue's or the lifter's own, by name. */
        exercise: z.string().trim().min(1, "is required").max(EXERCISE_NAME_MAX_LENGTH),
        sets: z.array(loggedSet).min(1, EMPTY_WORKOUT_MESSAGES.noSets).max(WORKOUT_SETS_MAX),
      }),
    )
    .min(1, EMPTY_WORKOUT_MESSAGES.noExercises)
    .max(MAX_ROWS_PER_DAY, EMPTY_WORKOUT_MESSAGES.tooManyExercises),
});
export type EmptyWorkout = z.output<typeof emptyWorkoutBody>;

export const savedWorkoutSchema = z.object({ id: z.string(), name: z.string(), date: z.string() });

export const workoutIdParams = z.strictObject({ id: z.string().min(1).max(100) });

/** POST /api/workouts/{id}/program-day: the program (new or the lifter's) and its empty day. */
export const workoutProgramDayBody = daySlotSchema.extend({ programName: programNameSchema }).strict();
export const workoutProgramDaySchema = z.object({
  programName: z.string(),
  phase: z.number(),
  week: z.number(),
  day: z.number(),
});

/** GET /api/workouts/exercises: what the picker offers, the lifter's own marked. */
export const workoutExercisesSchema = z.object({
  exercises: z.array(
    z.object({
      name: z.string(),
      muscles: z.array(z.string()),
      own: z.boolean(),
      /** The exercise's own unit (decision 0081), where the lifter gave it one: it is typed in it. */
      unit: weightUnitSchema.optional(),
      /** How it is logged (decision 0053): a knee raise asks no weight, a push-up its added load (0128). */
      exercise_type: exerciseTypeSchema,
    }),
  ),
});

const range = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}-${high}`;
};

/**
 * A workout's exercises as a program day's rows, in the builder's words: the sets done, their
 * reps as a range, the hardest RPE felt; no warm-ups, %1RM or notes, and the builder's usual rest.
 */
export function workoutAsDayRows(
  exercises: readonly { exercise: string; sets: readonly { reps: number; rpe: number | null }[] }[],
): ProgramRowInput[] {
  return exercises.map((e, i) => {
    const rpes = e.sets.flatMap((s) => (s.rpe === null ? [] : [s.rpe]));
    return {
      exerciseOrder: i + 1,
      exerciseName: e.exercise,
      warmUp: "0",
      sets: String(Math.min(e.sets.length, SETS.max)),
      reps: range(e.sets.map((s) => Math.min(Math.max(1, Math.round(s.reps)), REPS_BELOW - 1))),
      rpe: rpes.length === 0 ? "" : String(Math.max(...rpes)),
      percent1RM: "",
      rest: "2-3",
      notes: "",
    };
  });
}
