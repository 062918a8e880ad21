import { describe, expect, it } from "vitest";
import { exerciseKind, progressionStep } from "./exercise-kind";

describe("exercise kind", () => {
  it("reads lower body from the muscle tags", () => {
    expect(exerciseKind("Back Squat", ["Quadriceps", "Glutes", "Adductors", "Lower Back"])).toEqual({
      region: "lower",
      equipment: "barbell",
      type: "weight_reps",
    });
    expect(
      exerciseKind("Deadlift", ["Hamstrings", "Glutes", "Lower Back", "Quadriceps", "Traps", "Forearms"]).region,
    ).toBe("lower");
    expect(exerciseKind("Leg Press", ["Quadriceps", "Glutes"])).toEqual({
      region: "lower",
      equipment: "other",
      type: "weight_reps",
    });
    expect(exerciseKind("Standing Calf Raise", ["Calves"]).region).toBe("lower");
  });

  it("reads upper body from the muscle tags, whatever order they come in", () => {
    expect(exerciseKind("Barbell Bench Press", ["Triceps", "Chest", "Front Delts"])).toEqual({
      region: "upper",
      equipment: "barbell",
      type: "weight_reps",
    });
    expect(exerciseKind("Push Press", ["Quadriceps", "Front Delts", "Triceps"]).region).toBe("upper");
    expect(exerciseKind("Dumbbell Curl", ["Biceps"])).toEqual({
      region: "upper",
      equipment: "other",
      type: "weight_reps",
    });
  });

  it("counts the trunk for neither side, and a trunk-only exercise as upper (the smaller step)", () => {
    expect(exerciseKind("Back Extension", ["Lower Back", "Glutes", "Hamstrings"]).region).toBe("lower");
    expect(exerciseKind("Cable Crunch", ["Abs"]).region).toBe("upper");
  });

  it("lists the pulls whose tags lean to the back", () => {
    expect(exerciseKind("Rack Pull", ["Lower Back", "Traps", "Upper Back", "Glutes"]).region).toBe("lower");
  });

  it("knows the bodyweight exercises, their weighted forms among them (a load on the body, decision 0053)", () => {
    expect(exerciseKind("Chin-Up", ["Lats", "Biceps"]).equipment).toBe("bodyweight");
    expect(exerciseKind("Push-Up", ["Chest", "Triceps", "Front Delts"]).equipment).toBe("bodyweight");
    expect(exerciseKind("Hanging Leg Raise", ["Abs"]).equipment).toBe("bodyweight");
    expect(exerciseKind("Weighted Pull-Up", ["Lats", "Biceps", "Upper Back"])).toMatchObject({
      equipment: "bodyweight",
      type: "bodyweight_load",
    });
    expect(exerciseKind("Weighted Dip", ["Chest", "Triceps", "Front Delts"]).type).toBe("bodyweight_load");
    // A lifter's own exercise is what they chose.
    expect(exerciseKind("Ring Hold", ["Chest"], "timed").equipment).toBe("bodyweight");
  });

  it("classifies a lifter's own exercise by its one tag, and a barbell by its name", () => {
    expect(exerciseKind("Barbell Lunge", ["Quadriceps"])).toEqual({
      region: "lower",
      equipment: "barbell",
      type: "weight_reps",
    });
    expect(exerciseKind("Ring Row", ["Upper Back"])).toEqual({
      region: "upper",
      equipment: "other",
      type: "weight_reps",
    });
    expect(exerciseKind("Mystery Lift", [])).toEqual({ region: "upper", equipment: "other", type: "weight_reps" });
  });

  it("steps 10 lb on the lower body and 5 lb on the upper body", () => {
    expect(progressionStep("lower")).toBe(10);
    expect(progressionStep("upper")).toBe(5);
  });
});
