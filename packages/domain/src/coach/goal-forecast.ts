// What the goal screen shows beside the product's "Expected maximum loss" (weekly amount × 12,
// rounded down, docs/product.md section 2): what the dynamic model expects of the same 12 weeks,
// with its range (issue 21, item 5). At −500 kcal a day a 200 lb man loses about 9.5 lb, not 12.
import { dayTarget } from "./day-target";
import { forecastChange } from "./expected";
import type { Body } from "./units";

/** Weeks the goal screen's figures cover (docs/product.md section 9's longest cut). */
export const FORECAST_WEEKS = 12;

/** The loss the model expects over 12 weeks at `lbPerWeek`, as positive lb, with its range. */
export function lossForecast(i: {
  body: Body;
  multiplier: number;
  /** The lifter's expenditure at balance (learnt, or the formula's) and its SD. */
  expenditure: { kcal: number; sd: number };
  lbPerWeek: number;
}): { lb: number; low: number; high: number } {
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
  const round1 = (n: number) => Math.round(-n * 10) / 10;
  return { lb: round1(f.lb), low: round1(f.high), high: round1(f.low) };
}
