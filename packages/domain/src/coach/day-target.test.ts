import { describe, expect, it } from "vitest";
import { dayTarget, floorWords } from "./day-target";
import { bmr, maintenanceCalories } from "./units";

const P = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 } as const;
const TDEE = maintenanceCalories(P, 1.55);

describe("the day's target and the cut's floor (issue 21, item 9)", () => {
  it("is the chosen rate's target while the floor does not bind", () => {
    expect(dayTarget({ kind: "cut", expenditure: TDEE, rate: 1, body: P, startWeightLb: 180, offset: 0 })).toEqual({
      kcal: TDEE - 500,
      plannedRate: 1,
      floor: null,
      floorFacts: null,
    });
  });

  it("says when 35 % under the expenditure binds, and plans the rate it allows", () => {
    // 2 lb a week is 1,000 kcal, over 35 % of 2,763 (967).
    const t = dayTarget({ kind: "cut", expenditure: TDEE, rate: 2, body: P, startWeightLb: 180, offset: 0 });
    expect(t.kcal).toBeCloseTo(TDEE * 0.65, 6);
    expect(t.plannedRate).toBeCloseTo((TDEE * 0.35 * 7) / 3500, 6);
    expect(t.floor).toContain("35 % under your expenditure (1,796 kcal)");
    expect(t.floor).toContain("about 1.93 lb a week, not the 2 lb you chose");
  });

  it("words the floor in kg for a kg lifter, from the same figures (decision 0081)", () => {
    // 2 lb a week (0.91 kg) chosen; 1.93 lb (0.88 kg) allowed.
    const t = dayTarget({ kind: "cut", expenditure: TDEE, rate: 2, body: P, startWeightLb: 180, offset: 0 });
    if (!t.floorFacts) throw new Error("the floor binds");
    const words = floorWords(t.floorFacts, "kg");
    expect(words).toContain("35 % under your expenditure (1,796 kcal)");
    expect(words).toContain("about 0.88 kg a week, not the 0.91 kg you chose; the planned line shows 0.88 kg.");
    expect(words).not.toMatch(/\blbs?\b/);
    expect(floorWords(t.floorFacts)).toBe(t.floor);
  });

  it("says when resting energy binds (a sedentary lifter whose learnt expenditure fell)", () => {
    const t = dayTarget({ kind: "cut", expenditure: 2200, rate: 1, body: P, startWeightLb: 180, offset: -125 });
    expect(t.kcal).toBeCloseTo(bmr(P), 6);
    expect(t.plannedRate).toBeCloseTo(((2200 - bmr(P)) * 7) / 3500, 6);
    expect(t.floor).toContain("your resting energy (1,782 kcal)");
  });

  it("leaves bulk and maintenance alone", () => {
    expect(
      dayTarget({ kind: "maintain", expenditure: 2500, rate: null, body: P, startWeightLb: 180, offset: 50 }).kcal,
    ).toBe(2550);
    expect(
      dayTarget({ kind: "bulk", expenditure: 2500, rate: 2, body: P, startWeightLb: 180, offset: 0 }).floor,
    ).toBeNull();
  });

  it("prices a bulk's planned gain at the phase's start weight, so its surplus holds as the weight moves", () => {
    const at = (weightLb: number) =>
      dayTarget({ kind: "bulk", expenditure: 2500, rate: 2, body: { ...P, weightLb }, startWeightLb: 180, offset: 0 });
    expect(at(186).kcal).toBe(at(180).kcal);
    // P's 2 lb a month at 2,407 kcal per lb (vector 7).
    expect(at(180).kcal - 2500).toBeCloseTo(158.17, 1);
  });
});
