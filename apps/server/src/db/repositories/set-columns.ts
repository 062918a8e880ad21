/**
 * What of a logged set every read of sets takes: its place in the row and its numbers (reps, RPE,
 * pounds, seconds). The columns here and their domain names below (setNumbersOf), once, so a number
 * added to a set is read by the finish screen, History and the export alike.
 */
export const SET_NUMBER_COLUMNS = [
  "performances.set_index",
  "performances.reps",
  "performances.rpe",
  "performances.weight",
  "performances.seconds",
] as const;

interface SetNumberRow {
  set_index: number;
  reps: unknown;
  rpe: unknown;
  weight: unknown;
  seconds: unknown;
}

/** A row's set numbers as the domain names them, each of the type the read gave it. */
export function setNumbersOf<R extends SetNumberRow>(
  r: R,
): { setIndex: number; reps: R["reps"]; rpe: R["rpe"]; weight: R["weight"]; seconds: R["seconds"] } {
  return { setIndex: r.set_index, reps: r.reps, rpe: r.rpe, weight: r.weight, seconds: r.seconds };
}
