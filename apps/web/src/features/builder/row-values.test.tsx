import { addProgramDayBody } from "@ironpath/domain/programs/builder-api.schema";
import { describe, expect, it } from "vitest";
import { type RowDraft, dayBody, dayProblems, emptyRow, withExercise, writtenRows } from "./row-values";

const slot = { phase: 1, week: 2, day: 3 };
const squat = (): RowDraft => ({
  ...emptyRow(),
  exerciseName: "Back Squat",
  warmUp: "3",
  sets: "4",
  reps: "5",
  rpe: "7-8",
  percent1RM: "75-80",
  rest: "3-5",
});

describe("builder rows", () => {
  it("writes the rows shown, blank ones left out, ordered from 1, in a body the server's schema accepts", () => {
    const curl: RowDraft = { ...emptyRow(), exerciseName: "Barbell Curl", sets: "3", reps: "AMRAP" };
    const rows = [squat(), emptyRow(), curl];
    const written = writtenRows(rows);
    expect(written.map((r) => [r.exerciseOrder, r.exerciseName])).toEqual([
      [1, "Back Squat"],
      [2, "Barbell Curl"],
    ]);
    expect(written[0]).not.toHaveProperty("id");
    expect(addProgramDayBody.safeParse(dayBody(" My Plan ", slot, rows)).success).toBe(true);
    expect(dayBody(" My Plan ", slot, rows).programName).toBe("My Plan");
    expect(dayProblems("My Plan", slot, rows)).toEqual([]);
  });

  it("says what is missing or wrong before the day can be added", () => {
    expect(dayProblems("", slot, [emptyRow()])).toEqual([
      "Choose or type a program name.",
      "Add at least one exercise.",
    ]);
    const noSets = { ...squat(), sets: "" };
    expect(dayProblems("P", slot, [noSets])).toEqual(["Exercise 1 (Back Squat): Sets is required."]);
    const bad = { ...squat(), rpe: "11", rest: "12" };
    expect(dayProblems("P", slot, [bad])).toEqual(["Exercise 1 (Back Squat): Correct RPE, Rest (min)."]);
    const unnamed = { ...emptyRow(), sets: "3" };
    expect(dayProblems("P", slot, [unnamed])).toEqual(["Exercise 1: Choose an exercise; Reps is required."]);
    expect(dayProblems("P".repeat(101), slot, [squat()])).toEqual(["Program name cannot exceed 100 characters."]);
  });

  it("refuses a Rest written wrong rather than reading another, and empties %1RM for a lift that takes none", () => {
    expect(dayProblems("P", slot, [{ ...squat(), rest: "3.5" }])).toEqual([
      "Exercise 1 (Back Squat): Correct Rest (min).",
    ]);
    expect(withExercise(squat(), "Barbell Row").percent1RM).toBe("");
    expect(withExercise(squat(), "Pause Deadlift").percent1RM).toBe("75-80");
  });
});
