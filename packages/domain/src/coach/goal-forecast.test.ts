import { describe, expect, it } from "vitest";
import { lossForecast, lossForecastIn } from "./goal-forecast";
import { maintenanceCalories } from "./units";

describe("the goal screen's expected loss beside the maximum (issue 21, item 5)", () => {
  it("expects about 9.5 lb of the 12 a 200 lb man is promised at 1 lb a week", () => {
    const body = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 200 } as const;
    const f = lossForecast({
      body,
      multiplier: 1.55,
      expenditure: { kcal: maintenanceCalories(body, 1.55), sd: 100 },
      lbPerWeek: 1,
    });
    expect(f.lb).toBeGreaterThan(9);
    expect(f.lb).toBeLessThan(11);
    expect(f.low).toBeLessThan(f.lb);
    expect(f.high).toBeGreaterThan(f.lb);
    expect(f.high).toBeLessThan(12 + 3);
  });
});

describe("the goal screen's expected loss for a kg lifter (decision 0081)", () => {
  const body = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 200 } as const;
  const input = { body, multiplier: 1.55, expenditure: { kcal: maintenanceCalories(body, 1.55), sd: 100 } };

  it("is the same forecast in kg, rounded to 0.1 kg from the model's own figure", () => {
    // 0.5 kg a week, as a kg lifter's cut takes it: 1.1 lb a week.
    const inLb = lossForecastIn({ ...input, lbPerWeek: 1.1 }, "lb");
    const inKg = lossForecastIn({ ...input, lbPerWeek: 1.1 }, "kg");
    if (!("kg" in inKg) || !("lb" in inLb)) throw new Error("each in its unit");
    expect(Object.keys(inKg)).toEqual(["kg", "low", "high"]);
    // Within rounding of the pound figure, at one decimal of a kilogram.
    expect(Math.abs(inKg.kg - inLb.lb * 0.45359237)).toBeLessThanOrEqual(0.1);
    for (const v of [inKg.kg, inKg.low, inKg.high]) expect(Math.round(v * 10) / 10).toBe(v);
    expect(inKg.low).toBeLessThan(inKg.kg);
    expect(inKg.high).toBeGreaterThan(inKg.kg);
    // At most the maximum 0.5 kg × 12 weeks promises, plus the range.
    expect(inKg.kg).toBeLessThan(6);
  });

  it("leaves a pound lifter's forecast as it was", () => {
    expect(lossForecastIn({ ...input, lbPerWeek: 1 }, "lb")).toEqual(lossForecast({ ...input, lbPerWeek: 1 }));
  });
});
