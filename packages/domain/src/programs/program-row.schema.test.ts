import { describe, expect, it } from "vitest";
import {
  programDayRowsSchema,
  programDaySlotSchema,
  programRowSchema,
  ROW_SCHEMA_MESSAGES,
} from "./program-row.schema";
import { ROW_MESSAGES } from "./row-rules";

const row = {
  exerciseOrder: 1,
  exerciseName: "Back Squat",
  warmUp: "3",
  sets: "5",
  reps: "5",
  rpe: "7-8",
  percent1RM: "75",
  rest: "3-5",
  notes: "Brace before each rep.",
};

function messages(input: unknown): string[] {
  const result = programRowSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("programRowSchema", () => {
  it("accepts a complete row and keeps its text", () => {
    expect(programRowSchema.parse(row)).toEqual(row);
  });

  it("treats missing, null and empty fields as empty text", () => {
    const parsed = programRowSchema.parse({ exerciseOrder: "2", exerciseName: "Plank", rpe: null });
    expect(parsed).toEqual({
      exerciseOrder: 2,
      exerciseName: "Plank",
      warmUp: "",
      sets: "",
      reps: "",
      rpe: "",
      percent1RM: "",
      rest: "",
      notes: "",
    });
  });

  it("accepts numbers for numeric fields", () => {
    const parsed = programRowSchema.parse({ ...row, warmUp: 2, sets: 4, rpe: 7.5, percent1RM: 80 });
    expect(parsed).toMatchObject({ warmUp: "2", sets: "4", rpe: "7.5", percent1RM: "80" });
  });

  it.each([
    ["warmUp", "11", ROW_MESSAGES.warmUp],
    ["sets", "0", ROW_MESSAGES.sets],
    ["reps", "100", ROW_MESSAGES.reps],
    ["rpe", "10.5", ROW_MESSAGES.rpe],
    ["percent1RM", "100", ROW_MESSAGES.percent1RM],
    ["rest", "3-2", ROW_MESSAGES.rest],
  ])("gives the product's message for a bad %s", (field, value, message) => {
    const result = programRowSchema.safeParse({ ...row, [field]: value });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it("refuses %1RM on a lift docs/product.md does not enable it for", () => {
    expect(messages({ ...row, exerciseName: "Front Squat" })).toEqual([ROW_SCHEMA_MESSAGES.percent1RMNotAllowed]);
    expect(messages({ ...row, exerciseName: "Front Squat", percent1RM: "" })).toEqual([]);
  });

  it("requires an exercise and an order from 1 to 12", () => {
    expect(messages({ ...row, exerciseName: "" })).toEqual(["Exercise name is required."]);
    expect(messages({ ...row, exerciseOrder: 0 })).toHaveLength(1);
    expect(messages({ ...row, exerciseOrder: 13 })).toHaveLength(1);
    expect(messages({ ...row, exerciseOrder: 12 })).toEqual([]);
  });
});

describe("programDayRowsSchema", () => {
  const day = (n: number) => Array.from({ length: n }, (_, i) => ({ ...row, exerciseOrder: i + 1 }));

  it("allows 12 rows and refuses 13", () => {
    expect(programDayRowsSchema.safeParse(day(12)).success).toBe(true);
    const result = programDayRowsSchema.safeParse([...day(12), { ...row, exerciseOrder: 1 }]);
    expect(result.error?.issues.map((i) => i.message)).toContain(ROW_SCHEMA_MESSAGES.tooManyRows);
  });

  it("refuses two rows with the same order", () => {
    const result = programDayRowsSchema.safeParse([row, row]);
    expect(result.error?.issues.map((i) => i.message)).toEqual([ROW_SCHEMA_MESSAGES.duplicateOrder]);
  });
});

describe("programDaySlotSchema", () => {
  it("takes phase 1-6, week 1-12, day 1-6", () => {
    expect(programDaySlotSchema.safeParse({ phase: 6, week: 12, day: 6 }).success).toBe(true);
    expect(programDaySlotSchema.safeParse({ phase: "1", week: "1", day: "1" }).success).toBe(true);
    for (const bad of [
      { phase: 0, week: 1, day: 1 },
      { phase: 7, week: 1, day: 1 },
      { phase: 1, week: 13, day: 1 },
      { phase: 1, week: 1, day: 7 },
    ]) {
      expect(programDaySlotSchema.safeParse(bad).success).toBe(false);
    }
  });
});
