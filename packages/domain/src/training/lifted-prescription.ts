import type { ExerciseType } from "./exercise-type";

// A row's prescription read for the exercise actually lifted in it (decision 0076). A program row
// says "3 × 8" for the exercise written; when the lifter swaps in an exercise of another kind, or
// adds one to the day, the row's reps may mean nothing for it: a timed hold reads the row's reps as
// its seconds (decision 0053), so a plank swapped in for an 8-rep row would be held for 8 s. The
// reps are then the lifted kind's own default, never the other kind's number.

/** Reps a lift is given when nothing written for it says how many (an added exercise's, 0049). */
export const DEFAULT_REPS = "8-12";

/** A hold's first target, in seconds, when neither the program nor the catalogue says one. */
export const DEFAULT_HOLD_SECONDS = 30;

/** The catalogue's holds, each with a target a lifter new to it can hold (seconds). */
const CATALOGUE_HOLDS: ReadonlyMap<string, number> = new Map([
  ["Plank", 45],
  ["Side Plank", 30],
  ["Copenhagen Plank", 20],
]);

/** The seconds a hold of this name is first prescribed: the catalogue's, else the default. */
export function defaultHoldSeconds(exerciseName: string): number {
  return CATALOGUE_HOLDS.get(exerciseName) ?? DEFAULT_HOLD_SECONDS;
}

/** What a row's reps count for an exercise of this kind. */
const measureOf = (type: ExerciseType) => (type === "timed" ? "seconds" : "reps");

/**
 * The prescription for the exercise lifted, from the one written for an exercise of `written` kind:
 * the same when both count reps (or both seconds); else the lifted kind's default reps or hold. A
 * %1RM stays only on weight × reps, the one kind with a 1RM (decision 0053).
 */
export function liftedPrescription<P extends { reps: string; percent1RM: string | null }>(
  written: P,
  writtenType: ExerciseType,
  lifted: { type: ExerciseType; name: string },
): P {
  const percent1RM = lifted.type === "weight_reps" ? written.percent1RM : null;
  if (measureOf(writtenType) === measureOf(lifted.type)) {
    return percent1RM === written.percent1RM ? written : ({ ...written, percent1RM } as P);
  }
  const reps = lifted.type === "timed" ? String(defaultHoldSeconds(lifted.name)) : DEFAULT_REPS;
  return { ...written, reps, percent1RM } as P;
}
