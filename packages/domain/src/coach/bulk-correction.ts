// The bulk's correction to 'Today's calorie target' (docs/coach-model.md; decision 0044). The
// learnt expenditure already corrects the *rate* a wrong formula gives; this corrects only where the
// weight *stands* against the planned line, and only when it has stood off it two weeks running:
// bounded, moved at most 100 kcal a week, back to nothing once the weight is back on the line. It
// is added to the day's target, never to the maintenance figure.
import { addDays } from "./calendar";
import { plannedChange } from "./planned";
import type { DayLog } from "./trend";
import { windowGap, windowMean } from "./weight-windows";

/** The correction never exceeds this, either way (kcal/day) [U]. */
export const BULK_CORRECTION_LIMIT_KCAL = 150;
/** …and moves at most this much from one week to the next [U]. */
export const BULK_CORRECTION_STEP_KCAL = 100;
/** A gap is closed over two weeks. */
const CLOSE_DAYS = 14;
/** A gap counts when it clears this, and this many standard errors of the two windows' means. */
const GAP_MIN_LB = 0.5;
const GAP_SE = 2;
/**
 * Each step reads up to three days after the week the expenditure's update reads, so the two never
 * move the target on one day: together they could move it up to 250 kcal, past the 150 a lifter is
 * told of (decision 0079).
 */
const STEP_AFTER_WEEK_DAYS = 3;

export interface BulkWeek {
  /** The last day the step reads (three days after a week of the phase ends); it applies from the next. */
  weekEnding: string;
  /** Mean of the last 14 days against the planned line, less the first week's; positive is ahead. */
  gapLb: number | null;
  kcal: number;
}

const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

/**
 * The correction for `onDate`'s target, from the days before it: one step a week from the third on,
 * mid-week, each reading the last 14 days' weigh-ins against the planned line, compared with the
 * first week's (so the line's start is seven readings, not one).
 */
export function bulkCorrection(i: {
  days: readonly DayLog[];
  startDate: string;
  onDate: string;
  /** lb/month. */
  rate: number;
  /** Energy in a lb gained (`gainKcalPerLb`). */
  kcalPerLb: number;
}): { kcal: number; weeks: BulkWeek[] } {
  const line = (day: number) => plannedChange("bulk", i.rate, day);
  const base = windowMean(i.days, {
    origin: i.startDate,
    from: i.startDate,
    to: addDays(i.startDate, 6),
    minimum: 3,
    line,
  });
  const weeks: BulkWeek[] = [];
  let kcal = 0;
  let lastMiss = 0;
  for (let week = 3; ; week++) {
    const weekEnding = addDays(i.startDate, 7 * week - 1 + STEP_AFTER_WEEK_DAYS);
    if (weekEnding >= i.onDate) break;
    const recent = windowMean(i.days, {
      origin: i.startDate,
      from: addDays(weekEnding, 1 - CLOSE_DAYS),
      to: weekEnding,
      minimum: 7,
      line,
    });
    const gap = base && recent ? windowGap(base, recent) : null;
    const miss = gap && Math.abs(gap.lb) > Math.max(GAP_MIN_LB, GAP_SE * gap.se) ? Math.sign(gap.lb) : 0;
    // Two weeks the same way: one week off the line is as often the scale as the body.
    const wanted =
      miss !== 0 && miss === lastMiss ? clamp((-gap!.lb * i.kcalPerLb) / CLOSE_DAYS, BULK_CORRECTION_LIMIT_KCAL) : 0;
    lastMiss = miss;
    kcal += clamp(wanted - kcal, BULK_CORRECTION_STEP_KCAL);
    weeks.push({ weekEnding, gapLb: gap?.lb ?? null, kcal });
  }
  return { kcal, weeks };
}
