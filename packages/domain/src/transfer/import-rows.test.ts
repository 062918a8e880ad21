import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromPounds } from "../units/weight-unit";
import { InvalidError } from "../errors";
import { readLayout } from "./import-columns";
import { type CsvRecord, SKIP_REASONS, readImportRows } from "./import-rows";

const now = new Date("2025-08-01T12:00:00Z");
const STRONG =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";
const HEVY =
  "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe";

/** Records as the CSV reader gives them: the header is line 1. */
const records = (lines: string[], separator = ","): CsvRecord[] =>
  lines.map((l, i) => ({ line: i + 2, cells: l.split(separator) }));
const strong = readLayout("strong", STRONG.split(","));
const hevy = readLayout("hevy", HEVY.split(","));

describe("readImportRows: Strong", () => {
  it("reads working sets, in the unit the lifter names", () => {
    const { sets, skipped } = readImportRows(
      records([
        "2025-07-01 18:00:00,Legs,1h 5m,Squat (Barbell),1,100,5,0,0,,,8",
        "2025-07-01 18:00:00,Legs,1h 5m,Squat (Barbell),2,102.5,5,0,0,,,8.5",
      ]),
      strong,
      { unit: "kg", now },
    );
    expect(skipped).toEqual([]);
    expect(sets).toEqual([
      expect.objectContaining({
        line: 2,
        date: "2025-07-01",
        startedAt: "2025-07-01T18:00:00",
        order: 1,
        reps: 5,
        rpe: 8,
        weight: 220.46,
      }),
      expect.objectContaining({
        line: 3,
        order: 2,
        weight: 225.97,
        rpe: 8.5,
        exercise: "Squat (Barbell)",
        workout: "Legs",
      }),
    ]);
  });

  it("skips warm-ups, cardio, rest timers and empty sets with their reasons", () => {
    const { sets, skipped } = readImportRows(
      records([
        "2025-07-01 18:00:00,Legs,1h,Squat (Barbell),W,60,5,0,0,,,",
        "2025-07-01 18:00:00,Legs,1h,Running (Treadmill),1,0,0,3.2,1200,,,",
        "2025-07-01 18:00:00,Legs,1h,Squat (Barbell),Rest Timer,0,0,0,90,,,",
        "2025-07-01 18:00:00,Legs,1h,Squat (Barbell),3,0,0,0,0,,,",
        "2025-07-01 18:00:00,Legs,1h,Band Pull Apart,1,0,150,0,0,,,",
        "2025-07-01 18:00:00,Legs,1h,Pull Up,1,0,10.0,0,0,,,",
      ]),
      strong,
      { now },
    );
    expect(skipped.map((s) => [s.line, s.reason])).toEqual([
      [2, SKIP_REASONS.warmUp],
      [3, SKIP_REASONS.cardio],
      [4, SKIP_REASONS.restTimer],
      [5, SKIP_REASONS.noReps],
      [6, SKIP_REASONS.tooManyReps],
    ]);
    expect(sets).toEqual([expect.objectContaining({ line: 7, exercise: "Pull Up", reps: 10, weight: 0 })]);
  });

  it("reads the older semicolon export's own unit per row", () => {
    const header =
      "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes";
    const layout = readLayout("strong", header.split(";"));
    const { sets } = readImportRows(
      records(
        [
          "2019-01-11 12:31:54;Leg;Deadlift (Barbell);1;140;kg;5;;;;0;;",
          "2019-01-11 12:31:54;Leg;Deadlift (Barbell);2;315;lbs;5;;;;0;;",
        ],
        ";",
      ),
      layout,
      { unit: "kg", now },
    );
    expect(sets.map((s) => s.weight)).toEqual([308.65, 315]);
  });

  it("refuses the file at the first row it cannot read, naming the line", () => {
    const read = (line: string) => () =>
      readImportRows(records(["2025-07-01 18:00:00,Legs,1h,Squat,1,100,5,0,0,,,", line]), strong, { now });
    expect(read("2025-07-01 18:00:00,Legs,1h,Squat,2,heavy,5,0,0,,,")).toThrow(
      'Line 3: Weight "heavy" is not a number',
    );
    expect(read("2025-07-01 18:00:00,Legs,1h,Squat,2,-5,5,0,0,,,")).toThrow('Line 3: Weight "-5" must not be negative');
    expect(read("2025-07-01 18:00:00,Legs,1h,Squat,2,100,5.5,0,0,,,")).toThrow(
      'Line 3: Reps "5.5" is not a whole number',
    );
    expect(read("2025-02-30 18:00:00,Legs,1h,Squat,2,100,5,0,0,,,")).toThrow(
      'Line 3: Date "2025-02-30 18:00:00" is not a real date',
    );
    expect(read("last tuesday,Legs,1h,Squat,2,100,5,0,0,,,")).toThrow(
      'Line 3: Date "last tuesday" is not a date and time',
    );
    expect(read("2025-09-01 18:00:00,Legs,1h,Squat,2,100,5,0,0,,,")).toThrow(
      "Line 3: the date 2025-09-01 is in the future",
    );
    expect(read("2025-07-01 18:00:00,Legs,1h,Squat,2,100,5,0,0,,,11")).toThrow(
      'Line 3: RPE "11" is not between 1 and 10',
    );
    expect(read("2025-07-01 18:00:00,Legs,1h,Squat,x,100,5,0,0,,,")).toThrow(
      'Line 3: Set Order "x" is not a set number',
    );
    expect(read("2025-07-01 18:00:00,Legs,1h,,1,100,5,0,0,,,")).toThrow("Line 3: the Exercise Name is empty");
    expect(read("2025-07-01 18:00:00,Legs,1h,Squat,1,100")).toThrow(
      "Line 3: the row has 6 fields where the header has 12",
    );
  });

  it("refuses a file with no rows, or too many", () => {
    expect(() => readImportRows([], strong, { now })).toThrow(InvalidError);
    const many = Array.from({ length: 20_001 }, (_, i) => ({ line: i + 2, cells: [] }));
    expect(() => readImportRows(many, strong, { now })).toThrow(
      "The file has 20,001 rows: an import takes at most 20,000",
    );
  });
});

describe("readImportRows: Hevy", () => {
  it("reads kg sets, skips warm-ups, and treats failure and drop sets as sets", () => {
    const { sets, skipped } = readImportRows(
      records([
        "Push,26 Jul 2025, 07:06,26 Jul 2025, 08:11,,Bench Press (Barbell),,,0,warmup,40,10,,,",
        "Push,26 Jul 2025, 07:06,26 Jul 2025, 08:11,,Bench Press (Barbell),,,1,normal,80,5,,,8",
        "Push,26 Jul 2025, 07:06,26 Jul 2025, 08:11,,Bench Press (Barbell),,,2,failure,80,4,,,",
        "Push,26 Jul 2025, 07:06,26 Jul 2025, 08:11,,Bench Press (Barbell),,,3,dropset,60,8,,,",
      ]).map((r) => ({ ...r, cells: mergeHevyDates(r.cells) })),
      hevy,
      { now },
    );
    expect(skipped.map((s) => s.reason)).toEqual([SKIP_REASONS.warmUp]);
    expect(sets.map((s) => [s.order, s.weight, s.reps, s.date])).toEqual([
      [1, 176.37, 5, "2025-07-26"],
      [2, 176.37, 4, "2025-07-26"],
      [3, 132.28, 8, "2025-07-26"],
    ]);
  });
});

/** Hevy quotes its dates, which hold a comma: the CSV reader gives them whole. */
function mergeHevyDates(cells: string[]): string[] {
  return [cells[0] as string, `${cells[1]},${cells[2]}`, `${cells[3]},${cells[4]}`, ...cells.slice(5)];
}

describe("a kg file's weights (issue 22)", () => {
  it("read back in kg as the file had them, at up to two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 45_000 }), (hundredths) => {
        const kg = hundredths / 100;
        const { sets } = readImportRows(
          records([`2025-07-01 18:00:00,Legs,1h,Squat (Barbell),1,${kg},5,0,0,,,8`]),
          strong,
          {
            unit: "kg",
            now,
          },
        );
        expect(fromPounds(sets[0]?.weight ?? Number.NaN, "kg")).toBe(kg);
      }),
    );
  });
});
