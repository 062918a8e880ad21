// A day's step goal during a cut (docs/coach-model.md section 8, item 3): the lifter's baseline, the mean steps logged
// in the phase's first week, plus the steps that walk off a share of the deficit (`stepTarget`).
// A day's goal reads only the days before it: logging today's steps or weigh-in never moves today's
// own goal (decision 0022).
import { daysBetween } from "./calendar";
import { stepTarget } from "./targets";
import type { DayLog } from "./trend";

/** Steps a lifter is assumed to walk before they have logged any (an average adult's day) [U]. */
export const DEFAULT_BASELINE_STEPS = 6000;
/** The baseline is the phase's first week of logged steps. */
export const BASELINE_DAYS = 7;

/**
 * Mean steps logged on the phase's first BASELINE_DAYS days before `onDate`, rounded; the default
 * while none are. From day 8 on it no longer moves.
 */
export function baselineSteps(days: readonly DayLog[], startDate: string, onDate: string): number {
  const logged = days.flatMap((d) =>
    d.steps !== null && d.date >= startDate && d.date < onDate && daysBetween(startDate, d.date) < BASELINE_DAYS
      ? [d.steps]
      : [],
  );
  if (logged.length === 0) return DEFAULT_BASELINE_STEPS;
  return Math.round(logged.reduce((a, b) => a + b, 0) / logged.length);
}

export interface DayStepGoalInput {
  /** The phase's logged days; those on or after `onDate` are not read. */
  days: readonly DayLog[];
  startDate: string;
  onDate: string;
  /** The lifter's weight as the day began (a step's cost grows with it). */
  weightLb: number;
  /** The day's deficit, expenditure − calorie target, as the day began. */
  deficitKcal: number;
  /** Steps the lifter added by answering 'Increase Steps'. */
  bonusSteps: number;
}

export function dayStepGoal(input: DayStepGoalInput): {
  stepsPerDay: number;
  baselineSteps: number;
  addedSteps: number;
} {
  const baseline = baselineSteps(input.days, input.startDate, input.onDate);
  const target = stepTarget({ weightLb: input.weightLb, deficitKcal: input.deficitKcal, baselineSteps: baseline });
  const addedSteps = target.addedSteps + input.bonusSteps;
  return { stepsPerDay: baseline + addedSteps, baselineSteps: baseline, addedSteps };
}
