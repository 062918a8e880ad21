import { describe, expect, it } from "vitest";
import type { ProgressionInput } from "../training/strength/progression";
import { planInUnit } from "./plan-in-unit";
import { fromPounds, toPounds } from "./weight-unit";

const KG_GYM = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };
const kg = (v: number) => toPounds(v, "kg");

/** A squat (lower body) or bench (upper) whose last session of 3 × 5 at `load` kg went to plan. */
function lifter(region: "lower" | "upper", load: number): ProgressionInput {
  return {
    exerciseName: region === "lower" ? "Back Squat" : "Barbell Bench Press",
    kind: { region, equipment: "barbell", type: "weight_reps" },
    prescription: { reps: "5", rpe: null, percent1RM: null },
    record: {
      lastSession: {
        performedOn: "2026-03-02",
        rowId: "r1",
        sets: [1, 2, 3].map((set) => ({ set, weight: kg(load), reps: 5, rpe: 8 })),
      },
      bestOneRepMax: null,
    },
    oneRepMaxes: {},
  };
}

describe("a kg lifter's next load", () => {
  it("steps 5 kg on a lower-body lift and 2.5 kg on an upper-body one, sent as pounds", () => {
    const squat = planInUnit(lifter("lower", 100), { warmUpSets: 3, sets: 3 }, "kg", KG_GYM);
    expect(fromPounds(squat.suggestion.weight ?? 0, "kg")).toBe(105);
    expect(squat.suggestion.weight).toBe(231.49);
    const bench = planInUnit(lifter("upper", 60), { warmUpSets: 2, sets: 3 }, "kg", KG_GYM);
    expect(fromPounds(bench.suggestion.weight ?? 0, "kg")).toBe(62.5);
  });

  it("loads it with kg plates and ramps from the 20 kg bar in kg", () => {
    const squat = planInUnit(lifter("lower", 100), { warmUpSets: 3, sets: 3 }, "kg", KG_GYM);
    expect(squat.plan.plates).toEqual({ bar: 20, perSide: [25, 15, 2.5], loaded: 105, exact: true, unit: "kg" });
    expect(squat.plan.warmUps.map((w) => fromPounds(w.weight, "kg"))).toEqual([20, 45, 75]);
    // Last session's sets are the pounds that were logged, untouched.
    expect(squat.plan.sets[0]?.last?.weight).toBe(kg(100));
  });

  it("leaves a pound lifter on the product's 10 lb step and pound plates", () => {
    const input = lifter("lower", 100);
    input.record.lastSession?.sets.forEach((s) => {
      s.weight = 225;
    });
    const squat = planInUnit(input, { warmUpSets: 3, sets: 3 }, "lb");
    expect(squat.suggestion.weight).toBe(235);
    expect(squat.plan.plates?.unit).toBeUndefined();
  });
});
