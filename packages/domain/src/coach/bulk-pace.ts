// The bulk's target follows the learnt expenditure at most 150 kcal a week (decision 0097). In
// weeks 1-3 the Monday question may offer the learnt figure at once (decision 0100); a "Yes"
// restarts the pacing from the figure accepted on that day, rather than storing a lasting offset,
// which would count the same move again as the paced figure caught up.
import { MAX_WEEKLY_MOVE_KCAL } from "./expenditure";
import type { ExpenditureUpdate } from "./expenditure";

/** A "Yes" to the bulk's proposal: from `date` the target is set from `kcal`, paced from there. */
export interface PaceRestart {
  date: string;
  kcal: number;
}

const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

/**
 * The figure the target is set from after a restart: the accepted figure, then each weekly update
 * read after it (those ending on or after the restart day; the day itself read the days before it)
 * moves it toward what the logs learnt, at most 150 kcal.
 */
export function pacedSince(updates: readonly ExpenditureUpdate[], restart: PaceRestart): number {
  return updates
    .filter((u) => u.weekEnding >= restart.date)
    .reduce((kcal, u) => kcal + clamp((u.learntKcal ?? u.kcal) - kcal, MAX_WEEKLY_MOVE_KCAL), restart.kcal);
}

/**
 * Whether the Monday question has a real proposal: the paced figure lags what the logs learnt, by
 * more than the learnt estimate's own SD (a smaller lag is within its noise, and the pacing closes it).
 */
export function lagsLearnt(i: { pacedKcal: number; learntKcal: number; sd: number }): boolean {
  return Math.abs(i.learntKcal - i.pacedKcal) > i.sd;
}
