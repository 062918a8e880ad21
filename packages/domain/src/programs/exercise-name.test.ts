import { describe, expect, it } from "vitest";
import { exerciseNameProblem, exerciseNameSchema } from "./exercise-name";

const REQUIRED = "Exercise name is required.";
const FORMAT =
  "Each word must start with a capital letter (e.g., 'Bench Press', 'Overhead Squat', 'Farmer's Walk'). Numbers and hyphens are allowed within words.";
const HARMFUL =
  "Exercise name contains potentially harmful characters or patterns. Please avoid special SQL characters or keywords.";
const SHORT = "Exercise name must be at least 2 characters long.";
const LONG = "Exercise name cannot exceed 100 characters.";

describe("valid new exercise names", () => {
  it.each([
    "Bench Press",
    "Overhead Squat",
    "Farmer's Walk",
    "T-Bar Row",
    "Pull-Up",
    "Z-Press",
    "Cable Y-Raise",
    "Ab",
    "Clean And Press",
    "Neutral-Grip Row",
    "Bulgarian Split Squat V2",
  ])("accepts %j", (name) => {
    expect(exerciseNameProblem(name)).toBeNull();
  });
  it("accepts exactly 2 and exactly 100 characters", () => {
    expect(exerciseNameProblem("Ab")).toBeNull();
    expect(exerciseNameProblem(`B${"a".repeat(99)}`)).toBeNull();
  });
});

describe("one message at a time, the first rule that fails", () => {
  it.each([
    ["", REQUIRED],
    ["   ", REQUIRED],
    ["A", SHORT],
    ["a", SHORT],
    [`B${"a".repeat(100)}`, LONG],
    [`b${"a".repeat(100)};`, LONG],
    ["bench;press", HARMFUL],
    ["Bench Press;", HARMFUL],
    ["Bench -- Press", HARMFUL],
    ["Bench /* Press", HARMFUL],
    ["Curl */", HARMFUL],
    ['Bench "Press"', HARMFUL],
    ["Drop Table Squats", HARMFUL],
    ["drop table", HARMFUL],
    ["Drop Set Curl", HARMFUL],
    ["Select Row", HARMFUL],
    ["Union-Jack Press", HARMFUL],
    ["Bench Press Delete", HARMFUL],
    ["bench press", FORMAT],
    ["Bench press", FORMAT],
    ["Bench  Press", FORMAT],
    [" Bench Press", FORMAT],
    ["Bench Press ", FORMAT],
    ["Lat Pulldown (Wide Grip)", FORMAT],
    ["45 Degree Raise", FORMAT],
    ["Landmine 180", FORMAT],
    ["Pull- Up", FORMAT],
    ["Farmer''s Walk", FORMAT],
    ["Bench_Press", FORMAT],
  ])("%j gives the right message", (name, message) => {
    expect(exerciseNameProblem(name)).toBe(message);
  });
  it("does not treat keywords inside other words as SQL", () => {
    expect(exerciseNameProblem("Dropset Curl")).toBeNull();
    expect(exerciseNameProblem("Updated Row")).toBeNull();
    expect(exerciseNameProblem("Selection Squat")).toBeNull();
  });
});

describe("exerciseNameSchema", () => {
  it("reports the same single message", () => {
    const result = exerciseNameSchema.safeParse("bench press");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([FORMAT]);
  });
  it("treats a missing name as required", () => {
    const result = exerciseNameSchema.safeParse(undefined);
    expect(result.error?.issues.map((i) => i.message)).toEqual([REQUIRED]);
  });
  it("passes a valid name through unchanged", () => {
    expect(exerciseNameSchema.parse("Farmer's Walk")).toBe("Farmer's Walk");
  });
});
