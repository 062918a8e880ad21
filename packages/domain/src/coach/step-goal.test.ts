import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { baselineSteps, DEFAULT_BASELINE_STEPS, dayStepGoal } from "./step-goal";
import type { DayLog } from "./trend";

const START = "2026-03-02";
const day = (offset: number, steps: number | null): DayLog => ({
  date: addDays(START, offset),
  weightLb: 180,
  calories: 2263,
  steps,
});

describe("a day's step goal", () => {
  it("is the default baseline plus vector 9's 4,000 before any steps are logged", () => {
    expect(baselineSteps([], START, START)).toBe(DEFAULT_BASELINE_STEPS);
    const goal = dayStepGoal({
      days: [],
      startDate: START,
      onDate: START,
      weightLb: 180,
      deficitKcal: 500,
      bonusSteps: 0,
    });
    expect(goal).toEqual({ stepsPerDay: 10_000, baselineSteps: 6000, addedSteps: 4000 });
  });

  it("does not read the day's own steps: logging today leaves today's goal where it was", () => {
    const before = [day(0, 7000), day(1, 8000), day(2, null)];
    const today = addDays(START, 3);
    const withToday = [...before, { ...day(3, 15_000), weightLb: 172 }];
    expect(baselineSteps(before, START, today)).toBe(7500);
    expect(baselineSteps(withToday, START, today)).toBe(7500);
    const input = { startDate: START, onDate: today, weightLb: 180, deficitKcal: 500, bonusSteps: 1000 };
    expect(dayStepGoal({ ...input, days: withToday })).toEqual(dayStepGoal({ ...input, days: before }));
    expect(dayStepGoal({ ...input, days: withToday })).toEqual({
      stepsPerDay: 12_500,
      baselineSteps: 7500,
      addedSteps: 5000,
    });
  });

  it("keeps the first week's mean once the first week is over", () => {
    const days = [...Array.from({ length: 7 }, (_, i) => day(i, 7000)), day(7, 20_000), day(8, 20_000)];
    expect(baselineSteps(days, START, addDays(START, 9))).toBe(7000);
    // Days logged before the phase started are not its baseline.
    expect(baselineSteps([day(-1, 20_000), ...days], START, addDays(START, 9))).toBe(7000);
  });
});
