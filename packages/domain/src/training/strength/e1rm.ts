// Estimated one-rep max and the load for a target reps@RPE (docs/coach-model.md section 6 and
// "Recommended model" item 9): the RTS/Tuchscherer chart where RPE is logged, Epley otherwise.

/**
 * The RTS %1RM chart as one sequence, indexed by k = 2·(reps − 1) + 2·(10 − RPE): docs/coach-model.md's text (section 6)
 * verbatim, so the two can be compared by eye.
 */
export const RTS: readonly number[] = (
  "1.000 .978 .955 .939 .922 .907 .892 .878 .863 .850 .837 .824 .811 .799 .786 .774 .762 .751 .739 .723 " +
  ".707 .694 .680 .667 .653 .640 .626 .613 .599 .586"
)
  .split(" ")
  .map(Number);

/** Epley is trusted up to 10 reps; beyond, no estimate (Whisenant 2003). */
export const EPLEY_MAX_REPS = 10;

export interface PerformedSet {
  weight: number;
  reps: number;
  rpe: number | null;
  /** A timed hold's length (exercise-type.ts); absent or null for any other set. */
  seconds?: number | null;
}

/**
 * The chart's fraction of 1RM for `reps` at `rpe`, or null outside it: RPE 6-10 in 0.5 steps,
 * 1-12 reps, and at most 11 at RPE 6 (12 @ 6 is where implementations disagree).
 */
export function rtsPercent(reps: number, rpe: number): number | null {
  if (!Number.isInteger(reps) || reps < 1 || reps > 12) return null;
  if (rpe < 6 || rpe > 10 || !Number.isInteger(rpe * 2)) return null;
  if (rpe === 6 && reps > 11) return null;
  return RTS[2 * (reps - 1) + 2 * (10 - rpe)] ?? null;
}

/** Epley: w·(1 + r/30). */
export function epley(weight: number, reps: number): number {
  return weight * (1 + reps / 30);
}

/**
 * A set's estimated 1RM: w / RTS[k] when its RPE is on the chart; else the weight itself for a
 * single, Epley for 2-10 reps, and null for more reps, no reps or no weight.
 */
export function estimateOneRepMax({ weight, reps, rpe }: PerformedSet): number | null {
  if (!(weight > 0) || !(reps >= 1)) return null;
  const chart = rpe === null ? null : rtsPercent(reps, rpe);
  if (chart !== null) return weight / chart;
  if (reps === 1) return weight;
  return reps <= EPLEY_MAX_REPS ? epley(weight, reps) : null;
}

/** The load for `reps` at `rpe` from an estimated 1RM (unrounded); null off the chart. */
export function loadForRepsAtRpe(oneRepMax: number, reps: number, rpe: number): number | null {
  const chart = rtsPercent(reps, rpe);
  return chart === null ? null : oneRepMax * chart;
}
