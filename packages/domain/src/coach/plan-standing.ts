// The on / behind / ahead of plan sentence's verdict (issue 21, item 6). The lagging trend from one
// raw start weigh-in against a flat ±0.5 lb said 'on plan' on only 19 % of days for cutters truly
// within 0.5 lb of plan. The verdict reads the line through every weigh-in (`measuredChange`), and
// says 'too early to tell' wherever its noise allows either answer.

import type { PhaseKind } from "./planned";

/** Within this many lb of the plan is on plan (the product's dialog gap, docs/product.md section 9). */
export const ON_PLAN_LB = 0.5;
/** Ahead or behind must clear this many standard errors of the measured change [U]. */
const SE_MULTIPLE = 2;
/** 'On plan' needs the measured change known to within this many lb (2 SE): a noisy scale needs four to five weeks [U]. */
const ON_PLAN_WIDTH_LB = 1.5;

export type PlanStanding = "early" | "on" | "behind" | "ahead";

/** `plannedLb` and `measured.lb` are signed changes (negative is a loss); `measured` null before 14 days of weigh-ins. */
export function planStanding(
  kind: PhaseKind,
  plannedLb: number,
  measured: { lb: number; se: number } | null,
): PlanStanding {
  if (!measured) return "early";
  // Positive: further toward the goal than planned.
  const ahead = kind === "cut" ? plannedLb - measured.lb : measured.lb - plannedLb;
  const margin = Math.max(ON_PLAN_LB, SE_MULTIPLE * measured.se);
  if (ahead > margin) return "ahead";
  if (ahead < -margin) return "behind";
  return Math.abs(ahead) <= ON_PLAN_LB && SE_MULTIPLE * measured.se <= ON_PLAN_WIDTH_LB ? "on" : "early";
}
