import { describe, expect, it } from "vitest";
import { fileDayProblem } from "./file-day-bounds";

// Decision 0101: an imported routine's day may hold more than the builder's 12 rows; any other
// routine of the file is still held to 12.

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ order: i + 1, notes: "From Strong: Marathon" }));
const file = (program: { name: string; kind?: "program" | "history" | "freestyle" }, count: number) => ({
  programs: { created: [{ ...program, days: [{ rows: rows(count) }] }] },
  sets: [{ program: program.name, order: count }],
});

describe("fileDayProblem", () => {
  it("lets an imported routine's day hold 13 rows, by its kind or, in older files, by its name and notes", () => {
    expect(fileDayProblem(file({ name: "Imported from Strong 2025", kind: "history" }, 13))).toBeNull();
    expect(fileDayProblem(file({ name: "Imported from Strong 2025" }, 13))).toBeNull();
  });

  it("holds a program or an empty workout to 12 rows a day, and their sets to order 12", () => {
    expect(fileDayProblem(file({ name: "Push Pull", kind: "program" }, 12))).toBeNull();
    expect(fileDayProblem(file({ name: "Push Pull", kind: "program" }, 13))).toEqual([
      "programs.created.0.days.0.rows",
      "has more than 12 exercises: only an imported day holds more",
    ]);
    const day = { name: "Workout 2026-03-02", kind: "freestyle" as const };
    const set = { ...file(day, 12), sets: [{ program: day.name, order: 13 }] };
    expect(fileDayProblem(set)).toEqual(["sets.0.order", "must be at most 12: only an imported day has more rows"]);
  });
});
