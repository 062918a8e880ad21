import { describe, expect, it } from "vitest";
import { exerciseKind, progressionStep } from "./exercise-kind";

describe("exercise kind", () => {
  it("reads lower body from the muscle tags", () => {
    expect(exerciseKind("Back Squat", ["Quadriceps", "Glutes", "Adductors", "Lower Back"])).toEqual({
      region: "lower",
      equipment: "barbell",
    });
    expect(
      exerciseKind("Deadlift", ["Hamstrings", "Glutes", "Lower Back", "Quadriceps", "Traps", "Forearms"]).region,
    ).toBe("lower");
    expect(exerciseKind("Leg Press", ["Quadriceps", "Glutes"])).toEqual({ region: "lower", equipment: "other" });
    expect(exerciseKind("Standing Calf Raise", ["Calves"]).region).toBe("lower");
  });

  it("reads upper body from the muscle tags, whatever order they come in", () => {
    expect(exerciseKind("Barbell Bench Press", ["Triceps", "Chest", "Front Delts"])).toEqual({
      region: "upper",
      equipment: "barbell",
    });
    expect(exerciseKind("Push Press", ["Quadriceps", "Front Delts", "Triceps"]).region).toBe("upper");
    expect(exerciseKind("Dumbbell Curl", ["Biceps"])).toEqual({ region: "upper", equipment: "other" });
  });

  it("counts the trunk for neither side, and a trunk-only exercise as upper (the smaller step)", () => {
    expect(exerciseKind("Back Extension", ["Lower Back", "Glutes", "Hamstrings"]).region).toBe("lower");
    expect(exerciseKind("Cable Crunch", ["Abs"]).region).toBe("upper");
  });

  it("lists the pulls whose tags lean to the back", () => {
    expect(exerciseKind("Rack Pull", ["Lower Back", "Traps", "Upper Back", "Glutes"]).region).toBe("lower");
  });

  it("knows the bodyweight exercises, but not their weighted forms", () => {
    expect(exerciseKind("Chin-Up", ["Lats", "Biceps"]).equipment).toBe("bodyweight");
    expect(exerciseKind("Push-Up", ["Chest", "Triceps", "Front Delts"]).equipment).toBe("bodyweight");
    expect(exerciseKind("Hanging Leg Raise", ["Abs"]).equipment).toBe("bodyweight");
    expect(exerciseKind("Weighted Pull-Up", ["Lats", "Biceps", "Upper Back"]).equipment).toBe("other");
    expect(exerciseKind("Weighted Dip", ["Chest", "Triceps", "Front Delts"]).equipment).toBe("other");
  });

  it("classifies a lifter's own exercise by its one tag, and a barbell by its name", () => {
    expect(exerciseKind("Barbell Lunge", ["Quadriceps"])).toEqual({ region: "lower", equipment: "barbell" });
    expect(exerciseKind("Ring Row", ["Upper Back"])).toEqual({ region: "upper", equipment: "other" });
    expect(exerciseKind("Mystery Lift", [])).toEqual({ region: "upper", equipment: "other" });
  });

  it("steps 10 lb on the lower body and 5 lb on the upper body", () => {
    expect(progressionStep("lower")).toBe(10);
    expect(progressionStep("upper")).toBe(5);
  });
});
