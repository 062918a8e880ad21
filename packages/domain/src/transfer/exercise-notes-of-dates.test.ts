import { describe, expect, it } from "vitest";
import { SETS_CSV_COLUMNS } from "./export.schema";
import { readLayout } from "./import-columns";
import { exerciseNotesOfDates, readImportRows } from "./import-rows";

// Two different notes on one exercise and date (decisions 0099, 0111): kept, each with its program
// day, when the file says two days; refused, naming the lines, when it does not.

const D1 = "Push, Phase 1 · Week 1 · Day 1";
const D2 = "Push, Phase 1 · Week 1 · Day 2";
const at = { date: "2026-03-02", exercise: "Back Squat" };

describe("exerciseNotesOfDates", () => {
  it("joins two program days' notes, each with its day, and keeps a repeated note once", () => {
    const notes = exerciseNotesOfDates([
      { ...at, line: 2, exerciseNote: "Belt on", noteDay: D1 },
      { ...at, line: 3, exerciseNote: "Belt on", noteDay: D1 },
      { ...at, line: 5, exerciseNote: "Left knee sore", noteDay: D2 },
      { ...at, date: "2026-03-04", line: 6, exerciseNote: "Easy", noteDay: D1 },
    ]);
    expect(notes.get("2026-03-02|Back Squat")).toBe(
      "Push, Phase 1 · Week 1 · Day 1: Belt on / Push, Phase 1 · Week 1 · Day 2: Left knee sore",
    );
    expect(notes.get("2026-03-04|Back Squat")).toBe("Easy");
  });

  it("keeps the same note written on two program days once, without a day, however long", () => {
    const long = `Belt on, ${"wraps on, ".repeat(30)}knees fine`;
    const notes = exerciseNotesOfDates([
      { ...at, line: 2, exerciseNote: long, noteDay: D1 },
      { ...at, line: 5, exerciseNote: long, noteDay: D2 },
      { ...at, line: 6, exerciseNote: `${long} `, noteDay: D2 },
      { ...at, date: "2026-03-04", line: 7, exerciseNote: "Easy", noteDay: D1 },
      { ...at, date: "2026-03-04", line: 8, exerciseNote: "Easy" },
    ]);
    expect(notes.get("2026-03-02|Back Squat")).toBe(long);
    expect(notes.get("2026-03-04|Back Squat")).toBe("Easy");
  });

  it("refuses two notes of one day, or of lines that do not say their day, or joined too long", () => {
    const refusal = (line: number, first: number) =>
      `Line ${line}: Back Squat already has a note on 2026-03-02 (line ${first}); an exercise keeps one note a day. ` +
      "Join the two notes on one line and import the file again.";
    expect(() =>
      exerciseNotesOfDates([
        { ...at, line: 2, exerciseNote: "Belt on", noteDay: D1 },
        { ...at, line: 4, exerciseNote: "Left knee sore", noteDay: D2 },
        { ...at, line: 7, exerciseNote: "Wraps", noteDay: D2 },
      ]),
    ).toThrow(refusal(7, 4));
    expect(() =>
      exerciseNotesOfDates([
        { ...at, line: 2, exerciseNote: "Belt on" },
        { ...at, line: 3, exerciseNote: "Left knee sore" },
      ]),
    ).toThrow(refusal(3, 2));
    expect(() =>
      exerciseNotesOfDates([
        { ...at, line: 2, exerciseNote: "a".repeat(300), noteDay: D1 },
        { ...at, line: 3, exerciseNote: "b".repeat(200), noteDay: D2 },
      ]),
    ).toThrow(refusal(3, 2));
  });

  it("names a program the export guarded from spreadsheets as the lifter named it", () => {
    // "@Home Split" is written "'@Home Split", lest a spreadsheet run it (export.schema.ts).
    const line = (day: string, note: string) =>
      [at.date, "'@Home Split", "1", "1", day, at.exercise, "1", "5", "8", "100", "", "weight_reps", "done"].concat([
        "100",
        "lb",
        "false",
        "",
        note,
      ]);
    const read = readImportRows(
      [
        { line: 2, cells: line("1", "Belt on") },
        { line: 3, cells: line("2", "Left knee sore") },
      ],
      readLayout("ironpath", SETS_CSV_COLUMNS),
      { now: new Date("2026-12-01T12:00:00Z") },
    );
    expect(exerciseNotesOfDates(read.sets).get(`${at.date}|${at.exercise}`)).toBe(
      "@Home Split, Phase 1 · Week 1 · Day 1: Belt on / @Home Split, Phase 1 · Week 1 · Day 2: Left knee sore",
    );
  });

  it("reads a line whose phase, week or day is no place in a program as a line that does not say its day", () => {
    const line = (day: string, note: string) =>
      [at.date, "Push", "1", "1", day, at.exercise, "1", "5", "8", "100", "", "weight_reps", "done"].concat([
        "100",
        "lb",
        "false",
        "",
        note,
      ]);
    const read = (day: string) =>
      readImportRows(
        [
          { line: 2, cells: line("1", "Belt on") },
          { line: 3, cells: line(day, "Left knee sore") },
        ],
        readLayout("ironpath", SETS_CSV_COLUMNS),
        { now: new Date("2026-12-01T12:00:00Z") },
      ).sets;
    for (const junk of ["x", "-1", "0", "1.5", "9".repeat(400)]) {
      expect(() => exerciseNotesOfDates(read(junk)), junk).toThrow(
        "Line 3: Back Squat already has a note on 2026-03-02 (line 2)",
      );
    }
    expect(exerciseNotesOfDates(read("2")).get(`${at.date}|${at.exercise}`)).toBe(
      "Push, Phase 1 · Week 1 · Day 1: Belt on / Push, Phase 1 · Week 1 · Day 2: Left knee sore",
    );
  });
});
