// Calorie and step targets for a cut or a bulk, the rate choices and their limits
// (docs/coach-model.md section 8, items 2 and 3; evidence in section 5).
import { gainKcalPerLb } from "./energy-density";
import { shownKcal } from "./shown-kcal";
import { type Body, bmr } from "./units";
import { DEFAULT_WEIGHT_UNIT, KG_PER_LB, type WeightUnit, plainNumber } from "../units/weight-unit";

/** kcal per lb of body weight for the static rule a cut's target uses (item 2). */
export const KCAL_PER_LB = 3500;
/** Days in an average month (365.25 / 12): a month's rate spread over days (item 2). */
export const DAYS_PER_MONTH = 30.4375;
/** Peos et al. 2019: a deficit of at most 35 % of maintenance. */
export const MAX_DEFICIT_SHARE = 0.35;
/** Helms 2014: lose 0.5–1 % of body weight a week; Iraki 2019: gain 0.25–0.5 %. */
export const LOSS_PCT_PER_WEEK = { min: 0.5, max: 1 } as const;
export const GAIN_PCT_PER_WEEK = { min: 0.25, max: 0.5 } as const;

/** Cut target: maintenance − 500 kcal per lb/week (3,500 / 7). */
export function cutCalories(maintenance: number, lbPerWeek: number): number {
  return maintenance - (KCAL_PER_LB / 7) * lbPerWeek;
}

/**
 * Bulk target: maintenance + the planned gain at the energy a lifter's gain stores, spread over an
 * average month (≈ +79 per lb/month for 180 lb at 21.6 % body fat). Not 3,500 kcal per lb: a gain
 * with the lean tissue training adds holds ~2,400 kcal per lb, so 3,500 made followers gain ~1.2×
 * the plan (decision 0079; docs/coach-model.md section 9).
 */
export function bulkCalories(maintenance: number, lbPerMonth: number, body: Body): number {
  return maintenance + (lbPerMonth * gainKcalPerLb(body)) / DAYS_PER_MONTH;
}

/** The evidence's weekly loss range in lb for this body weight (docs/coach-model.md section 10, vector 8). */
export function lossRange(weightLb: number): { min: number; max: number } {
  return { min: (weightLb * LOSS_PCT_PER_WEEK.min) / 100, max: (weightLb * LOSS_PCT_PER_WEEK.max) / 100 };
}

/** The evidence's weekly gain range in lb for this body weight. */
export function gainRange(weightLb: number): { min: number; max: number } {
  return { min: (weightLb * GAIN_PCT_PER_WEEK.min) / 100, max: (weightLb * GAIN_PCT_PER_WEEK.max) / 100 };
}

/** The largest daily deficit the coach allows: 35 % of maintenance. */
export function maxDeficit(maintenance: number): number {
  return MAX_DEFICIT_SHARE * maintenance;
}

/** A rate in pounds in the words of `unit`: "1.5 lb", "0.68 kg" (issue 22). */
const inUnit = (lbs: number, unit: WeightUnit) =>
  unit === "lb" ? `${plainNumber(lbs)} lb` : `${plainNumber(lbs * KG_PER_LB)} kg`;
const kcal = (n: number) => `${shownKcal(n).toLocaleString("en-US")} kcal`;

/**
 * What a cut at `lbPerWeek` risks: a warning above 1 % of body weight a week, and a refusal when
 * the deficit exceeds 35 % of maintenance or the intake falls below resting energy (the floor is a
 * design choice, docs/coach-model.md section 8, item 2 [U]).
 */
export function cutLimits(
  body: Body,
  maintenance: number,
  lbPerWeek: number,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
): { warnings: string[]; refusal: string | null } {
  const warnings: string[] = [];
  const lb = (n: number) => inUnit(n, unit);
  const fastest = lossRange(body.weightLb).max;
  if (lbPerWeek > fastest) {
    warnings.push(
      `Losing ${lb(lbPerWeek)} a week is more than 1 % of your body weight (${lb(fastest)}) a week; ` +
        "losing 0.5–1 % a week keeps more muscle.",
    );
  }
  const deficit = maintenance - cutCalories(maintenance, lbPerWeek);
  const intake = cutCalories(maintenance, lbPerWeek);
  const floor = bmr(body);
  let refusal: string | null = null;
  if (deficit > maxDeficit(maintenance)) {
    refusal =
      `A deficit of ${kcal(deficit)} a day is more than 35 % of your maintenance (${kcal(maintenance)}); ` +
      "choose a slower rate.";
  } else if (intake < floor) {
    refusal = `Eating ${kcal(intake)} a day is below your resting energy (${kcal(floor)}); choose a slower rate.`;
  }
  return { warnings, refusal };
}

/** A bulk outside 0.25–0.5 % of body weight a week gains mostly fat, or too slowly to see (Iraki 2019). */
export function bulkLimits(
  body: Body,
  lbPerMonth: number,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
): { warnings: string[] } {
  const lb = (n: number) => inUnit(n, unit);
  const perWeek = monthlyToWeekly(lbPerMonth);
  const { min: low, max: high } = gainRange(body.weightLb);
  if (perWeek > high) {
    return {
      warnings: [
        `Gaining ${lb(lbPerMonth)} a month is more than 0.5 % of your body weight a week; more of it will be fat.`,
      ],
    };
  }
  if (perWeek < low) {
    return {
      warnings: [
        `Gaining ${lb(lbPerMonth)} a month is less than 0.25 % of your body weight a week; it will be hard to see.`,
      ],
    };
  }
  return { warnings: [] };
}

/** lb/month → lb/week with the exact calendar (12 months in 365.25 days). */
export function monthlyToWeekly(lbPerMonth: number): number {
  return (lbPerMonth * 7) / DAYS_PER_MONTH;
}

function steps(from: number, to: number, step: number): number[] {
  return Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
}

/**
 * The goal screen's steps in each unit: the product's pounds (loss 0.5–2 lb a week by 0.25, gain
 * 0.5–5 lb a month by 0.5), and kilograms a lifter can think in (loss 0.25–1 kg a week, gain
 * 0.25–2.5 kg a month, by 0.25; decision 0071).
 */
export const RATE_STEPS = {
  lb: { loss: { from: 0.5, to: 2, by: 0.25 }, gain: { from: 0.5, to: 5, by: 0.5 } },
  kg: { loss: { from: 0.25, to: 1, by: 0.25 }, gain: { from: 0.25, to: 2.5, by: 0.25 } },
} as const;

const inPounds = (value: number, unit: WeightUnit) => (unit === "lb" ? value : value / KG_PER_LB);

/**
 * Weekly loss choices in `unit` (pounds: the product's 0.5–2 lb in 0.25 steps); recommended within
 * 0.5–1 % of body weight a week, the same rule in either unit.
 */
export function lossChoices(
  weightLb: number,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
): { value: number; recommended: boolean }[] {
  const { min: low, max: high } = lossRange(weightLb);
  const { from, to, by } = RATE_STEPS[unit].loss;
  return steps(from, to, by).map((value) => {
    const lbs = inPounds(value, unit);
    return { value, recommended: lbs >= low && lbs <= high };
  });
}

/**
 * MONTHLY gain choices in `unit` (pounds: 0.5–5 lb in 0.5 steps; the client divides by 4);
 * recommended within 0.25–0.5 %/week.
 */
export function gainChoices(
  weightLb: number,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
): { value: number; recommended: boolean }[] {
  const { min: low, max: high } = gainRange(weightLb);
  const { from, to, by } = RATE_STEPS[unit].gain;
  return steps(from, to, by).map((value) => {
    const weekly = monthlyToWeekly(inPounds(value, unit));
    return { value, recommended: weekly >= low && weekly <= high };
  });
}

/** Net kcal per step above rest: 0.0005 kcal/kg/m × a 0.75 m stride ≈ 0.00017 × lb (docs/coach-model.md section 4). */
export function netKcalPerStep(weightLb: number): number {
  return 0.00017 * weightLb;
}

export const STEP_SHARE = 0.25;
export const MAX_ADDED_STEPS = 5000;

/**
 * Steps for a cut (item 3): a share of the deficit walked off, at the NET cost of a step (the
 * activity multiplier already holds habitual walking), rounded to 500 and capped at +5,000 a day
 * over the lifter's own baseline. Both share and cap are design choices [U].
 */
export function stepTarget(input: { weightLb: number; deficitKcal: number; baselineSteps: number; share?: number }): {
  stepsPerDay: number;
  addedSteps: number;
} {
  const share = input.share ?? STEP_SHARE;
  const raw = (share * Math.max(0, input.deficitKcal)) / netKcalPerStep(input.weightLb);
  const addedSteps = Math.min(MAX_ADDED_STEPS, Math.round(raw / 500) * 500);
  return { stepsPerDay: Math.round(input.baselineSteps) + addedSteps, addedSteps };
}
