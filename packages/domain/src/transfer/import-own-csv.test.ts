import { describe, expect, it } from "vitest";
import { SETS_CSV_COLUMNS } from "./export.schema";
import { readLayout } from "./import-columns";
import { type CsvRecord, SKIP_REASONS, readImportRows } from "./import-rows";

// Ironpath's own sets CSV read back (decision 0077): warm-ups as warm-ups, notes as notes, a hold's
// seconds and an assisted load kept, and the lines that are no set (skipped, not done) left out.

const now = new Date("2026-12-01T12:00:00Z");
// A file from before decision 0093, without its last column, reads as it did.
const layout = readLayout("ironpath", SETS_CSV_COLUMNS.slice(0, -1));
const place = ["2026-11-27", "Messy Monday", "1", "1", "1"];
const records = (lines: string[][]): CsvRecord[] => lines.map((cells, i) => ({ line: i + 2, cells }));

describe("reading Ironpath's own sets CSV", () => {
  it("finds its columns by name", () => {
    expect(layout.at).toMatchObject({ date: 0, workout: 1, exercise: 5, setOrder: 6, reps: 7, rpe: 8, weight: 9 });
    expect(layout.at).toMatchObject({ seconds: 10, status: 12, warmUp: 15, note: 16 });
    expect(layout.unit).toBe("lbs");
  });

  it("reads a set's note, a warm-up as a warm-up, a hold's seconds and an assist, and leaves out lines with no set", () => {
    const { sets, skipped } = readImportRows(
      records([
        [...place, "Back Squat", "1", "5", "", "95", "", "weight_reps", "done", "95", "lb", "true", ""],
        [...place, "Back Squat", "1", "5", "8", "225", "", "weight_reps", "done", "225", "lb", "false", "Knees in"],
        [...place, "Back Squat", "2", "5", "8.5", "225", "", "weight_reps", "done", "225", "lb", "false", "'=2+2"],
        [...place, "Plank", "1", "1", "8", "0", "45", "timed", "done", "0", "lb", "false", ""],
        [...place, "Pull-Up", "1", "8", "9", "-40", "", "bodyweight_load", "done", "-40", "lb", "false", ""],
        [...place, "Overhead Press", "", "", "", "", "", "weight_reps", "not done", "", "", "", ""],
      ]),
      layout,
      { now },
    );
    expect(sets.map((s) => [s.exercise, s.order, s.reps, s.rpe, s.weight, s.seconds ?? null, s.note ?? null])).toEqual([
      ["Back Squat", 1, 5, 8, 225, null, "Knees in"],
      // The apostrophe that kept a spreadsheet from running it as a formula is taken off again.
      ["Back Squat", 2, 5, 8.5, 225, null, "=2+2"],
      ["Plank", 1, 1, 8, 0, 45, null],
      ["Pull-Up", 1, 8, 9, -40, null, null],
    ]);
    expect(sets[0]).toMatchObject({ date: "2026-11-27", workout: "Messy Monday" });
    expect(skipped).toEqual([
      {
        line: 2,
        reason: SKIP_REASONS.warmUp,
        date: "2026-11-27",
        exercise: "Back Squat",
        warmUp: { set: 1, reps: 5, weight: 95 },
      },
      { line: 7, reason: SKIP_REASONS.noSet, date: "2026-11-27", exercise: "Overhead Press" },
    ]);
  });

  it("refuses an assist beyond what a machine takes off, in words", () => {
    const line = [...place, "Pull-Up", "1", "8", "9", "-400", "", "bodyweight_load", "done", "-400", "lb", "false", ""];
    expect(() => readImportRows(records([line]), layout, { now })).toThrow(/Line 2: weight_lbs "-400"/);
  });

  it("reads the note on the exercise that day from its last column (decision 0093)", () => {
    const full = readLayout("ironpath", [...SETS_CSV_COLUMNS]);
    expect(full.at).toMatchObject({ note: 16, exerciseNote: 17 });
    const { sets } = readImportRows(
      records([
        [...place, "Back Squat", "1", "5", "8", "225", "", "weight_reps", "done", "225", "lb", "false", "", "Belt on"],
        [...place, "Back Squat", "2", "5", "8", "225", "", "weight_reps", "done", "225", "lb", "false", "Knees in", ""],
      ]),
      full,
      { now },
    );
    expect(sets.map((s) => [s.order, s.note ?? null, s.exerciseNote ?? null])).toEqual([
      [1, null, "Belt on"],
      [2, "Knees in", null],
    ]);
  });
});
