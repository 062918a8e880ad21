import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./calendar";
import { BULK_CORRECTION_LIMIT_KCAL, bulkCorrection } from "./bulk-correction";
import { plannedChange } from "./planned";
import { phaseProgress } from "./progress";
import type { DayLog } from "./trend";

const START = "2026-01-05";
const RATE = 2;
const BODY = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 } as const;
/** 180 lb at 1.55 with 2 lb a month: the formula's target (vector 7). */
const TARGET = 2921;

/** A bulker `off(day)` lb from the planned line, the scale ±0.3 lb from day to day, eating `calories`. */
const bulker = (days: number, off: (day: number) => number, calories = TARGET): DayLog[] =>
  Array.from({ length: days }, (_, d) => ({
    date: addDays(START, d),
    weightLb: 180 + plannedChange("bulk", RATE, d) + off(d) + (d % 2 ? 0.3 : -0.3),
    calories,
    steps: null,
  }));
const correction = (days: DayLog[], onDay: number) =>
  bulkCorrection({ days, startDate: START, onDate: addDays(START, onDay), rate: RATE, kcalPerLb: 3000 });

describe("the bulk's correction (issue 21, item 2)", () => {
  it("stays at nothing for a bulker on the line whose expenditure is 300 kcal over the formula", () => {
    // They eat 300 more than the formula's target and gain as planned: the expenditure learns the
    // 300; the old correction, from the formula's expected gain, doubled it and sat at +250.
    const days = bulker(84, () => 0, TARGET + 300);
    const onDate = addDays(START, 83);
    const old = phaseProgress({
      kind: "bulk",
      rate: RATE,
      days,
      startDate: START,
      onDate,
      startWeightLb: 180,
      body: BODY,
      multiplier: 1.55,
      targetCalories: TARGET,
      baselineSteps: null,
    });
    expect(Math.min(250, ((old.expectedLb - (old.actualLb ?? 0)) * 3500) / 14)).toBe(250);
    expect(correction(days, 83).weeks.every((w) => w.kcal === 0)).toBe(true);
  });

  it("waits for a second week off the line, then moves 100 kcal a week up to 150", () => {
    const ahead = bulker(70, (d) => (d >= 7 ? 2.5 : 0));
    const steps = correction(ahead, 69).weeks.map((w) => w.kcal);
    expect(steps).toEqual([0, -100, -150, -150, -150, -150, -150]);
    const behind = correction(
      bulker(42, (d) => (d >= 7 ? -2.5 : 0)),
      41,
    ).weeks.map((w) => w.kcal);
    expect(behind).toEqual([0, 100, BULK_CORRECTION_LIMIT_KCAL]);
  });

  it("ignores one odd week (a salty weekend, a refeed's water)", () => {
    const days = bulker(56, (d) => (d >= 14 && d < 21 ? 3 : 0));
    expect(correction(days, 55).weeks.every((w) => w.kcal === 0)).toBe(true);
  });

  it("fades, 100 kcal a week, once the weight is back on the line", () => {
    const days = bulker(84, (d) => (d >= 7 && d < 42 ? 2.5 : 0));
    const steps = correction(days, 83).weeks.map((w) => w.kcal);
    expect(steps.slice(0, 3)).toEqual([0, -100, -150]);
    expect(steps.at(-1)).toBe(0);
    const moves = steps.slice(1).map((k, i) => Math.abs(k - steps[i]!));
    expect(Math.max(...moves)).toBeLessThanOrEqual(100);
  });

  it("reads only the days before the day it is for", () => {
    const days = bulker(70, (d) => (d >= 7 ? 2.5 : 0));
    expect(correction(days, 27)).toEqual(correction(days.slice(0, 27), 27));
  });

  it("never moves on a day the expenditure's weekly update first shows, so the target moves by one at a time", () => {
    const weeks = correction(
      bulker(84, (d) => (d >= 7 ? 2.5 : 0)),
      83,
    ).weeks;
    expect(weeks.length).toBeGreaterThan(5);
    // The expenditure's updates show from days 14, 21, 28 … of the phase (expenditure.ts).
    for (const w of weeks) expect(daysBetween(START, addDays(w.weekEnding, 1)) % 7).not.toBe(0);
  });
});
