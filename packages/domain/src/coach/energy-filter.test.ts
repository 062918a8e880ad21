import { describe, expect, it } from "vitest";
import { runFilter, WEIGH_SD_LB, waterShift } from "./energy-filter";

const options = { priorKcal: 2500, priorSdKcal: 250, kcalPerLb: 3500, startWaterLb: 0, kcalPerLbOfWeight: 0 };

describe("energy filter", () => {
  it("expects most of a water shift within the first week", () => {
    expect(waterShift(-1, 0)).toBeCloseTo(-0.18, 2);
    expect(waterShift(-1, 6)).toBeCloseTo(-0.93, 2);
    expect(waterShift(0, 6)).toBe(0);
  });

  it("has no state before the first weigh-in, then starts from it and the prior", () => {
    const states = runFilter(
      [
        { weightLb: null, calories: 2000 },
        { weightLb: 180, calories: 2000 },
      ],
      options,
    );
    expect(states[0]).toBeNull();
    expect(states[1]).toEqual({ weight: 180, kcal: 2500, p: [WEIGH_SD_LB ** 2, 0, 250 ** 2] });
  });

  it("predicts tomorrow's weight from today's intake, and learns expenditure from the miss", () => {
    // Eats 500 under the prior, yet the weight holds: expenditure must be lower than thought.
    const states = runFilter(
      Array.from({ length: 28 }, () => ({ weightLb: 180, calories: 2000 })),
      options,
    );
    const last = states.at(-1)!;
    expect(last.kcal).toBeLessThan(2150);
    expect(last.kcal).toBeGreaterThan(1950);
    expect(last.p[2]).toBeLessThan(250 ** 2);
  });

  it("stays put on a day without a weigh-in and widens its doubt", () => {
    const states = runFilter(
      [
        { weightLb: 180, calories: 2500 },
        { weightLb: null, calories: 2500 },
      ],
      options,
    );
    expect(states[1]!.weight).toBeCloseTo(180, 9);
    expect(states[1]!.p[0]).toBeGreaterThan(states[0]!.p[0]);
  });
});
