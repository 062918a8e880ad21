import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { type ExpectedInput, expectedChange } from "./expected";
import type { DayLog } from "./trend";

const START = "2025-12-22";
const P = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 } as const;
const CUT = 2263.21;
const eat = (days: number, calories: number | ((d: number) => number), steps: number | null = null): DayLog[] =>
  Array.from({ length: days }, (_, d) => ({
    date: addDays(START, d),
    weightLb: null,
    calories: typeof calories === "number" ? calories : calories(d),
    steps,
  }));
const input = (days: DayLog[], onDay: number, extra: Partial<ExpectedInput> = {}): ExpectedInput => ({
  days,
  startDate: START,
  onDate: addDays(START, onDay),
  startWeightLb: 180,
  body: P,
  multiplier: 1.55,
  targetCalories: CUT,
  baselineSteps: null,
  ...extra,
});

describe("expected change (dynamic 3,500)", () => {
  it("loses 0.99 lb in week 1 and 11.05 lb in 12 weeks at 500 under maintenance (vector 11)", () => {
    expect(expectedChange(input(eat(7, CUT), 7)).lb).toBeCloseTo(-0.99, 2);
    expect(Math.abs(expectedChange(input(eat(84, CUT), 84)).lb + 11.05)).toBeLessThanOrEqual(0.05);
  });

  it("counts the days before onDate: onDate's own intake has not acted yet", () => {
    expect(expectedChange(input(eat(1, 9999), 0))).toEqual({ lb: 0, missingDays: [] });
  });

  it("counts an unlogged day as the target, and lists it", () => {
    const logged = expectedChange(input(eat(14, CUT), 14));
    const sparse = eat(14, CUT).filter((_, d) => d % 2 === 0);
    sparse[0] = { ...sparse[0]!, calories: null };
    const assumed = expectedChange(input(sparse, 14));
    expect(assumed.lb).toBeCloseTo(logged.lb, 9);
    expect(assumed.missingDays).toEqual([0, 1, 3, 5, 7, 9, 11, 13].map((d) => addDays(START, d)));
  });

  it("adds the net cost of steps above the baseline", () => {
    const still = expectedChange(input(eat(7, CUT, 9000), 7)).lb;
    const walked = expectedChange(input(eat(7, CUT, 9000), 7, { baselineSteps: 5000 })).lb;
    expect(still - walked).toBeCloseTo((0.00017 * 180 * 4000 * 7) / 3500, 2);
  });

  it("never predicts less gain for more intake (property)", () => {
    const intakes = fc.array(fc.integer({ min: 800, max: 5000 }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(intakes, fc.nat({ max: 59 }), fc.integer({ min: 1, max: 800 }), (kcal, at, more) => {
        const day = at % kcal.length;
        const base = expectedChange(
          input(
            eat(kcal.length, (d) => kcal[d]!),
            kcal.length,
          ),
        ).lb;
        const fed = expectedChange(
          input(
            eat(kcal.length, (d) => kcal[d]! + (d === day ? more : 0)),
            kcal.length,
          ),
        ).lb;
        expect(fed).toBeGreaterThan(base);
      }),
    );
  });
});
