import { describe, expect, it } from "vitest";
import {
  bulkCalories,
  bulkLimits,
  cutCalories,
  cutLimits,
  gainChoices,
  gainRange,
  lossChoices,
  lossRange,
  maxDeficit,
  netKcalPerStep,
  stepTarget,
} from "./targets";
import { type Body, maintenanceCalories } from "./units";

const P: Body = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 };
const TDEE = 2763.21;

describe("calorie targets", () => {
  it("takes 500 kcal off per lb a week (vector 6)", () => {
    expect([1, 1.5, 0.5].map((r) => cutCalories(TDEE, r))).toEqual(
      [2263.21, 2013.21, 2513.21].map((x) => expect.closeTo(x, 6)),
    );
  });

  it("adds the lifter's own gain energy, not 3,500 kcal per lb, spread over an average month (vector 7)", () => {
    // P's gain stores 2,407 kcal per lb (vector 23): 2 lb a month is +158.2, not 3,500's +230 (decision 0079).
    expect(bulkCalories(TDEE, 2, P) - TDEE).toBeCloseTo(158.17, 1);
    expect(bulkCalories(TDEE, 2, P)).toBeCloseTo(2921.38, 1);
    // A leaner lifter gains more lean tissue per kcal, so the same plan needs fewer kcal.
    const leaner = { ...P, weightLb: 160 };
    expect(bulkCalories(TDEE, 2, leaner) - TDEE).toBeLessThan(bulkCalories(TDEE, 2, P) - TDEE);
  });
});

describe("rate bounds for 180 lb (vector 8)", () => {
  it("gives the evidence's ranges and the largest deficit", () => {
    expect(lossRange(180)).toEqual({ min: 0.9, max: 1.8 });
    expect(gainRange(180)).toEqual({ min: 0.45, max: 0.9 });
    expect(maxDeficit(TDEE)).toBeCloseTo(967.1, 1);
  });

  it("recommends the weekly loss choices inside 0.9–1.8 lb", () => {
    const choices = lossChoices(180);
    expect(choices.map((c) => c.value)).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(choices.filter((c) => c.recommended).map((c) => c.value)).toEqual([1, 1.25, 1.5, 1.75]);
  });

  it("recommends the monthly gain choices whose weekly rate is inside 0.45–0.9 lb", () => {
    const choices = gainChoices(180);
    expect(choices[0]?.value).toBe(0.5);
    expect(choices.at(-1)?.value).toBe(5);
    expect(choices.filter((c) => c.recommended).map((c) => c.value)).toEqual([2, 2.5, 3, 3.5]);
  });

  it("personalises the choices to body weight", () => {
    expect(
      lossChoices(120)
        .filter((c) => c.recommended)
        .map((c) => c.value),
    ).toEqual([0.75, 1]);
    expect(
      gainChoices(250)
        .filter((c) => c.recommended)
        .map((c) => c.value),
    ).toEqual([3, 3.5, 4, 4.5, 5]);
  });
});

describe("kg goal choices (decision 0071)", () => {
  it("offers kg steps, recommended by the same share of body weight", () => {
    // 180 lb is 81.65 kg: 0.5–1 % a week is 0.41–0.82 kg.
    const loss = lossChoices(180, "kg");
    expect(loss.map((c) => c.value)).toEqual([0.25, 0.5, 0.75, 1]);
    expect(loss.filter((c) => c.recommended).map((c) => c.value)).toEqual([0.5, 0.75]);
    // 0.25–0.5 % a week is 0.2–0.41 kg, 0.88–1.77 kg a month.
    const gain = gainChoices(180, "kg");
    expect(gain[0]?.value).toBe(0.25);
    expect(gain.at(-1)?.value).toBe(2.5);
    expect(gain.filter((c) => c.recommended).map((c) => c.value)).toEqual([1, 1.25, 1.5, 1.75]);
  });

  it("warns in kg for a kg lifter and never says lb", () => {
    const fast = cutLimits(P, TDEE, 2.2, "kg");
    expect(fast.warnings[0]).toBe(
      "Losing 1 kg a week is more than 1 % of your body weight (0.82 kg) a week; losing 0.5–1 % a week keeps more muscle.",
    );
    expect(bulkLimits(P, 11.02, "kg").warnings[0]).toMatch(/^Gaining 5 kg a month is more than 0.5 %/);
    expect(`${fast.warnings} ${bulkLimits(P, 11.02, "kg").warnings}`).not.toMatch(/\blbs?\b/);
  });
});

describe("cut limits", () => {
  it("lets a 1 lb/week cut through without a word", () => {
    expect(cutLimits(P, TDEE, 1)).toEqual({ warnings: [], refusal: null });
  });

  it("warns above 1 % of body weight a week but allows it", () => {
    const limits = cutLimits(P, TDEE, 1.9);
    expect(limits.warnings).toEqual([
      "Losing 1.9 lb a week is more than 1 % of your body weight (1.8 lb) a week; losing 0.5–1 % a week keeps more muscle.",
    ]);
    expect(limits.refusal).toBeNull();
  });

  it("refuses a deficit over 35 % of maintenance, at the boundary", () => {
    const atLimit = maxDeficit(TDEE) / 500;
    expect(cutLimits(P, TDEE, atLimit).refusal).toBeNull();
    expect(cutLimits(P, TDEE, atLimit + 0.01).refusal).toBe(
      "A deficit of 972 kcal a day is more than 35 % of your maintenance (2,763 kcal); choose a slower rate.",
    );
  });

  it("refuses an intake below resting energy even when the deficit is under 35 %", () => {
    const body: Body = { sex: "female", ageYears: 30, heightIn: 62, weightLb: 120 };
    const sedentary = maintenanceCalories(body, 1.2);
    expect(sedentary * 0.35).toBeGreaterThan(250);
    expect(cutLimits(body, sedentary, 0.5).refusal).toBe(
      "Eating 1,211 kcal a day is below your resting energy (1,217 kcal); choose a slower rate.",
    );
  });
});

describe("bulk limits", () => {
  it("warns outside 0.25–0.5 % a week", () => {
    expect(bulkLimits(P, 3).warnings).toEqual([]);
    expect(bulkLimits(P, 5)).toEqual({
      warnings: ["Gaining 5 lb a month is more than 0.5 % of your body weight a week; more of it will be fat."],
    });
    expect(bulkLimits(P, 1).warnings[0]).toMatch(/less than 0.25 %/);
  });
});

describe("step target", () => {
  it("walks off a quarter of the deficit at the net cost of a step (vector 9)", () => {
    expect(netKcalPerStep(180)).toBeCloseTo(0.0306, 4);
    expect((0.25 * 500) / netKcalPerStep(180)).toBeCloseTo(4085, 0);
    expect(stepTarget({ weightLb: 180, deficitKcal: 500, baselineSteps: 6000 })).toEqual({
      stepsPerDay: 10_000,
      addedSteps: 4000,
    });
  });

  it("caps the added steps at 5,000 and adds none without a deficit", () => {
    expect(stepTarget({ weightLb: 120, deficitKcal: 1000, baselineSteps: 3000 }).addedSteps).toBe(5000);
    expect(stepTarget({ weightLb: 180, deficitKcal: -200, baselineSteps: 7000.4 })).toEqual({
      stepsPerDay: 7000,
      addedSteps: 0,
    });
  });
});
