import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { type ExpectedInput, expectedChange, forecastChange } from "./expected";
import type { DayLog } from "./trend";
import { maintenanceCalories } from "./units";

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
  kind: "cut",
  ...extra,
});

describe("expected change (a dynamic model, issue 21 item 5)", () => {
  it("does not promise 3,500 kcal a lb: 12 weeks at −500 lose 9.5–11 lb for P, not 12 (section 2's NIH range)", () => {
    const twelve = expectedChange(input(eat(84, CUT), 84)).lb;
    expect(twelve).toBeLessThan(-9.5);
    expect(twelve).toBeGreaterThan(-11);
    // Week 1 carries the glycogen water on top of the tissue.
    expect(expectedChange(input(eat(7, CUT), 7)).lb).toBeLessThan(-1.3);
  });

  it("gives a 200 lb man about 9.5 lb in 12 weeks at −500 (the issue's vector), against 12 planned", () => {
    const body = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 200 } as const;
    const maintenance = maintenanceCalories(body, 1.55);
    const forecast = forecastChange({
      body,
      multiplier: 1.55,
      kind: "cut",
      intake: maintenance - 500,
      expenditure: { kcal: maintenance, sd: 250 },
      weeks: 12,
    });
    expect(forecast.lb).toBeGreaterThan(-11);
    expect(forecast.lb).toBeLessThan(-9);
    // ± the formula's 250 kcal is a wide range: a reason to learn the expenditure from the logs.
    expect(forecast.low).toBeLessThan(forecast.lb - 3);
    expect(forecast.high).toBeGreaterThan(forecast.lb + 3);
  });

  it("follows the learnt expenditure: 300 kcal lower burns ~8 lb less over 12 weeks", () => {
    const logs = eat(84, CUT);
    const formula = expectedChange(input(logs, 84));
    const learnt = expectedChange(input(logs, 84, { expenditure: { kcal: 2643 - 300, sd: 80, weightLb: 170 } }));
    expect(learnt.lb - formula.lb).toBeGreaterThan(6);
    expect(learnt.range.low).toBeLessThan(learnt.lb);
    expect(learnt.range.high).toBeGreaterThan(learnt.lb);
    expect(learnt.range.high - learnt.range.low).toBeLessThan(formula.range.high - formula.range.low);
  });

  it("counts the days before onDate: onDate's own intake has not acted yet", () => {
    expect(expectedChange(input(eat(1, 9999), 0))).toEqual({ lb: 0, range: { low: 0, high: 0 }, missingDays: [] });
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
    expect(still - walked).toBeCloseTo((0.00017 * 180 * 4000 * 7) / 2996, 1);
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
