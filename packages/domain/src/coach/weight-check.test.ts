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
