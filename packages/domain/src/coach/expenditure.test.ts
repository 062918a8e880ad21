import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import {
  adaptiveExpenditure,
  CUT_START_WATER_LB,
  expenditurePrior,
  observedExpenditure,
  observeWeek,
  PRIOR_SD_KCAL,
  windowedExpenditure,
} from "./expenditure";
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

  it("starts a cut below maintenance by a quarter of its deficit (TEF and adaptation)", () => {
    expect(expenditurePrior(2763.21, 2263.21)).toBeCloseTo(2643.21, 6);
    expect(expenditurePrior(2763.21, 2763.21)).toBe(2763.21);
  });

  it("starts a bulk above maintenance by 39 % of its surplus (adaptation and NEAT, vector 24)", () => {
    expect(expenditurePrior(2763.21, 2993.21)).toBeCloseTo(2852.91, 6);
  });

  it("stays at the prior until three full weeks are logged", () => {
    const estimate = run(steady(20, 2300, -0.1), 19);
    expect(estimate).toEqual({ kcal: 2763, learntKcal: 2763, sd: PRIOR_SD_KCAL, updates: [] });
  });

  it("shows its first estimate at day 14 once it beats the formula, and moves 150 kcal a week at most (issue 21, item 7)", () => {
    // Eats 1,900 and holds his weight: the formula's 2,763 is 863 too high. Before, the estimate
    // waited for day 21 and then jumped the whole way at once.
    const days = steady(56, 1900, 0);
    const estimate = adaptiveExpenditure({
      days,
      startDate: START,
      onDate: addDays(START, 55),
      priorKcal: 2763,
      kcalPerLb: 3000,
      shownBefore: () => 2763,
    });
    expect(estimate.updates[0]!.weekEnding).toBe(addDays(START, 13));
    expect(estimate.updates[0]!.sd).toBeLessThan(PRIOR_SD_KCAL);
    const moves = estimate.updates.map((u) => u.kcal - u.fromKcal!);
    expect(moves.every((m) => m >= -150 - 1e-9 && m <= 0)).toBe(true);
    expect(estimate.updates[0]!.fromKcal).toBe(2763);
    expect(moves[0]).toBeCloseTo(-150, 6);
    // Each shown value starts from the last one: no move the lifter is not told of.
    expect(estimate.updates.slice(1).map((u) => u.fromKcal)).toEqual(estimate.updates.slice(0, -1).map((u) => u.kcal));
  });

  it("keeps the first estimate within 150 kcal of the formula shown on either day before it", () => {
    // The formula the screen showed moved with a weigh-in on the week's last day (2,763 → 2,700):
    // the first estimate shows that day or the next, so it is capped from both (sim: 9 % of lifters saw 151–183).
    const days = steady(21, 1900, 0);
    const shownBefore = (date: string) => (date < addDays(START, 13) ? 2763 : 2700);
    const estimate = adaptiveExpenditure({
      days,
      startDate: START,
      onDate: addDays(START, 14),
      priorKcal: 2763,
      kcalPerLb: 3000,
      shownBefore,
    });
    const first = estimate.updates[0]!;
    expect(first.fromKcal).toBe(2700);
    expect(first.learntKcal).toBeLessThan(2763 - 150);
    expect(first.kcal).toBeCloseTo(2763 - 150, 6);
  });

  it("caps the first estimate from the figure shown the day before, when a typed weight moved the formula over 300 kcal", () => {
    // The first week unlogged, so the first estimate is for the week ending day 20, and it shows that
    // day. A weigh-in typed wrong and confirmed on day 19 drops day 20's formula 2,763 → 2,058; no
    // estimate is within 150 kcal of both, and following the later formula showed a 707 kcal first
    // move (coach:sim, seed 20261128). It moves at most 150 from the 2,763 shown on day 19, on the day
    // it appears and after.
    const weekEnd = addDays(START, 20);
    const shownBefore = (date: string) => (date < weekEnd ? 2763 : 2058);
    const on = (day: number) =>
      adaptiveExpenditure({
        days: steady(day, 1900, 0, (d) => d < 7),
        startDate: START,
        onDate: addDays(START, day),
        priorKcal: 2763,
        kcalPerLb: 3000,
        shownBefore,
      });
    for (const day of [20, 21, 27]) {
      const first = on(day).updates[0]!;
      expect(first.weekEnding).toBe(weekEnd);
      expect(first.fromKcal).toBe(2763);
      expect(first.kcal).toBeCloseTo(2763 - 150, 6);
    }
  });

  it("updates once a week from then, on the last day of each week since the start", () => {
    const estimate = run(steady(42, 2300, -0.1), 41);
    expect(estimate.updates.map((u) => u.weekEnding)).toEqual([20, 27, 34, 41].map((d) => addDays(START, d)));
    expect(estimate.updates.every((u) => Math.abs(u.observedKcal - 2650) < 1e-6)).toBe(true);
  });

  it("moves toward what the logs show and grows surer each week", () => {
    const estimate = run(steady(42, 2300, -0.1), 41);
    const sds = estimate.updates.map((u) => u.sd);
    expect(sds).toEqual([...sds].sort((a, b) => b - a));
    expect(Math.abs(estimate.kcal - 2650)).toBeLessThan(40);
    expect(estimate.sd).toBeLessThan(90);
  });

  it("recovers a body that follows the model exactly", () => {
    // Expenditure falls 10 kcal/kg × 1.55 as weight falls; intake 2,300, true expenditure 2,650 at 180 lb.
    const k = 10 * 0.45359237 * 1.55;
    let weight = 180;
    const days: DayLog[] = Array.from({ length: 56 }, (_, d) => {
      const day = { date: addDays(START, d), weightLb: weight, calories: 2300, steps: null };
      weight += (2300 - (2650 + k * (weight - 180))) / 3500;
      return day;
    });
    const estimate = adaptiveExpenditure({
      days,
      startDate: START,
      onDate: addDays(START, 55),
      priorKcal: 2400,
      multiplier: 1.55,
    });
    const truth = 2650 + k * (days[55]!.weightLb! - 180);
    expect(Math.abs(estimate.updates.at(-1)!.learntKcal! - truth)).toBeLessThan(20);
  });

  it("expects a cut's first-week water and so does not read it as burnt fat", () => {
    const clean = steady(21, 2300, -0.1);
    const drained = clean.map((d, i) => ({ ...d, weightLb: d.weightLb! - (1 - Math.exp(-(i + 0.5) / 2.5)) }));
    const on = (days: DayLog[], startWaterLb = 0) =>
      adaptiveExpenditure({ days, startDate: START, onDate: addDays(START, 20), priorKcal: 2650, startWaterLb }).kcal;
    expect(on(drained) - on(clean)).toBeGreaterThan(40);
    expect(on(drained, CUT_START_WATER_LB)).toBeCloseTo(on(clean), 6);
  });

  it("ignores a typo on the scale", () => {
    const days = steady(28, 2300, -0.1);
    const typo = days.map((d, i) => (i === 17 ? { ...d, weightLb: 18.5 } : d));
    expect(run(typo, 27).kcal).toBeCloseTo(run(days, 27).kcal, 0);
  });

  it("moves the shown estimate at most 150 kcal a week after its first (property)", () => {
    const noisy = fc.array(fc.double({ min: -3, max: 3, noNaN: true }), { minLength: 56, maxLength: 56 });
    fc.assert(
      fc.property(noisy, fc.integer({ min: 1500, max: 4000 }), (noise, kcal) => {
        const days = steady(56, kcal, -0.1).map((d, i) => ({ ...d, weightLb: d.weightLb! + noise[i]! }));
        const shown = run(days, 55).updates.map((u) => u.kcal);
        for (let i = 1; i < shown.length; i++)
          expect(Math.abs(shown[i]! - shown[i - 1]!)).toBeLessThanOrEqual(150 + 1e-9);
      }),
      { numRuns: 50 },
    );
  });

  it("learns a higher expenditure from more intake with the same weights (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1500, max: 3500 }), fc.integer({ min: 1, max: 600 }), (kcal, more) => {
        const less = run(steady(28, kcal, -0.05), 27).updates.at(-1)!.learntKcal!;
        const moreKcal = run(steady(28, kcal + more, -0.05), 27).updates.at(-1)!.learntKcal!;
        expect(moreKcal).toBeGreaterThan(less);
      }),
      { numRuns: 50 },
    );
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

  it("as docs/coach-model.md section 8, item 7 writes it, lands each weekly step between the estimate and the window (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 4000 }),
        fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        (kcal, slope) => {
          const days = steady(28, kcal, slope);
          const estimate = windowedExpenditure({ days, startDate: START, onDate: addDays(START, 27), priorKcal: 2500 });
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
