import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { weightQuestion } from "./weight-check";

const START = "2026-03-02";
const days = Array.from({ length: 10 }, (_, d) => ({
  date: addDays(START, d),
  weightLb: 180.4 - d * 0.1,
  calories: 2300,
  steps: null,
}));
const on = addDays(START, 10);

describe("a weight far off the trend asks first (issue 21, item 8)", () => {
  it("asks 'did you mean …?' for a slipped decimal, swapped digits or kilograms", () => {
    expect(weightQuestion(days, on, 17.95)?.suggestion).toBe(179.5);
    expect(weightQuestion(days, on, 1795)?.suggestion).toBe(179.5);
    expect(weightQuestion(days, on, 197.5)?.suggestion).toBe(179.5);
    expect(weightQuestion(days, on, 81.6)?.suggestion).toBe(179.9);
    expect(weightQuestion(days, on, 17.95)?.message).toMatch(
      /Did you mean 179.5 lbs\? It counts once you confirm it\.$/,
    );
  });

  it("asks without a guess when no slip explains it", () => {
    const q = weightQuestion(days, on, 190);
    expect(q?.suggestion).toBeNull();
    expect(q?.message).toContain("Is it right?");
  });

  it("lets a weight near the trend, or a first weigh-in, through", () => {
    expect(weightQuestion(days, on, 177)).toBeNull();
    expect(weightQuestion([], START, 400)).toBeNull();
    // Only the days before the date count: re-logging the day itself is weighed against the days before.
    expect(weightQuestion(days, addDays(START, 5), 180)).toBeNull();
  });
});

describe("a first weigh-in is asked about against User Info's weight (issue 21)", () => {
  // Simulated lifters whose first weigh-in was a typo (85.1 for 188.4) had nothing to be asked
  // against: it seeded the trend and moved the formula's target by up to 2,818 kcal.
  it("asks, with the weight meant, when no weigh-in counts yet", () => {
    const q = weightQuestion([], START, 85.1, 188.4);
    expect(q?.fromUserInfo).toBe(true);
    expect(q?.suggestion).toBe(187.6);
    expect(q?.message).toBe(
      "85.1 lbs is 103.3 lbs from the weight in your User Info (188.4 lbs). Did you mean 187.6 lbs? It counts once you confirm it.",
    );
  });

  it("lets a first weigh-in near User Info's weight count at once, and asks nothing without it", () => {
    expect(weightQuestion([], START, 186.9, 188.4)).toBeNull();
    // User Info's weight may be weeks old: 12 lb of a real change is not a slip.
    expect(weightQuestion([], START, 176.4, 188.4)).toBeNull();
    expect(weightQuestion([], START, 85.1)).toBeNull();
  });

  it("asks against the trend, not User Info, once a weigh-in counts", () => {
    expect(weightQuestion(days, on, 181, 120)).toBeNull();
    expect(weightQuestion(days, on, 120, 120)?.fromUserInfo).toBe(false);
  });
});
