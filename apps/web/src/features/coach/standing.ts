import type { PlanStanding } from "@ironpath/domain/coach/plan-standing";
import { formatDate, formatLb } from "./format";
import { unitNow } from "../../lib/weight-unit";

// Where the lifter stands, in words: the sentence under today's target on each assistant. The
// verdict is the domain's (coach/plan-standing): it says 'too early to tell' while the scale's noise
// allows either answer (issue 21, item 6).

type Kind = "loss" | "gain";

const PHASE_WORDS: Record<Kind, { phase: string; done: string }> = {
  loss: { phase: "cut", done: "lost" },
  gain: { phase: "bulk", done: "gained" },
};

const VERDICTS: Record<PlanStanding, string> = {
  on: "on plan",
  behind: "behind plan",
  ahead: "ahead of plan",
  early: "too early to tell whether you are on plan: the scale's day-to-day swings are still larger than the gap",
};

/** "Week 3 of your cut (since Mon, Mar 2, 2026)." */
export function weekSentence(kind: Kind | "maintenance", weeksSinceStart: number, startDate: string): string {
  const phase = kind === "maintenance" ? "maintenance" : PHASE_WORDS[kind].phase;
  return `Week ${weeksSinceStart + 1} of your ${phase} (since ${formatDate(startDate)}).`;
}

/** "Trend weight 198.5 lbs: lost 0.80 of the 1.50 lbs planned so far, too early to tell …." */
export function planSentence(
  kind: Kind,
  planned: number,
  actual: number,
  trendWeight: number | null,
  standing: PlanStanding,
): string {
  if (trendWeight === null) return "Weigh in each morning: your trend appears after a few weigh-ins.";
  const { done } = PHASE_WORDS[kind];
  return `Trend weight ${formatLb(trendWeight, 1)} ${unitNow()}: ${done} ${formatLb(actual)} of the ${formatLb(planned)} ${unitNow()} planned so far, ${VERDICTS[standing]}.`;
}
