// The product's Monday dialogs (docs/product.md section 4), one function each. The product's thresholds stand; what feeds
// them is the model (docs/design.md section 5): actual change read off a line through every weigh-in, not one
// noisy reading. A gap must also clear 1.5 standard errors of that line (docs/coach-model.md section 8, item 8): two
// single weigh-ins differ by ~1.7 lb on noise alone, so a bare 0.5 lb test fires on noise.
import { daysBetween, isMonday, weeksSince } from "./calendar";

/** The product's gap thresholds (docs/product.md section 9). */
export const LOSS_GAP_LB = 0.5;
export const GAIN_GAP_LB = 0.5;
export const MAINTENANCE_DRIFT_LB = 1;
/** Weeks 1 to 3 after the start, and more than 12 weeks for the end of a cut. */
export const EARLY_WEEKS = { from: 1, to: 3 } as const;
export const MAX_CUT_WEEKS = 12;
/** How many standard errors a gap must clear [U]: the cut's check is one-sided (behind only). */
export const GAP_SE_MULTIPLE = 1.5;
/**
 * The bulk's check fires either way, so it needs a wider margin for the same share of false alarms
 * (two-sided 2 SE ≈ one-sided 1.5–1.6 SE); the simulation put 1.5 SE at 10 % of on-plan bulk weeks.
 * 1.85 since the prior expects half the NEAT (decision 0105): with 2, simulated stalls caught fell
 * 1–3 points; at 1.85 they rose 0–3 over before, on-plan Mondays with a dialog 8–9 % (1.8 reached 10 %).
 */
export const GAIN_SE_MULTIPLE = 1.85;

function inEarlyWeeks(startDate: string, onDate: string): boolean {
  const weeks = weeksSince(startDate, onDate);
  return weeks >= EARLY_WEEKS.from && weeks <= EARLY_WEEKS.to;
}

/** A gap "over" a threshold must clear it by more than float noise: 2.0 − 1.5 is not over 0.5. */
function over(gap: number, threshold: number): boolean {
  return gap - threshold > 1e-9;
}

function gapThreshold(minimumLb: number, rateSeLb: number | undefined, multiple = GAP_SE_MULTIPLE): number {
  return Math.max(minimumLb, multiple * (rateSeLb ?? 0));
}

/**
 * 'Maintenance Calories': on a Monday in weeks 1–3, when the lifter has lost less than the logs
 * predict by more than max(0.5 lb, 1.5 SE). Losses are positive numbers of lb.
 */
export function offerMaintenanceCalories(i: {
  onDate: string;
  startDate: string;
  expectedLossLb: number;
  actualLossLb: number;
  rateSeLb?: number;
}): boolean {
  if (!isMonday(i.onDate) || !inEarlyWeeks(i.startDate, i.onDate)) return false;
  return over(i.expectedLossLb - i.actualLossLb, gapThreshold(LOSS_GAP_LB, i.rateSeLb));
}

/** 'End of Cutting Phase': on a Monday once more than 12 whole weeks have passed. */
export function offerEndOfCut(i: { onDate: string; startDate: string }): boolean {
  return isMonday(i.onDate) && weeksSince(i.startDate, i.onDate) > MAX_CUT_WEEKS;
}

/** 'Change Weight Gain Calories': on a Monday in weeks 1–3, when gain is off the logs' prediction either way by more than max(0.5 lb, 1.85 SE). */
export function offerBulkAdjustment(i: {
  onDate: string;
  startDate: string;
  expectedGainLb: number;
  actualGainLb: number;
  rateSeLb?: number;
}): boolean {
  if (!isMonday(i.onDate) || !inEarlyWeeks(i.startDate, i.onDate)) return false;
  return over(Math.abs(i.expectedGainLb - i.actualGainLb), gapThreshold(GAIN_GAP_LB, i.rateSeLb, GAIN_SE_MULTIPLE));
}

/** 'End of Bulk': on or after the end date, any day; a bulk without an end never ends by itself. */
export function isEndOfBulk(i: { onDate: string; endOfBulk: string | null }): boolean {
  return i.endOfBulk !== null && daysBetween(i.endOfBulk, i.onDate) >= 0;
}

/**
 * A maintenance drift must clear this many standard errors of the two windows' means [U]: the
 * simulation (coach:sim) puts 1.6 at 8 % of steady Mondays with a dialog, 2 at 3 % but a third of
 * real 2 lb drifts missed for two weeks (decision 0045).
 */
export const DRIFT_SE_MULTIPLE = 1.6;

/**
 * 'Change Maintenance Calories': on a Monday, when the weight has moved more than 1 lb from where
 * maintenance started, and by more than 1.6 standard errors: `driftLb` compares the mean of the last
 * two weeks' weigh-ins with the mean of the first week's (coach/maintenance-drift), not one raw
 * weigh-in with a lagging trend, which fired on over half of steady Mondays.
 */
export function offerMaintenanceChange(i: { onDate: string; driftLb: number; seLb?: number }): boolean {
  return isMonday(i.onDate) && maintenanceDrifted(i.driftLb, i.seLb);
}

/**
 * Whether the weight has moved from where maintenance started: |drift| over max(1 lb, 1.6 SE). The
 * dialog asks on a Monday by it, and the sentence under the target says 'holding steady' or not by
 * it every day (decision 0114): one rule, so the two never disagree.
 */
export function maintenanceDrifted(driftLb: number, seLb?: number): boolean {
  return over(Math.abs(driftLb), gapThreshold(MAINTENANCE_DRIFT_LB, seLb, DRIFT_SE_MULTIPLE));
}
