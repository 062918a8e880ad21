import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { estimatedBodyFatPct, forbesKcalPerLb, lifterGainKcalPerLb } from "./energy-density";
import { adaptiveExpenditure, CUT_START_WATER_LB, expenditurePrior } from "./expenditure";
import { phaseExpenditure } from "./phase-expenditure";
import { bulkCalories, cutCalories } from "./targets";
import type { DayLog } from "./trend";
import { maintenanceCalories } from "./units";

const P = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 } as const;
const START = "2025-12-15";
const days: DayLog[] = Array.from({ length: 28 }, (_, d) => ({
  date: addDays(START, d),
  weightLb: 180 - 0.12 * d,
  calories: 2300,
  steps: null,
}));

describe("phase expenditure", () => {
  it("starts from the formula adapted to the cut's intake", () => {
    const none = phaseExpenditure({
      days: [],
      kind: "cut",
      startDate: START,
      onDate: START,
      body: P,
      multiplier: 1.55,
      rate: 1,
    });
    const maintenance = maintenanceCalories(P, 1.55);
    expect(none.kcal).toBeCloseTo(expenditurePrior(maintenance, cutCalories(maintenance, 1)), 9);
    expect(none.updates).toEqual([]);
  });

  it("is the adaptive expenditure with Forbes's energy density, a lifter's gain density and a cut's water", () => {
    const onDate = addDays(START, 27);
    const maintenance = maintenanceCalories(P, 1.55);
    const got = phaseExpenditure({ days, kind: "cut", startDate: START, onDate, body: P, multiplier: 1.55, rate: 1 });
    const want = adaptiveExpenditure({
      days,
      startDate: START,
      onDate,
      priorKcal: expenditurePrior(maintenance, cutCalories(maintenance, 1)),
      kcalPerLb: forbesKcalPerLb(180, estimatedBodyFatPct(P)),
      gainKcalPerLb: lifterGainKcalPerLb(180, estimatedBodyFatPct(P)),
      startWaterLb: CUT_START_WATER_LB,
      startIntake: cutCalories(maintenance, 1),
      surplusKcal: -500,
      multiplier: 1.55,
    });
    expect(got).toEqual(want);
    expect(got.updates.length).toBeGreaterThan(0);
  });

  it("keeps maintenance at the formula", () => {
    const none = phaseExpenditure({
      days: [],
      kind: "maintain",
      startDate: START,
      onDate: START,
      body: P,
      multiplier: 1.2,
      rate: 0,
    });
    expect(none.kcal).toBeCloseTo(maintenanceCalories(P, 1.2), 9);
  });

  it("expects a bulk's expenditure to rise with its surplus, NEAT included (vector 24: +230 → 2,853)", () => {
    expect(expenditurePrior(2763.21, 2993.21)).toBeCloseTo(2852.91, 1);
    const none = phaseExpenditure({
      days: [],
      kind: "bulk",
      startDate: START,
      onDate: START,
      body: P,
      multiplier: 1.55,
      rate: 2,
    });
    const maintenance = maintenanceCalories(P, 1.55);
    expect(bulkCalories(maintenance, 2, P) - maintenance).toBeCloseTo(158.17, 1);
    // 24 % adaptive (TEF and thermogenesis) and 15 % NEAT of the 158 kcal surplus (vector 7).
    expect(none.kcal).toBeCloseTo(2824.89, 1);
  });
});
