import { describe, expect, it } from "vitest";
import { lossForecast } from "./goal-forecast";
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
