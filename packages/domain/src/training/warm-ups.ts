import { WARM_UP_SETS } from "../programs/row-rules";

// Warm-up sets logged as warm-ups (decision 0066): the one rule of how they count. A warm-up is
// logged, shown (marked "W1", "W2", … before the work sets) and exported, but it is no work set:
// it counts as no set on the finish screen or in History, adds no volume, and feeds no record,
// estimated 1RM or progression. The server keeps warm-ups in a table of their own, so its reads of
// work sets never meet one; these functions are the rule wherever both kinds meet in one list.

/** The most warm-up sets a row logs: as many as a program row may prescribe. */
export const MAX_WARM_UPS = WARM_UP_SETS.max;

/** Anything logged that may be a warm-up: absent or false is a work set. */
export interface MaybeWarmUp {
  warmUp?: boolean;
}

export const isWarmUp = (set: MaybeWarmUp): boolean => set.warmUp === true;

/** The work sets of a list, in its order: what records, e1RM, volume and progression read. */
export function workSetsOf<S extends MaybeWarmUp>(sets: readonly S[]): S[] {
  return sets.filter((s) => !isWarmUp(s));
}

/** A warm-up's label on the card and in History: W1, W2, … */
export const warmUpLabel = (set: number): string => `W${set}`;
