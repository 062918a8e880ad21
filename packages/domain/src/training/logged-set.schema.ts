import { z } from "zod";
import { DAYS, PHASES, WEEKS } from "../programs/row-rules";
import { integer, isoDate, numeric } from "../wire";
import { ENTRY_LIMITS } from "./entry-limits";
import { HOLD_SECONDS, MAX_ASSISTANCE } from "./exercise-type";

// What a lifter enters for an exercise or a set: checked the same on the form and the server.

export { ENTRY_LIMITS };

export const actualReps = numeric(ENTRY_LIMITS.reps.min, ENTRY_LIMITS.reps.max, ENTRY_LIMITS.reps.decimals);
export const actualRpe = numeric(ENTRY_LIMITS.rpe.min, ENTRY_LIMITS.rpe.max, ENTRY_LIMITS.rpe.decimals);
export const liftedWeight = numeric(ENTRY_LIMITS.weight.min, ENTRY_LIMITS.weight.max, ENTRY_LIMITS.weight.decimals);
/**
 * The weight a log call carries: an assisted bodyweight exercise's load is negative (-40 lb); the
 * service refuses a negative weight for any other type of exercise (exercise-type.ts, decision 0053).
 */
export const loggedWeight = numeric(-MAX_ASSISTANCE, ENTRY_LIMITS.weight.max, ENTRY_LIMITS.weight.decimals);
/** Beside the product's fields: a timed hold's length (decision 0053). */
export const heldSeconds = integer(HOLD_SECONDS.min, HOLD_SECONDS.max);

const exerciseName = z.string().trim().min(1, "is required").max(100);

/** POST /api/add/addUserExerciseData/{program}: phase, week and day are absent on the final Submit. */
export const exerciseEntrySchema = z.strictObject({
  phase: integer(PHASES.min, PHASES.max).optional(),
  week: integer(WEEKS.min, WEEKS.max).optional(),
  day: integer(DAYS.min, DAYS.max).optional(),
  exerciseId: z.string().min(1).max(200),
  exercise_name: exerciseName,
  actualReps,
  actualRpe,
  weight: loggedWeight,
  seconds: heldSeconds.optional(),
  /** The lifter's local date; the server's date when absent. */
  date: isoDate.optional(),
});

/** One set of the advanced entry; it applies to the day the log shows. */
export const setEntrySchema = z.strictObject({
  index: integer(0, 19),
  exercise_name: exerciseName,
  /** Null only for a row that prescribes no RPE (the service checks the row; see RPE_REQUIRED). */
  rpe: actualRpe.nullable(),
  reps: actualReps,
  weight: loggedWeight,
  seconds: heldSeconds.optional(),
  /** Optional: tells two rows of the same exercise on one day apart. */
  exerciseId: z.string().min(1).max(200).optional(),
  date: isoDate.optional(),
});

/** A set taken back from the log: the row's set as the advanced entry saved it (index from 0). */
export const removedSetSchema = z.strictObject({
  exerciseId: z.string().min(1).max(200),
  index: setEntrySchema.shape.index,
});

/** Why a set of a row that prescribes RPE is refused without one. */
export const RPE_REQUIRED = "is required where the program prescribes RPE";

export type ExerciseEntry = z.output<typeof exerciseEntrySchema>;
export type SetEntry = z.output<typeof setEntrySchema>;
export type RemovedSet = z.output<typeof removedSetSchema>;
