import { describe, expect, it } from "vitest";
import { exerciseNameProblem } from "../programs/exercise-name";
import {
  FALLBACK_EXERCISE_NAME,
  exerciseKey,
  guessMuscle,
  importedExerciseName,
  matchExercise,
} from "./exercise-match";

const CATALOGUE = [
  "Back Squat",
  "Barbell Bench Press",
  "Deadlift",
  "Pull-Up",
  "Dumbbell Shrug",
  "Leg Press",
  "Hammer Curl",
  "Farmer's Walk",
  "EZ-Bar Curl",
  "Lying Leg Curl",
];
const known = new Map(CATALOGUE.map((name) => [exerciseKey(name), name]));

describe("matchExercise", () => {
  it("maps Strong's and Hevy's common names through the alias table", () => {
    expect(matchExercise("Squat (Barbell)", known)).toBe("Back Squat");
    expect(matchExercise("Bench Press (Barbell)", known)).toBe("Barbell Bench Press");
    expect(matchExercise("Deadlift (Barbell)", known)).toBe("Deadlift");
    expect(matchExercise("Hammer Curl (Dumbbell)", known)).toBe("Hammer Curl");
  });

  it("ignores case, punctuation and accents", () => {
    expect(matchExercise("pull up", known)).toBe("Pull-Up");
    expect(matchExercise("  BACK-squat ", known)).toBe("Back Squat");
    expect(matchExercise("Farmers Walk", known)).toBe("Farmer's Walk");
    expect(matchExercise("Ez Bar Curl", known)).toBe("EZ-Bar Curl");
    expect(matchExercise("Déadlift", known)).toBe("Deadlift");
  });

  it("tries the equipment first, and drops it only when it does not change the lift", () => {
    expect(matchExercise("Shrug (Dumbbell)", known)).toBe("Dumbbell Shrug");
    expect(matchExercise("Leg Press (Machine)", known)).toBe("Leg Press");
    // A dumbbell deadlift is not the barbell lift the catalogue's Deadlift is.
    expect(matchExercise("Deadlift (Dumbbell)", known)).toBeUndefined();
    expect(matchExercise("Zercher Squat", known)).toBeUndefined();
  });

  it("finds the lifter's own exercise by the same key", () => {
    const own = new Map(known).set(exerciseKey("Zercher Squat"), "Zercher Squat");
    expect(matchExercise("zercher squat", own)).toBe("Zercher Squat");
  });
});

describe("importedExerciseName", () => {
  it("makes a name the exercise-name rules accept", () => {
    const cases: [string, string][] = [
      ["Squat (Smith Machine)", "Squat Smith Machine"],
      ["zercher squat", "Zercher Squat"],
      ["Incline Press 45°", "Incline Press-45"],
      ["45 degree back extension", "Degree-45 Back Extension"],
      ["Farmer's carry / trap bar", "Farmer's Carry Trap Bar"],
      ["Drop-Set Curl", "Set Curl"],
      ['Row "heavy"; --fast', "Row Heavy Fast"],
      ["Crème brûlée press", "Creme Brulee Press"],
      ["x", "X Exercise"],
    ];
    for (const [source, name] of cases) {
      expect(importedExerciseName(source)).toBe(name);
      expect(exerciseNameProblem(name)).toBeNull();
    }
  });

  it("keeps a long name within 100 characters, at a word", () => {
    const name = importedExerciseName("Very Long Exercise Name ".repeat(10));
    expect(name.length).toBeLessThanOrEqual(100);
    expect(exerciseNameProblem(name)).toBeNull();
  });

  it("falls back to a fixed name when nothing is left", () => {
    expect(importedExerciseName("!!!")).toBe(FALLBACK_EXERCISE_NAME);
    expect(importedExerciseName("Select")).toBe(FALLBACK_EXERCISE_NAME);
    expect(importedExerciseName("日本語")).toBe(FALLBACK_EXERCISE_NAME);
  });
});

describe("guessMuscle", () => {
  it("tags a created exercise from its name, or not at all", () => {
    expect(guessMuscle("Zercher Squat")).toBe("Quadriceps");
    expect(guessMuscle("Seated Leg Curl Machine")).toBe("Hamstrings");
    expect(guessMuscle("Spider Curl Dumbbell")).toBe("Biceps");
    expect(guessMuscle("Landmine Row")).toBe("Upper Back");
    expect(guessMuscle("Treadmill")).toBeUndefined();
  });
});
