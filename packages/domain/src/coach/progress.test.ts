import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { expectedChange } from "./expected";
import { offerAdjustment, type ProgressInput, phaseProgress } from "./progress";
import { bulkCalories, cutCalories } from "./targets";
import type { DayLog } from "./trend";
import { maintenanceCalories } from "./units";

const START = "2025-12-15"; // a Monday; days 7, 14 and 21 are the Mondays of weeks 1–3
const P = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 } as const;
const TDEE = maintenanceCalories(P, 1.55);

function input(kind: "cut" | "bulk", days: DayLog[], onDay: number): ProgressInput {
  const rate = kind === "cut" ? 1 : 2;
  return {
    days: days.filter((d) => d.date <= addDays(START, onDay)),
    startDate: START,
    onDate: addDays(START, onDay),
    startWeightLb: 180,
    body: P,
    multiplier: 1.55,
    targetCalories: kind === "cut" ? cutCalories(TDEE, rate) : bulkCalories(TDEE, rate, P),
    baselineSteps: null,
    kind,
    rate,
  };
}

/** A lifter eating the target every day whose weight does `perDay(d)` lb from the start, ±0.4 lb. */
function lifter(kind: "cut" | "bulk", perDay: (d: number, expected: number) => number): DayLog[] {
  const target = input(kind, [], 0).targetCalories;
  const logs: DayLog[] = [];
  for (let d = 0; d < 28; d++) {
    const expected = expectedChange({ ...input(kind, logs, d), days: logs }).lb;
    logs.push({
      date: addDays(START, d),
      weightLb: 180 + perDay(d, expected) + (d % 2 ? 0.4 : -0.4),
      calories: target,
      steps: null,
    });
  }
  return logs;
}

const onPlan = (kind: "cut" | "bulk") => lifter(kind, (_d, expected) => expected);
const stalled = lifter("cut", () => 0);

describe("phase progress", () => {
  it("gives planned, expected and the lagging trend, each signed", () => {
    const progress = phaseProgress(input("cut", onPlan("cut"), 14));
    expect(progress.plannedLb).toBeCloseTo(-2, 9);
    // More than planned in two weeks: a cut's glycogen water and a lean body's fewer kcal per lb.
    expect(progress.expectedLb).toBeCloseTo(-2.94, 1);
    expect(progress.actualLb).toBeLessThan(-0.5);
    expect(progress.actualLb).toBeGreaterThan(-1.6); // the trend lags the real 2 lb by days
    expect(progress.missingDays).toEqual([]);
  });

  it("measures the change off the line through every weigh-in, from the start", () => {
    const { check, expectedLb } = phaseProgress(input("cut", onPlan("cut"), 21));
    expect(expectedLb).toBeCloseTo(-3.83, 1);
    // A straight line through a start with a 1 lb water drop sits a little off the curved path.
    expect(Math.abs(check!.measuredLb - expectedLb)).toBeLessThan(0.5);
    expect(check?.seLb).toBeGreaterThan(0);
  });

  it("has no measurement, and so no dialog, before 14 days of weigh-ins", () => {
    expect(phaseProgress(input("cut", stalled, 7)).check).toBeNull();
    expect(offerAdjustment(input("cut", stalled, 7))).toBe(false);
  });

  it("lists the days without logged intake", () => {
    const days = onPlan("cut").map((d, i) => (i === 3 ? { ...d, calories: null } : d));
    expect(phaseProgress(input("cut", days, 14)).missingDays).toEqual([addDays(START, 3)]);
  });
});

describe("the phase's Monday dialog", () => {
  it("offers 'Maintenance Calories' to a stalled cut on the Mondays of weeks 2 and 3", () => {
    expect([14, 21].map((d) => offerAdjustment(input("cut", stalled, d)))).toEqual([true, true]);
    expect(offerAdjustment(input("cut", stalled, 20))).toBe(false); // a Sunday
  });

  it("leaves a cut on plan alone", () => {
    expect([14, 21].map((d) => offerAdjustment(input("cut", onPlan("cut"), d)))).toEqual([false, false]);
  });

  it("offers a bulk gaining twice the prediction a change, and leaves one on plan alone", () => {
    const fast = lifter("bulk", (_d, expected) => 2 * expected + 0.1 * _d);
    expect(offerAdjustment(input("bulk", fast, 21))).toBe(true);
    expect(offerAdjustment(input("bulk", onPlan("bulk"), 21))).toBe(false);
  });
});
