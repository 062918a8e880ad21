import { describe, expect, it } from "vitest";
import { roundDownToPlates, suggestedWeight } from "./suggested-weight";

const maxes = { squat: 315, bench: 225, deadlift: 405, overheadPress: 135 };

describe("suggested weight", () => {
  it("takes %1RM of the matching 1RM, rounded down to 5 lb", () => {
    expect(
      suggestedWeight({ exerciseName: "Back Squat", percent1RM: "75", oneRepMaxes: maxes, lastLoggedWeight: 100 }),
    ).toBe(235); // 236.25
    expect(
      suggestedWeight({
        exerciseName: "Pause Barbell Bench Press",
        percent1RM: "70",
        oneRepMaxes: maxes,
        lastLoggedWeight: null,
      }),
    ).toBe(155); // 157.5
    expect(
      suggestedWeight({ exerciseName: "Pause Deadlift", percent1RM: "80", oneRepMaxes: maxes, lastLoggedWeight: null }),
    ).toBe(320); // 324
    expect(
      suggestedWeight({ exerciseName: "Overhead Press", percent1RM: "80", oneRepMaxes: maxes, lastLoggedWeight: null }),
    ).toBe(105); // 108
  });

  it("uses the low end of a %1RM range", () => {
    expect(
      suggestedWeight({ exerciseName: "Deadlift", percent1RM: "77.5-85", oneRepMaxes: maxes, lastLoggedWeight: null }),
    ).toBe(310); // 313.875
  });

  it("falls back to the last logged weight without a matching 1RM", () => {
    expect(
      suggestedWeight({
        exerciseName: "Back Squat",
        percent1RM: "75",
        oneRepMaxes: { bench: 225 },
        lastLoggedWeight: 185,
      }),
    ).toBe(185);
  });

  it("falls back to the last logged weight for exercises without %1RM", () => {
    expect(
      suggestedWeight({ exerciseName: "Barbell Row", percent1RM: null, oneRepMaxes: maxes, lastLoggedWeight: 135 }),
    ).toBe(135);
  });

  it("gives null with neither", () => {
    expect(
      suggestedWeight({ exerciseName: "Barbell Row", percent1RM: null, oneRepMaxes: {}, lastLoggedWeight: null }),
    ).toBeNull();
  });

  it("matches science.md vector 18: 300 × 0.811 = 243.3 → 240", () => {
    expect(roundDownToPlates(300 * 0.811)).toBe(240);
    expect(roundDownToPlates(210)).toBe(210);
  });
});
