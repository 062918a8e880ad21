// A day's step goal during a cut (docs/coach-model.md section 8, item 3, as section 9 corrects it): the lifter's
// baseline, the mean steps logged in the two weeks before the cut began (before any goal was shown),
// plus the steps that walk off a share of the deficit (`stepTarget`). A baseline read from the cut's
// own days holds the steps the lifter was told to add, so a lifter who walked the goal saw it climb
// 10,000 → 14,000 → … → 20,371 (issue 21, item 4).
// A day's goal reads only the days before it: logging today's steps or weigh-in never moves today's
// own goal (decision 0022).
import { daysBetween } from "./calendar";
import { stepTarget } from "./targets";
import type { DayLog } from "./trend";

/** Steps a lifter is assumed to walk before they have logged any (an average adult's day) [U]. */
export const DEFAULT_BASELINE_STEPS = 6000;
/** The baseline is the steps logged in this many days before the cut started. */
export const BASELINE_DAYS = 14;

/**
 * Mean steps logged in the BASELINE_DAYS days before `startDate`, rounded, leaving out days of an
 * earlier cut (its goal was shown then too); the default when none are. It never moves during the
 * cut: nothing the lifter walks after seeing a goal feeds back into it.
 */
export function baselineSteps(
  days: readonly DayLog[],
  startDate: string,
  earlierCuts: readonly { startDate: string; endDate: string }[] = [],
): number {
  const inCut = (date: string) => earlierCuts.some((c) => date >= c.startDate && date < c.endDate);
  const logged = days.flatMap((d) =>
    d.steps !== null && d.date < startDate && daysBetween(d.date, startDate) <= BASELINE_DAYS && !inCut(d.date)
      ? [d.steps]
      : [],
  );
  if (logged.length === 0) return DEFAULT_BASELINE_STEPS;
  return Math.round(logged.reduce((a, b) => a + b, 0) / logged.length);
}

export interface DayStepGoalInput {
  /** The lifter's logged days; only those before the cut are read. */
  days: readonly DayLog[];
  startDate: string;
  /** Cuts before this one, whose days are no baseline. */
  earlierCuts?: readonly { startDate: string; endDate: string }[];
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
  const baseline = baselineSteps(input.days, input.startDate, input.earlierCuts);
  const target = stepTarget({ weightLb: input.weightLb, deficitKcal: input.deficitKcal, baselineSteps: baseline });
  const addedSteps = target.addedSteps + input.bonusSteps;
  return { stepsPerDay: baseline + addedSteps, baselineSteps: baseline, addedSteps };
}
