// When an exercise of a day counts as logged: the rule the schedule (next day) and the workout log
// (pending or not) share, so a partly logged exercise reads the same on both sides.

/** A set number of a logged entry: null for the whole exercise (quick entry or final Submit), else 1..n. */
export type LoggedSetNumber = number | null;

/**
 * Logged once the whole exercise is (one entry for all its sets), or once the advanced entry holds
 * as many different sets as the program prescribes. Fewer sets leave it pending, to be finished.
 */
export function isExerciseLogged(prescribedSets: number, logged: readonly LoggedSetNumber[]): boolean {
  if (logged.includes(null)) return true;
  return logged.length > 0 && new Set(logged).size >= prescribedSets;
}

/** How many different sets of the advanced entry are logged (the whole-exercise entry is not one). */
export function setsLogged(logged: readonly LoggedSetNumber[]): number {
  return new Set(logged.filter((n) => n !== null)).size;
}
