import type { HistorySet } from "@ironpath/domain/training/history-api.schema";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentUnit } from "../../lib/weight-unit";
import { entryLabel } from "../../lib/entry-number";
import { readCorrection, valuesOf } from "./correction-values";
import { setFigures } from "./format";

// History of a kg lifter (issue 22, decision 0063): 225.97 lb on the wire is the 102.5 kg typed.
const SET = { id: "e1", exercise: "Back Squat", set: 1, countsAs: 1, reps: 5, rpe: 8, weight: 225.97 } as HistorySet;

describe("History in kg", () => {
  afterEach(() => setCurrentUnit("lb"));

  it("shows a set in kg and corrects it in kg, sending pounds", () => {
    setCurrentUnit("kg");
    expect(setFigures(SET)).toBe("5 reps · RPE 8 · 102.5 kg");
    expect(entryLabel("weight")).toBe("Weight (kg)");
    expect(valuesOf(SET).weight).toBe(102.5);
    expect(readCorrection({ reps: 5, rpe: 8, weight: "105" })).toEqual({
      correction: { reps: 5, rpe: 8, weight: 231.49 },
    });
  });

  it("leaves a pound lifter's History as it was", () => {
    expect(setFigures({ ...SET, weight: 225 })).toBe("5 reps · RPE 8 · 225 lbs");
    expect(readCorrection({ reps: 5, rpe: 8, weight: "225" })).toEqual({
      correction: { reps: 5, rpe: 8, weight: 225 },
    });
  });
});
