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
const goalFor = (days: DayLog[], extra: { earlierCuts?: { startDate: string; endDate: string }[] } = {}) =>
  dayStepGoal({ days, startDate: START, weightLb: 180, deficitKcal: 500, bonusSteps: 0, ...extra });

describe("a day's step goal", () => {
  it("is the default baseline plus vector 9's 4,000 before any steps are logged", () => {
    expect(baselineSteps([], START)).toBe(DEFAULT_BASELINE_STEPS);
    expect(goalFor([])).toEqual({ stepsPerDay: 10_000, baselineSteps: 6000, addedSteps: 4000 });
  });

  it("holds for a lifter who walks the goal (issue 21, item 4: no more 10,000 → 20,371)", () => {
    const days: DayLog[] = [];
    const shown: number[] = [];
    for (let d = 0; d < 28; d++) {
      const goal = goalFor(days).stepsPerDay;
      shown.push(goal);
      days.push(day(d, goal));
    }
    expect(new Set(shown)).toEqual(new Set([10_000]));
  });

  it("takes the two weeks before the cut, the bonus on top", () => {
    const before = [day(-15, 20_000), day(-14, 7000), day(-3, 8000), day(-1, null)];
    const goal = dayStepGoal({ days: before, startDate: START, weightLb: 180, deficitKcal: 500, bonusSteps: 1000 });
    expect(goal).toEqual({ stepsPerDay: 12_500, baselineSteps: 7500, addedSteps: 5000 });
  });

  it("never reads the cut's own days, nor an earlier cut's", () => {
    const days = [day(-10, 5000), day(-5, 12_000), ...Array.from({ length: 10 }, (_, i) => day(i, 20_000))];
    expect(baselineSteps(days, START)).toBe(8500);
    const earlierCuts = [{ startDate: addDays(START, -7), endDate: START }];
    expect(baselineSteps(days, START, earlierCuts)).toBe(5000);
  });
});
