// How many sets a logged entry counts as (decision 0048): the one rule the finish screen, History,
// records, the estimated 1RM, the load suggestion, volume and the export share.
//
// An entry is either one set of the set-by-set entry (set 1..n) or a quick entry of the whole
// exercise (set 0: the product's addUserExerciseData). A quick entry stands for every set the row
// prescribes, at its numbers: 3 × 5 at 225 is three sets of 5 at 225, numbered 1 to 3. Beside sets
// entered one by one for the same row on the same date it stands for none: those sets say what was
// done, set by set. A warm-up (warm-ups.ts, decision 0066) counts as no set.

import { type MaybeWarmUp, isWarmUp } from "./warm-ups";

/** Set number 0 is the quick entry of a whole exercise; the set-by-set entry numbers sets from 1. */
export const WHOLE_EXERCISE_SET = 0;

/** What the rule needs of an entry: its set number, and the row and date it was logged for. */
export interface CountableEntry extends MaybeWarmUp {
  setIndex: number;
  rowId: string;
  /** The lifter's local date, yyyy-mm-dd. */
  performedOn: string;
}

/** How many sets a row's quick entry stands for: each set the row prescribes, at least one. */
export const wholeExerciseSets = (prescribedSets: number) => Math.max(1, prescribedSets);

const sessionKey = (e: CountableEntry) => `${e.performedOn}\u0000${e.rowId}`;

/** The (date, row) pairs among `entries` that hold a set entered one by one. */
function withSetBySet(entries: readonly CountableEntry[]): Set<string> {
  return new Set(entries.filter((e) => e.setIndex !== WHOLE_EXERCISE_SET && !isWarmUp(e)).map(sessionKey));
}

/**
 * How many sets one entry counts as: 1 for a set entered one by one; for a quick entry, the row's
 * prescribed sets, or 0 when the same row holds sets entered one by one on the same date.
 */
export function entryCountsAs(setIndex: number, prescribedSets: number, rowHasSetBySet: boolean): number {
  if (setIndex !== WHOLE_EXERCISE_SET) return 1;
  return rowHasSetBySet ? 0 : wholeExerciseSets(prescribedSets);
}

/**
 * How many sets each entry counts as (entryCountsAs), in the order given. `entries` must hold every
 * entry of each (date, row) it has.
 */
export function setsCounted<E extends CountableEntry>(
  entries: readonly E[],
  prescribedSets: (entry: E) => number,
): number[] {
  const setBySet = withSetBySet(entries);
  return entries.map((e) =>
    isWarmUp(e) ? 0 : entryCountsAs(e.setIndex, prescribedSets(e), setBySet.has(sessionKey(e))),
  );
}

/**
 * The entries that count for at least one set (a quick entry beside sets entered one by one does
 * not, nor does a warm-up).
 */
export function countedEntries<E extends CountableEntry>(entries: readonly E[]): E[] {
  const setBySet = withSetBySet(entries);
  return entries.filter((e) => !isWarmUp(e) && (e.setIndex !== WHOLE_EXERCISE_SET || !setBySet.has(sessionKey(e))));
}

/**
 * The numbers of the sets an entry stands for, one a set, as the export writes them: a set entered
 * one by one is itself; a quick entry counted as N sets is sets 1..N at its numbers; one counted as
 * none is no set.
 */
export function setNumbers(setIndex: number, countsAs: number): number[] {
  if (setIndex !== WHOLE_EXERCISE_SET) return [setIndex];
  return Array.from({ length: countsAs }, (_, n) => n + 1);
}
