// Bulkers who eat the 'Today's calorie target' the app shows them, recomputed each week from their
// own logs: the old correction (expected − actual over two weeks, ±250, from the formula's expected
// gain) against the bounded, fading one (bulk-correction.ts).
import { bulkCorrection, BULK_CORRECTION_LIMIT_KCAL } from "../bulk-correction";
import { addDays } from "../calendar";
import { estimatedBodyFatPct, forbesKcalPerLb } from "../energy-density";
import { phaseExpenditure } from "../phase-expenditure";
import { plannedChange } from "../planned";
import { phaseProgress } from "../progress";
import { bulkCalories } from "../targets";
import { type Follow, SCENARIOS, SIM_DAYS, type SimLifter, simulateLifter } from "./lifters";
import type { Random } from "./random";

export type BulkPolicy = "old" | "new";

const OLD_LIMIT = 250;
const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

/** The correction the server added on `onDate` under each policy. */
export function correctionOn(l: SimLifter, onDate: string, policy: BulkPolicy): number {
  const days = l.logs.filter((d) => d.date < onDate);
  if (policy === "new") {
    const kcalPerLb = forbesKcalPerLb(l.body.weightLb, estimatedBodyFatPct(l.body));
    return bulkCorrection({ days, startDate: l.startDate, onDate, rate: l.rate, kcalPerLb }).kcal;
  }
  const p = phaseProgress({
    kind: "bulk",
    rate: l.rate,
    days,
    startDate: l.startDate,
    onDate,
    startWeightLb: days.find((d) => d.weightLb !== null)?.weightLb ?? l.body.weightLb,
    body: l.body,
    multiplier: l.multiplier,
    targetCalories: targetOn(l, onDate),
    baselineSteps: null,
  });
  return clamp(((p.expectedLb - (p.actualLb ?? 0)) * 3500) / 14, OLD_LIMIT);
}

/** The bulk's target without correction: the learnt expenditure (or the formula) plus the surplus. */
function targetOn(l: SimLifter, onDate: string): number {
  const learnt = phaseExpenditure({
    days: l.logs.filter((d) => d.date < onDate),
    kind: "bulk",
    startDate: l.startDate,
    onDate,
    body: l.body,
    multiplier: l.multiplier,
    rate: l.rate,
  });
  const expenditure = learnt.updates.length > 0 ? learnt.kcal : l.formulaKcal;
  return bulkCalories(expenditure, l.rate);
}

/** Eats what the app shows, recomputed each Monday-like week start (the figures move weekly). */
function follower(policy: BulkPolicy): Follow {
  let shown = 0;
  return (l, day) => {
    if (day % 7 === 0) {
      const onDate = addDays(l.startDate, day);
      shown = targetOn(l, onDate) + correctionOn(l, onDate, policy);
    }
    return shown;
  };
}

export interface BulkOutcome {
  /** Tissue gained by day 84 over the plan's gain. */
  ratio: number;
  /** The correction at week 12 is at its limit. */
  pinned: boolean;
}

export function bulkOutcomes(rng: () => Random, lifters: number, policy: BulkPolicy): BulkOutcome[] {
  const scenario = SCENARIOS.find((s) => s.kind === "bulk")!;
  const random = rng();
  return Array.from({ length: lifters }, () => {
    const l = simulateLifter(random, scenario, follower(policy));
    const last = addDays(l.startDate, SIM_DAYS - 1);
    const limit = policy === "new" ? BULK_CORRECTION_LIMIT_KCAL : OLD_LIMIT;
    return {
      ratio: (l.tissueLb[SIM_DAYS]! - l.tissueLb[0]!) / plannedChange("bulk", l.rate, SIM_DAYS),
      pinned: Math.abs(correctionOn(l, last, policy)) >= limit - 0.5,
    };
  });
}
