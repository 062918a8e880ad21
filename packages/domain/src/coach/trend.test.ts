import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./calendar";
import { type DayLog, fitWeights, measuredChange, RATE_WINDOW_DAYS, trend, trendAt } from "./trend";

const START = "2025-12-22";
const log = (day: number, weightLb: number | null, calories: number | null = null): DayLog => ({
  date: addDays(START, day),
  weightLb,
  calories,
  steps: null,
});
/** Alternating ±σ around a line: a residual SD of σ without any day-to-day correlation to speak of. */
const zigzag = (days: number, slope: number, sigma: number) =>
  Array.from({ length: days }, (_, d) => log(d, 180 + slope * d + (d % 2 ? sigma : -sigma)));

describe("trend weight (Hacker's Diet)", () => {
  it("moves 10 % of the way to each new reading (vector 12)", () => {
    const points = trend([log(0, 173.2), log(1, 171.5)]);
    expect(points[1]?.trendLb).toBeCloseTo(173.03, 2);
  });

  it("is seeded with the first weight, and days without a weight make no point", () => {
    const points = trend([log(1, null, 2000), log(2, 181), log(3, null)]);
    expect(points).toEqual([{ date: addDays(START, 2), weightLb: 181, trendLb: 181, outlier: false }]);
  });

  it("steps 1 − 0.9^g across a gap of g days", () => {
    const points = trend([log(0, 180), log(3, 170 + 6)]);
    expect(points[1]?.trendLb).toBeCloseTo(180 - (1 - 0.9 ** 3) * 4, 9);
  });

  it("sorts by date and keeps the last reading given for a date", () => {
    const points = trend([log(2, 179), log(0, 180), log(2, 178)]);
    expect(points.map((p) => p.weightLb)).toEqual([180, 178]);
  });

  it("flags a reading more than 4 lb off and leaves the trend where it was", () => {
    const points = trend([log(0, 180), log(1, 18.0), log(2, 180.5)]);
    expect(points[1]).toMatchObject({ outlier: true, trendLb: 180 });
    expect(points[2]?.trendLb).toBeCloseTo(180 + (1 - 0.9 ** 2) * 0.5, 9);
  });

  it("follows a real shift after three readings on the same side, at most 0.4 lb a day", () => {
    const points = trend([log(0, 180), log(1, 174), log(2, 174), log(3, 174), log(4, 174)]);
    expect(points.map((p) => p.outlier)).toEqual([false, true, true, false, false]);
    expect(points[3]?.trendLb).toBeCloseTo(180 - (1 - 0.9 ** 3) * 4, 9);
  });

  it("reads the trend on a date from the last weigh-in on or before it", () => {
    const points = trend([log(0, 180), log(2, 181)]);
    expect(trendAt(points, addDays(START, -1))).toBeNull();
    expect(trendAt(points, addDays(START, 1))).toBe(180);
    expect(trendAt(points, addDays(START, 9))).toBeCloseTo(180.19, 9);
  });

  it("never moves more than α_eff · 4 lb between readings (property)", () => {
    const reading = fc.record({
      gap: fc.integer({ min: 1, max: 10 }),
      weightLb: fc.double({ min: 100, max: 300, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(reading, { minLength: 2, maxLength: 60 }), (readings) => {
        const dayOf = readings.map((_, i) => readings.slice(0, i + 1).reduce((a, r) => a + r.gap, 0));
        const points = trend(readings.map((r, i) => log(dayOf[i]!, r.weightLb)));
        let last = points[0]!;
        for (const p of points.slice(1)) {
          if (p.outlier) {
            expect(p.trendLb).toBe(last.trendLb);
            continue;
          }
          const bound = (1 - 0.9 ** daysBetween(last.date, p.date)) * 4;
          expect(Math.abs(p.trendLb - last.trendLb)).toBeLessThanOrEqual(bound + 1e-9);
          last = p;
        }
      }),
    );
  });
});

/** The line through a 21-day window ending on `onDate` (the learnt expenditure's window), as lb a week. */
function weeklyRate(days: readonly DayLog[], onDate: string) {
  const fit = fitWeights(days, addDays(onDate, 1 - RATE_WINDOW_DAYS), onDate);
  return fit && { lbPerWeek: fit.slope * 7, se: fit.se * 7, n: fit.n };
}

describe("the line through the weigh-ins of a window", () => {
  it("gives the slope of an exact line with no error (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: -3, max: 3, noNaN: true }), fc.integer({ min: 14, max: 40 }), (perWeek, days) => {
        const logs = Array.from({ length: days }, (_, d) => log(d, 200 + (perWeek / 7) * d));
        const rate = weeklyRate(logs, addDays(START, days - 1));
        expect(rate?.lbPerWeek).toBeCloseTo(perWeek, 9);
        expect(rate?.se).toBeCloseTo(0, 9);
        expect(rate?.n).toBe(Math.min(days, 21));
      }),
    );
  });

  it("uses only the window's days", () => {
    const logs = [...Array.from({ length: 10 }, (_, d) => log(d, 250)), ...zigzag(40, -1 / 7, 0).slice(10)];
    expect(weeklyRate(logs, addDays(START, 39))?.lbPerWeek).toBeCloseTo(-1, 9);
  });

  it("needs 14 days between the first and last weigh-in and 10 weigh-ins", () => {
    const daily = zigzag(14, -0.1, 1);
    expect(weeklyRate(daily.slice(0, 13), addDays(START, 12))).toBeNull();
    expect(weeklyRate(daily, addDays(START, 13))).not.toBeNull();
    const sparse = daily.filter((_, d) => d % 3 !== 1); // 9 weigh-ins over 14 days
    expect(sparse).toHaveLength(9);
    expect(weeklyRate(sparse, addDays(START, 13))).toBeNull();
  });

  it("leaves out a typo", () => {
    const logs = zigzag(21, -1 / 7, 0).map((l, d) => (d === 10 ? { ...l, weightLb: 1.8 } : l));
    expect(weeklyRate(logs, addDays(START, 20))?.lbPerWeek).toBeCloseTo(-1, 9);
  });

  it("widens the error when the noise runs in streaks", () => {
    const white = weeklyRate(zigzag(21, 0, 1), addDays(START, 20))!;
    const streaky = Array.from({ length: 21 }, (_, d) => log(d, 180 + (Math.floor(d / 4) % 2 ? 1 : -1)));
    const wide = weeklyRate(streaky, addDays(START, 20))!;
    expect(wide.se).toBeGreaterThan(white.se * 1.5);
  });
});

describe("measured change", () => {
  it("reads the change off the line, not the lagging trend", () => {
    const logs = zigzag(21, -1 / 7, 0);
    const onDate = addDays(START, 21);
    expect(measuredChange({ days: logs, fromDate: START, onDate })?.lb).toBeCloseTo(-3, 9);
    const points = trend(logs);
    expect(trendAt(points, onDate)! - 180).toBeGreaterThan(-2); // the trend still lags a day-9 weight
  });

  it("is null until the line has 14 days and 10 weigh-ins since the start", () => {
    const logs = zigzag(30, -0.1, 0.5);
    expect(measuredChange({ days: logs, fromDate: addDays(START, 17), onDate: addDays(START, 29) })).toBeNull();
    expect(measuredChange({ days: logs, fromDate: addDays(START, 16), onDate: addDays(START, 29) })).not.toBeNull();
  });
});
