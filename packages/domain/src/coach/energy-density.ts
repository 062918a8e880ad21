// How many kcal a pound of weight change holds, by the body's fat mass (docs/coach-model.md section 2).
// Forbes's curve splits a change into fat and lean: lean share = 10.4 / (10.4 + F), F = fat kg.
// Fat holds 9,440 kcal/kg and lean tissue 1,807 kcal/kg (mostly water; Hall 2008), so a lean body
// loses fewer kcal per lb than the 3,500 rule assumes.
import { type Body, KG_PER_LB } from "./units";

const FAT_KCAL_PER_KG = 9440;
const LEAN_KCAL_PER_KG = 1807;
const FORBES_C = 10.4;

/** Body fat % from BMI, age and sex: the equation the NIH Body Weight Planner uses. */
export function estimatedBodyFatPct(body: Body): number {
  const metres = (body.heightIn * 2.54) / 100;
  const bmi = (body.weightLb * KG_PER_LB) / metres ** 2;
  return body.sex === "male"
    ? 0.14 * body.ageYears + 37.31 * Math.log(bmi) - 103.94
    : 0.14 * body.ageYears + 39.96 * Math.log(bmi) - 102.01;
}

/** The share of a weight change that is lean tissue, for a body with `fatKg` of fat. */
export function leanShare(fatKg: number): number {
  return FORBES_C / (FORBES_C + Math.max(0, fatKg));
}

/** kcal per lb of weight change at this weight and body fat % (vector 19: 180 lb at 21.57 % → 2,996). */
export function forbesKcalPerLb(weightLb: number, bodyFatPct: number): number {
  const fatKg = weightLb * KG_PER_LB * (bodyFatPct / 100);
  const s = leanShare(fatKg);
  return ((1 - s) * FAT_KCAL_PER_KG + s * LEAN_KCAL_PER_KG) * KG_PER_LB;
}

/**
 * Of a surplus eaten by someone who lifts, more goes to lean tissue than Forbes's curve (drawn from
 * people who did not train) says: resistance training adds lean mass in a surplus (Iraki et al. 2019,
 * Sports 7:154; Longland 2016). Forbes's constant is scaled by this in a gain [U: the middle of a
 * 1–3 range read from those studies; docs/coach-model.md section 9].
 */
export const LIFTER_GAIN_LEAN_FACTOR = 2;

/** kcal per lb gained by a lifter in a surplus, at this weight and body fat %. */
export function lifterGainKcalPerLb(weightLb: number, bodyFatPct: number): number {
  const fatKg = weightLb * KG_PER_LB * (bodyFatPct / 100);
  // Forbes's split is of mass; scaled in energy terms as Hall 2011 writes it (p = C / (C + F)).
  const c = LIFTER_GAIN_LEAN_FACTOR * FORBES_C * (LEAN_KCAL_PER_KG / FAT_KCAL_PER_KG);
  const p = c / (c + Math.max(0, fatKg));
  return KG_PER_LB / ((1 - p) / FAT_KCAL_PER_KG + p / LEAN_KCAL_PER_KG);
}

/**
 * The one energy density of a lifter's gain, at this body's weight and estimated body fat: what the
 * bulk's target adds per lb planned, what the filter stores a surplus day at, and what the bulk's
 * expected gain and its correction count (decision 0079).
 */
export function gainKcalPerLb(body: Body): number {
  return lifterGainKcalPerLb(body.weightLb, estimatedBodyFatPct(body));
}

/** The energy density of a loss at this body's weight and estimated body fat (Forbes). */
export function lossKcalPerLb(body: Body): number {
  return forbesKcalPerLb(body.weightLb, estimatedBodyFatPct(body));
}
