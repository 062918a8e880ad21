import { afterEach, describe, expect, it } from "vitest";
import { setCurrentUnit } from "../../lib/weight-unit";
import { plannedSquat } from "../../test/squat-day";
import { recordText } from "./components/day-finish-panel";
import { entryLabel } from "../../lib/entry-number";
import { toNumbers, valuesOf } from "./entry-values";
import { describeEntry } from "./saved-entries";
import { platesLine, setLines, warmUpLine } from "./set-plan";

// A kg lifter's workout log (issue 22, decision 0063): the calls carry pounds, the card shows and
// takes kg. 100 kg is 220.46 lb; 105 kg is 231.49 lb.
const squat = plannedSquat({
  warm_up_sets: 3,
  sets: 2,
  weight: 231.49,
  plan: {
    warmUps: [
      { weight: 44.09, reps: 5 },
      { weight: 99.21, reps: 5 },
      { weight: 165.35, reps: 3 },
    ],
    sets: [
      { set: 1, suggested: 231.49, last: { weight: 220.46, reps: 5, rpe: 8 } },
      { set: 2, suggested: 231.49, last: null },
    ],
    bodyweight: false,
  },
  plates: { unit: "kg", bar: 20, perSide: [25, 15, 2.5], loaded: 105, exact: true },
});

describe("the workout log of a kg lifter", () => {
  afterEach(() => setCurrentUnit("lb"));

  it("shows suggestions, last session, warm-ups and plates in kg", () => {
    setCurrentUnit("kg");
    const lines = setLines(squat, []);
    expect(lines.map((l) => l.suggested.weight)).toEqual([105, 105]);
    expect(lines[0]?.last).toBe("100 × 5 @ 8");
    expect(warmUpLine(squat)).toBe("20 × 5 · 45 × 5 · 75 × 3");
    expect(platesLine(squat)).toBe("25 + 15 + 2.5 a side on a 20 kg bar");
    expect(
      platesLine({ ...squat, plates: { unit: "kg", bar: 20, perSide: [25, 15], loaded: 100, exact: false } }),
    ).toBe("25 + 15 a side on a 20 kg bar (makes 100 kg)");
    expect(entryLabel("weight")).toBe("Weight (kg)");
  });

  it("sends what was typed in pounds and shows it back as typed", () => {
    setCurrentUnit("kg");
    const sent = toNumbers({ reps: 5, rpe: 8, weight: "102.5" });
    expect(sent).toEqual({ reps: 5, rpe: 8, weight: 225.97 });
    expect(valuesOf({ reps: 5, rpe: 8, weight: sent?.weight ?? 0 }).weight).toBe(102.5);
    expect(describeEntry({ reps: 5, rpe: 8, weight: 225.97 })).toBe("5 reps · RPE 8 · 102.5 kg");
  });

  it("leaves a pound lifter's card as the product words it", () => {
    expect(entryLabel("weight")).toBe("Weight (lbs)");
    expect(describeEntry({ reps: 5, rpe: 8, weight: 225 })).toBe("5 reps · RPE 8 · 225 lbs");
    expect(platesLine({ ...squat, plates: { bar: 45, perSide: [45, 45, 5], loaded: 235, exact: true } })).toBe(
      "45 + 45 + 5 a side on a 45 lb bar",
    );
  });
});

describe("the finish screen's records of a kg lifter", () => {
  afterEach(() => setCurrentUnit("lb"));

  it("says the estimate and the set in kg, to one decimal", () => {
    setCurrentUnit("kg");
    expect(
      recordText({
        kind: "e1rm",
        exercise_name: "Back Squat",
        value: 285,
        previous: 272.1,
        weight: 231.49,
        reps: 5,
        rpe: 8,
      }),
    ).toBe("Estimated 1RM 129.3 kg (best before 123.4 kg), from 105 kg × 5 @ RPE 8");
    expect(
      recordText({
        kind: "reps",
        exercise_name: "Back Squat",
        exercise_type: "weight_reps",
        weight: 231.49,
        reps: 8,
        previous: 6,
      }),
    ).toBe("8 reps at 105 kg or more (best before 6)");
  });
});
