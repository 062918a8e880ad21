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
