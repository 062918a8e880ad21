import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { adaptiveExpenditure, observedExpenditure, observeWeek, PRIOR_SD_KCAL } from "./expenditure";
import type { DayLog } from "./trend";

const START = "2025-12-22";
/** A lifter who eats `calories` and whose weight falls `slope` lb a day, exactly. */
const steady = (days: number, calories: number | null, slope: number, skip = (_d: number) => false): DayLog[] =>
  Array.from({ length: days }, (_, d) => ({
    date: addDays(START, d),
    weightLb: 180 + slope * d,
    calories: skip(d) ? null : calories,
    steps: null,
  }));
const run = (days: DayLog[], onDay: number, priorKcal = 2763) =>
  adaptiveExpenditure({ days, startDate: START, onDate: addDays(START, onDay), priorKcal });

describe("adaptive expenditure", () => {
  it("is intake less the energy the weight says was stored (vector 13)", () => {
    expect(observedExpenditure(2300, -0.1)).toBe(2650);
  });

  it("stays at the formula's prior until a window has 14 days", () => {
    const estimate = run(steady(13, 2300, -0.1), 12);
    expect(estimate).toEqual({ kcal: 2763, sd: PRIOR_SD_KCAL, updates: [] });
  });

  it("updates once a week, on the last day of each week since the start", () => {
    const estimate = run(steady(42, 2300, -0.1), 41);
    expect(estimate.updates.map((u) => u.weekEnding)).toEqual([13, 20, 27, 34, 41].map((d) => addDays(START, d)));
    expect(estimate.updates.every((u) => Math.abs(u.observedKcal - 2650) < 1e-6)).toBe(true);
  });

  it("moves toward what the logs show and grows surer each week", () => {
    const estimate = run(steady(42, 2300, -0.1), 41);
    const sds = estimate.updates.map((u) => u.sd);
    expect(sds).toEqual([...sds].sort((a, b) => b - a));
    expect(Math.abs(estimate.kcal - 2650)).toBeLessThan(15);
    expect(estimate.sd).toBeLessThan(80);
  });

  it("skips a week with fewer than 7 days of logged intake", () => {
    const days = steady(21, 2300, -0.1, (d) => d % 3 !== 0); // 7 logged days, all before day 20
    expect(observeWeek(days, START, addDays(START, 20), 3500)).not.toBeNull();
    const fewer = steady(21, 2300, -0.1, (d) => d % 4 !== 0); // 6 logged days
    expect(run(fewer, 20).updates).toEqual([]);
  });

  it("trusts half-logged weeks less than fully logged ones", () => {
    const varied = (d: number) => (d % 2 ? 2000 : 2600);
    const full = steady(21, 0, -0.1).map((d, i) => ({ ...d, calories: varied(i) }));
    const half = full.map((d, i) => (i % 4 < 2 ? d : { ...d, calories: null }));
    const end = addDays(START, 20);
    expect(observeWeek(half, START, end, 3500)!.variance).toBeGreaterThan(
      observeWeek(full, START, end, 3500)!.variance,
    );
  });

  it("uses the energy density it is given", () => {
    const days = steady(21, 2300, -0.1);
    const lean = adaptiveExpenditure({
      days,
      startDate: START,
      onDate: addDays(START, 20),
      priorKcal: 2300,
      kcalPerLb: 3000,
    });
    expect(lean.updates.at(-1)?.observedKcal).toBeCloseTo(2600, 6);
  });

  it("lands each update between the estimate before it and the observation (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 4000 }),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        (kcal, slope) => {
          const estimate = run(steady(28, kcal, slope), 27, 2500);
          let before = 2500;
          for (const u of estimate.updates) {
            expect(u.kcal).toBeGreaterThanOrEqual(Math.min(before, u.observedKcal) - 1e-6);
            expect(u.kcal).toBeLessThanOrEqual(Math.max(before, u.observedKcal) + 1e-6);
            before = u.kcal;
          }
        },
      ),
    );
  });
});
