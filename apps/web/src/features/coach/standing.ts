import { formatDate, formatLb } from "./format";
import { unitNow } from "../../lib/weight-unit";

// Where the lifter stands, in words: the sentence under today's target on each assistant.

/** Within this many lbs of the plan counts as on plan (the product's dialog gap, docs/product.md section 9). */
export const ON_PLAN_LB = 0.5;

type Kind = "loss" | "gain";

const PHASE_WORDS: Record<Kind, { phase: string; done: string }> = {
  loss: { phase: "cut", done: "lost" },
  gain: { phase: "bulk", done: "gained" },
};

/** "Week 3 of your cut (since Mon, Mar 2, 2026)." */
export function weekSentence(kind: Kind | "maintenance", weeksSinceStart: number, startDate: string): string {
  const phase = kind === "maintenance" ? "maintenance" : PHASE_WORDS[kind].phase;
  return `Week ${weeksSinceStart + 1} of your ${phase} (since ${formatDate(startDate)}).`;
}

/** "Your trend has lost 0.80 lbs of the 1.50 lbs planned: behind plan." */
export function planSentence(kind: Kind, planned: number, actual: number, trendWeight: number | null): string {
  if (trendWeight === null) return "Weigh in each morning: your trend appears after a few weigh-ins.";
  const { done } = PHASE_WORDS[kind];
  const verdict =
    Math.abs(actual - planned) <= ON_PLAN_LB ? "on plan" : actual < planned ? "behind plan" : "ahead of plan";
  return `Trend weight ${formatLb(trendWeight, 1)} ${unitNow()}: ${done} ${formatLb(actual)} of the ${formatLb(planned)} ${unitNow()} planned so far, ${verdict}.`;
}
