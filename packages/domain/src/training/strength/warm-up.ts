import { BAR_LBS, LOAD_STEP_LBS, roundDownToLoadable } from "./plates";

// The warm-up sets before the first work set: an even ramp, from the empty bar on a barbell lift
// or from 40 % of the work load otherwise, that stops one step short of the work load (N sets:
// the ramp's first N of N + 1 even steps, so 3 sets off a dumbbell make 40/60/80 %). Loads round
// down to the plate step (on a barbell, what pairs of plates add to the bar, so a 33 lb bar's
// ramp can be loaded) and never pass the work load; reps fall as the load rises.

export interface WarmUpSet {
  weight: number;
  reps: number;
}

/** The light start of a ramp without a bar, as a fraction of the work load. */
export const WARM_UP_START = 0.4;

/** 5 reps while light, 3 from half the work load, 2 from three quarters. */
function warmUpReps(fraction: number): number {
  if (fraction < 0.5) return 5;
  return fraction < 0.75 ? 3 : 2;
}

export function warmUpRamp(input: {
  /** The prescription's warm-up sets. */
  sets: number;
  /** The first work set's load; null when none is suggested (bodyweight, nothing known). */
  work: number | null;
  barbell: boolean;
  bar?: number;
  step?: number;
}): WarmUpSet[] {
  const { sets, work, barbell } = input;
  const bar = input.bar ?? BAR_LBS;
  const step = input.step ?? LOAD_STEP_LBS;
  if (!(sets > 0) || work === null || !(work > 0)) return [];
  if (barbell && work < bar) return [];
  const start = barbell ? bar : work * WARM_UP_START;
  const ramp: WarmUpSet[] = [];
  for (let i = 0; i < sets; i += 1) {
    const raw = start + ((work - start) * i) / sets;
    const rounded = barbell ? bar + roundDownToLoadable(raw - bar, step) : roundDownToLoadable(raw, step);
    const weight = Math.min(work, Math.max(barbell ? bar : 0, rounded));
    // A light dumbbell's 40 % rounds to nothing: that set is left out rather than shown as 0 lb.
    if (weight > 0) ramp.push({ weight, reps: warmUpReps(weight / work) });
  }
  return ramp;
}

/**
 * The step a ramp climbs in with a plate set: what a pair of the smallest plates adds, never finer
 * than the step loads are computed in (5 lb), so a set without 2.5s climbs 10 lb at a time.
 */
export function warmUpStep(plates: readonly number[]): number {
  const smallest = Math.min(...plates.filter((p) => p > 0));
  return Number.isFinite(smallest) ? Math.max(LOAD_STEP_LBS, 2 * smallest) : LOAD_STEP_LBS;
}
