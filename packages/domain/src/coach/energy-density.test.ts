import { describe, expect, it } from "vitest";
import { estimatedBodyFatPct, forbesKcalPerLb, lifterGainKcalPerLb } from "./energy-density";

describe("energy density of weight change (Forbes)", () => {
  it("estimates P's body fat from BMI at 21.6 %", () => {
    expect(estimatedBodyFatPct({ sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 })).toBeCloseTo(21.57, 1);
  });

  it("gives 2,996 kcal per lb for 180 lb at 21.57 % (vector 19)", () => {
    expect(Math.abs(forbesKcalPerLb(180, 21.57) - 2996)).toBeLessThanOrEqual(5);
  });

  it("matches docs/coach-model.md's table (section 2): leaner bodies lose fewer kcal per lb", () => {
    const table: [number, number][] = [
      [10, 2342],
      [15, 2692],
      [20, 2935],
      [25, 3113],
      [30, 3250],
      [35, 3358],
    ];
    for (const [pct, kcal] of table) expect(Math.abs(forbesKcalPerLb(180, pct) - kcal)).toBeLessThanOrEqual(5);
  });

  it("stores a lifter's gain at fewer kcal per lb than a loss draws (vector 23: 180 lb at 21.57 % → 2,407)", () => {
    // Lean tissue holds 1,807 kcal/kg against fat's 9,440: twice Forbes's lean share in a surplus.
    expect(Math.abs(lifterGainKcalPerLb(180, 21.57) - 2407)).toBeLessThanOrEqual(5);
    expect(lifterGainKcalPerLb(180, 10)).toBeLessThan(lifterGainKcalPerLb(180, 30));
    for (const pct of [10, 21.57, 35]) expect(lifterGainKcalPerLb(180, pct)).toBeLessThan(forbesKcalPerLb(180, pct));
  });
});
