// The lifter's actual weight: the Hacker's Diet trend for display and a regression line for
// decisions (docs/coach-model.md section 8, item 6; section 7 on why one weigh-in, or one week, cannot decide).
import { daysBetween } from "./calendar";
import { fitLine, type LineFit } from "./regression";

export interface DayLog {
  date: string;
  weightLb: number | null;
  calories: number | null;
  steps: number | null;
}

export interface TrendPoint {
  date: string;
  weightLb: number | null;
  trendLb: number;
  /** A reading so far from the trend that it was left out (a typo, a scale on a rug). */
  outlier: boolean;
  /** A far reading the trend follows (the third or later on one side): the body moved, not the scale. */
  followed?: boolean;
}

/** Hacker's Diet smoothing: 10 % of each day's gap to the trend. */
export const TREND_ALPHA = 0.1;
/** A reading further than this from the trend is dropped [U]. */
export const OUTLIER_LB = 4;
/** This many dropped readings in a row on the same side mean the body moved, not the scale. */
const OUTLIER_STREAK = 3;

/** One weigh-in per date, the last given for a date winning, in date order. */
export function weighIns(days: readonly DayLog[]): { date: string; weightLb: number }[] {
  const byDate = new Map<string, number>();
  for (const d of days) if (d.weightLb !== null) byDate.set(d.date, d.weightLb);
  return [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, weightLb]) => ({ date, weightLb }));
}

/**
 * The smoothed trend, one point per weigh-in, seeded with the first weight. Across a gap of g days
 * the step is 1 − 0.9^g (as if the reading had held all those days). A reading more than 4 lb off is
 * flagged and skipped; after three such on the same side the trend follows them, but only as fast as
 * a 4 lb gap allows, so no single reading ever moves it by more than α_eff·4 lb.
 */
export function trend(days: readonly DayLog[]): TrendPoint[] {
  const points: TrendPoint[] = [];
  let level: number | undefined;
  let lastUsed = "";
  let streak = 0;
  let side = 0;
  for (const { date, weightLb } of weighIns(days)) {
    if (level === undefined) {
      level = weightLb;
      lastUsed = date;
      points.push({ date, weightLb, trendLb: level, outlier: false });
      continue;
    }
    let gap = weightLb - level;
    if (Math.abs(gap) > OUTLIER_LB) {
      const sign = Math.sign(gap);
      streak = sign === side ? streak + 1 : 1;
      side = sign;
      if (streak < OUTLIER_STREAK) {
        points.push({ date, weightLb, trendLb: level, outlier: true });
        continue;
      }
      gap = sign * OUTLIER_LB;
    } else {
      streak = 0;
    }
    level += (1 - (1 - TREND_ALPHA) ** daysBetween(lastUsed, date)) * gap;
    lastUsed = date;
    points.push({
      date,
      weightLb,
      trendLb: level,
      outlier: false,
      ...(streak >= OUTLIER_STREAK && { followed: true }),
    });
  }
  return points;
}

/** The trend on `date`: that of the last weigh-in on or before it, or null before the first. */
export function trendAt(points: readonly TrendPoint[], date: string): number | null {
  let value: number | null = null;
  for (const p of points) {
    if (p.date > date) break;
    value = p.trendLb;
  }
  return value;
}

/** A rate needs at least 14 days between the first and last weigh-in counted, and 10 weigh-ins. */
export const MIN_SPAN_DAYS = 14;
export const MIN_WEIGH_INS = 10;
export const RATE_WINDOW_DAYS = 21;

/**
 * The line through the weigh-ins from `fromDate` to `onDate`, x in days from `fromDate`. The reading
 * furthest off the line is left out while it is more than 4 lb off, and the line fitted again.
 * Judging readings against the trend instead would drop the low ones of a fast cut (the trend lags
 * 9 days behind a steady loss) and bias the rate.
 */
export function fitWeights(days: readonly DayLog[], fromDate: string, onDate: string): LineFit | null {
  const used = weighIns(days.filter((d) => d.date >= fromDate && d.date <= onDate));
  let xs = used.map((w) => daysBetween(fromDate, w.date));
  let ys = used.map((w) => w.weightLb);
  for (;;) {
    const fit = enough(xs) ? fitLine(xs, ys) : null;
    if (!fit) return null;
    const off = ys.map((y, i) => Math.abs(y - (fit.intercept + fit.slope * xs[i]!)));
    const worst = off.indexOf(Math.max(...off));
    if (off[worst]! <= OUTLIER_LB) return fit;
    xs = xs.filter((_, i) => i !== worst);
    ys = ys.filter((_, i) => i !== worst);
  }
}

function enough(xs: readonly number[]): boolean {
  return xs.length >= MIN_WEIGH_INS && xs[xs.length - 1]! - xs[0]! + 1 >= MIN_SPAN_DAYS;
}

/**
 * The change the weights show from `fromDate` to `onDate`, read off a line fitted to every
 * weigh-in between (not two single readings, and not the trend, which lags ~9 days behind a
 * steady loss). Null until the line has 14 days and 10 weigh-ins. This is what the dialogs weigh.
 */
export function measuredChange(i: { days: readonly DayLog[]; fromDate: string; onDate: string }): {
  lb: number;
  se: number;
  n: number;
} | null {
  const fit = fitWeights(i.days, i.fromDate, i.onDate);
  if (!fit) return null;
  const span = daysBetween(i.fromDate, i.onDate);
  return { lb: fit.slope * span, se: fit.se * span, n: fit.n };
}
