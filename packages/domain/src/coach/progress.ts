// Where a cut or bulk stands on a date: the three numbers the screens show (planned: the target;
// expected: what the logs predict; actual: the trend) and the measured change the dialogs weigh
// (docs/design.md section 5; docs/coach-model.md section 8, items 4–6 and 8).
import { daysBetween } from "./calendar";
import { type ExpectedInput, expectedChange } from "./expected";
import { type PhaseKind, plannedChange } from "./planned";
import { measuredChange, trend } from "./trend";
import { offerBulkAdjustment, offerMaintenanceCalories } from "./triggers";

export interface ProgressInput extends ExpectedInput {
  kind: PhaseKind;
  /** lb/week for a cut, lb/month for a bulk. */
  rate: number;
}

export interface Progress {
  /** Signed changes in lb since the start: negative is a loss. */
  plannedLb: number;
  expectedLb: number;
  /** Trend now − trend at the start, for display; null before two weigh-ins. */
  actualLb: number | null;
  /**
   * The dialogs' view: the change read off a line through every weigh-in since the start, with its
   * SE; null until that line has 14 days and 10 weigh-ins.
   */
  check: { measuredLb: number; seLb: number } | null;
  missingDays: string[];
}

/** The trend's change from its value at the start (or the first weigh-in after it) to `onDate`. */
function trendChange(input: ProgressInput): number | null {
  const points = trend(input.days.filter((d) => d.date <= input.onDate));
  const before = points.filter((p) => p.date <= input.startDate).at(-1);
  const base = before ?? points.find((p) => p.date > input.startDate);
  const now = points.at(-1);
  return base && now && now !== base ? now.trendLb - base.trendLb : null;
}

/**
 * The dialogs measure from the start itself, water and all. A cut's first-week water loss (~1 lb)
 * makes a cut look ahead of its logs, which costs a little power in week 1, but the simulation
 * (simulation/) finds it both misses fewer real stalls and raises fewer false dialogs than
 * docs/coach-model.md section 8, item 8's day-7 baseline, which throws away a week of weigh-ins.
 */
export function phaseProgress(input: ProgressInput): Progress {
  const expected = expectedChange(input);
  const measured = measuredChange({ days: input.days, fromDate: input.startDate, onDate: input.onDate });
  return {
    plannedLb: plannedChange(input.kind, input.rate, daysBetween(input.startDate, input.onDate)),
    expectedLb: expected.lb,
    actualLb: trendChange(input),
    check: measured && { measuredLb: measured.lb, seLb: measured.se },
    missingDays: expected.missingDays,
  };
}

/** The Monday dialog of the phase ('Maintenance Calories' or 'Change Weight Gain Calories') on `onDate`. */
export function offerAdjustment(input: ProgressInput, progress = phaseProgress(input)): boolean {
  const c = progress.check;
  if (!c) return false;
  const common = { onDate: input.onDate, startDate: input.startDate, rateSeLb: c.seLb };
  return input.kind === "cut"
    ? offerMaintenanceCalories({ ...common, expectedLossLb: -progress.expectedLb, actualLossLb: -c.measuredLb })
    : offerBulkAdjustment({ ...common, expectedGainLb: progress.expectedLb, actualGainLb: c.measuredLb });
}
