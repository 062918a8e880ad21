import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentUnit } from "../../lib/weight-unit";
import { plannedSquat } from "../../test/squat-day";
import { recordText } from "./components/day-finish-panel";
import { entryLabel } from "../../lib/entry-number";
import { initialValues, toNumbers, toSetNumbers, valuesOf } from "./entry-values";
import { describeEntry } from "./saved-entries";
import { platesLine, setLines, warmUpLine } from "./set-plan";

// Mixed-unit gyms (decision 0081): a kg lifter's cable row in lb, a pound lifter's dumbbells in kg.
// The row's own unit decides what its card shows and how what is typed is sent (in pounds).
const row = (over: Partial<ExerciseRow>): ExerciseRow =>
  plannedSquat({
    warm_up_sets: 1,
    sets: 2,
    weight: 235,
    plan: {
      warmUps: [{ weight: 45, reps: 5 }],
      sets: [
        { set: 1, suggested: 235, last: { weight: 225, reps: 5, rpe: 8 } },
        { set: 2, suggested: 235, last: null },
      ],
      bodyweight: false,
    },
    plates: { bar: 45, perSide: [45, 45, 5], loaded: 235, exact: true },
    ...over,
  });

describe("an exercise in its own unit", () => {
  afterEach(() => setCurrentUnit("lb"));

  it("shows a kg lifter's lb squat in lbs: suggestion, last time, warm-ups, plates and labels", () => {
    setCurrentUnit("kg");
    const squat = row({ unit: "lb" });
    const lines = setLines(squat, []);
    expect(lines.map((l) => l.suggested.weight)).toEqual([235, 235]);
    expect(lines[0]?.last).toBe("225 × 5 @ 8");
    expect(warmUpLine(squat)).toBe("45 × 5");
    expect(platesLine(squat)).toBe("45 + 45 + 5 a side on a 45 lb bar");
    expect(entryLabel("weight", "lb")).toBe("Weight (lbs)");
    // The lifter's other exercises stay kg.
    expect(entryLabel("weight")).toBe("Weight (kg)");
  });

  it("sends what a pound lifter typed on a kg card in pounds, and shows it back as typed", () => {
    const dumbbells = row({ unit: "kg" });
    const sent = toSetNumbers({ reps: 10, rpe: 8, weight: "22.5" }, dumbbells);
    // 22.5 kg is 49.6 lb on the wire (decision 0063's precision), 22.5 kg back.
    expect(sent).toEqual({ reps: 10, rpe: 8, weight: 49.6 });
    expect(valuesOf({ reps: 10, rpe: 8, weight: 49.6 }, "kg").weight).toBe(22.5);
    expect(describeEntry({ reps: 10, rpe: 8, weight: 49.6, seconds: null }, "weight_reps", "kg")).toBe(
      "10 reps · RPE 8 · 22.5 kg",
    );
    // The quick row's saved entry starts in the card's unit.
    const logged = row({ unit: "kg", logged_sets: [{ set: null, actualReps: 10, actualRpe: 8, weight: 49.6 }] });
    expect(initialValues(logged).weight).toBe(22.5);
    // The same typed number on a card in the lifter's pounds is pounds.
    expect(toNumbers({ reps: 10, rpe: 8, weight: "22.5" })).toEqual({ reps: 10, rpe: 8, weight: 22.5 });
  });

  it("says a lift's record in its own unit on the finish screen", () => {
    setCurrentUnit("kg");
    const record = {
      kind: "reps",
      exercise_name: "Cable Row",
      exercise_type: "weight_reps",
      weight: 150,
      reps: 12,
      previous: 10,
    } as const;
    expect(recordText({ ...record, unit: "lb" })).toBe("12 reps at 150 lbs or more (best before 10)");
    expect(recordText(record)).toBe("12 reps at 68 kg or more (best before 10)");
  });
});
