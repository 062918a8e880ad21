import { type PerformedSet, estimateOneRepMax } from "./strength/e1rm";

// The History screen's chart: a lift's estimated 1RM over time, the best set of each date.

export interface DatedSet extends PerformedSet {
  /** The lifter's local date, yyyy-mm-dd. */
  date: string;
}

export interface LiftPoint {
  date: string;
  /** Whole lbs: an estimate from the set's reps, weight and RPE, not a tested max. */
  e1rm: number;
  reps: number;
  weight: number;
  rpe: number | null;
}

/**
 * The best estimated 1RM of each date, oldest first, in whole lbs (an estimate has no finer truth). Sets that give no estimate (no weight, no
 * reps, or more reps than the estimate trusts) are left out, and so is a date with none.
 */
export function bestOneRepMaxByDate(sets: readonly DatedSet[]): LiftPoint[] {
  const best = new Map<string, LiftPoint>();
  for (const set of sets) {
    const e1rm = estimateOneRepMax(set);
    if (e1rm === null) continue;
    const current = best.get(set.date);
    if (!current || e1rm > current.e1rm) {
      best.set(set.date, { date: set.date, e1rm, reps: set.reps, weight: set.weight, rpe: set.rpe });
    }
  }
  return [...best.values()]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((p) => ({ ...p, e1rm: Math.round(p.e1rm) }));
}
