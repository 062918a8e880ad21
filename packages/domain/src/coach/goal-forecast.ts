// What the goal screen shows beside the product's "Expected maximum loss" (weekly amount × 12,
// rounded down, docs/product.md section 2): what the dynamic model expects of the same 12 weeks,
// with its range (issue 21, item 5). At −500 kcal a day a 200 lb man loses about 9.5 lb, not 12.
import { dayTarget } from "./day-target";
import { forecastChange } from "./expected";
import type { Body } from "./units";
import { KG_PER_LB, type WeightUnit } from "../units/weight-unit";

/** Weeks the goal screen's figures cover (docs/product.md section 9's longest cut). */
export const FORECAST_WEEKS = 12;

interface ForecastInput {
  body: Body;
  multiplier: number;
  /** The lifter's expenditure at balance (learnt, or the formula's) and its SD. */
  expenditure: { kcal: number; sd: number };
  lbPerWeek: number;
}

/** The loss the model expects over 12 weeks at `lbPerWeek`, as positive lb, with its range. */
export function lossForecast(i: ForecastInput): { lb: number; low: number; high: number } {
  const { change, low, high } = lossOf(i);
  return { lb: round1(change), low: round1(low), high: round1(high) };
}

/**
 * The same forecast for a lifter in `unit`: a kg lifter's is computed from the model's pounds
 * into kg before it is rounded to 0.1 kg, so no pound rounding shows through (decision 0081).
 */
export function lossForecastIn(
  i: ForecastInput,
  unit: WeightUnit,
): { lb: number; low: number; high: number } | { kg: number; low: number; high: number } {
  if (unit === "lb") return lossForecast(i);
  const { change, low, high } = lossOf(i);
  return { kg: round1(change * KG_PER_LB), low: round1(low * KG_PER_LB), high: round1(high * KG_PER_LB) };
}

/** To 0.1 of the unit, half up. */
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The model's 12 weeks: the loss as positive lb, unrounded, and its range. */
function lossOf(i: ForecastInput): { change: number; low: number; high: number } {
  const target = dayTarget({
    kind: "cut",
    expenditure: i.expenditure.kcal,
    rate: i.lbPerWeek,
    body: i.body,
    startWeightLb: i.body.weightLb,
    offset: 0,
  });
  const f = forecastChange({
    body: i.body,
    multiplier: i.multiplier,
    kind: "cut",
    intake: target.kcal,
    expenditure: i.expenditure,
    weeks: FORECAST_WEEKS,
  });
  return { change: -f.lb, low: -f.high, high: -f.low };
}
