// Where the weight stands against a line, from the mean of a window of weigh-ins rather than one
// reading or the lagging trend, with a standard error that knows the scale's noise runs in streaks
// (docs/coach-model.md; decision 0045). Both the bulk's correction and the maintenance dialog
// compare two such windows.
import { daysBetween } from "./calendar";
import { type DayLog, OUTLIER_LB, weighIns } from "./trend";

/** Day-to-day scale noise runs in streaks (water, gut content): n readings count as n·(1−ρ)/(1+ρ) [U]. */
const STREAK_RHO = 0.5;
/** A window's own scatter below this is luck, not a quiet scale (lb) [U]. */
const MIN_SCATTER_LB = 1;

export interface WindowMean {
  /** Mean of the weigh-ins less the line, lb. */
  lb: number;
  se: number;
  n: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

/**
 * The weigh-ins from `from` to `to` (inclusive) less `line(day)` (day counted from `origin`), their
 * mean and its SE; a reading over 4 lb from the window's median is left out. Null under `minimum`.
 */
export function windowMean(
  days: readonly DayLog[],
  w: { origin: string; from: string; to: string; minimum: number; line?: (day: number) => number },
): WindowMean | null {
  const line = w.line ?? (() => 0);
  const xs = weighIns(days.filter((d) => d.date >= w.from && d.date <= w.to)).map(
    (d) => d.weightLb - line(daysBetween(w.origin, d.date)),
  );
  if (xs.length === 0) return null;
  const middle = median(xs);
  const kept = xs.filter((x) => Math.abs(x - middle) <= OUTLIER_LB);
  if (kept.length < w.minimum) return null;
  const n = kept.length;
  const mean = kept.reduce((a, b) => a + b, 0) / n;
  const scatter = Math.sqrt(kept.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const se = (Math.max(MIN_SCATTER_LB, scatter) / Math.sqrt(n)) * Math.sqrt((1 + STREAK_RHO) / (1 - STREAK_RHO));
  return { lb: mean, se, n };
}

/** The later window's mean less the earlier's, with the SE of the difference. */
export function windowGap(earlier: WindowMean, later: WindowMean): { lb: number; se: number } {
  return { lb: later.lb - earlier.lb, se: Math.hypot(earlier.se, later.se) };
}
