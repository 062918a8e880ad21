import { describe, expect, it } from "vitest";
import { exportFileName, setsCsvRows, spreadsheetSafe } from "./export.schema";

/** What a test names of a set done in pounds on the squat day; the rest as the CSV writes it. */
interface DoneLine {
  program?: string;
  day?: string;
  exercise: string;
  set: string;
  reps: string;
  rpe?: string;
  lbs: string;
  seconds?: string;
  type?: string;
  warmUp?: boolean;
}

/** An expected line of the sets CSV, written out column by column (the header test names them). */
function doneLine(at: DoneLine): string[] {
  const { program = "Imported from Strong 2025", day = "6", rpe = "", seconds = "", type = "weight_reps" } = at;
  return [
    "2025-01-06",
    program,
    "1",
    "1",
    day,
    at.exercise,
    at.set,
    at.reps,
    rpe,
    at.lbs,
    seconds,
    type,
    "done",
    at.lbs,
    "lb",
    String(at.warmUp ?? false),
    "",
    "",
  ];
}

describe("the sets CSV", () => {
  const squat = {
    date: "2025-01-06",
    program: "Imported from Strong 2025",
    phase: 1,
    week: 1,
    day: 6,
    exercise: "Back Squat",
    set: 1,
    order: 1,
    hidden: null,
    entry: "set",
    countsAs: 1,
    reps: 5,
    rpe: null,
    weightLbs: 225,
    loggedAt: "2025-01-06T18:00:00.000Z",
  } as const;

  it("has a header and one row per set", () => {
    expect(setsCsvRows([squat])).toEqual([
      [
        "date",
        "program",
        "phase",
        "week",
        "day",
        "exercise",
        "set",
        "reps",
        "rpe",
        "weight_lbs",
        "seconds",
        "exercise_type",
        "status",
        "weight",
        "unit",
        "warm_up",
        "note",
        "exercise_note",
      ],
      [
        "2025-01-06",
        "Imported from Strong 2025",
        "1",
        "1",
        "6",
        "Back Squat",
        "1",
        "5",
        "",
        "225",
        "",
        "weight_reps",
        "done",
        "225",
        "lb",
        "false",
        "",
        "",
      ],
    ]);
  });

  it("writes a plank's seconds and a pull-up's signed load on the body with their type (decision 0053)", () => {
    const plank = { ...squat, exercise: "Plank", reps: 1, weightLbs: 0, seconds: 60, exerciseType: "timed" } as const;
    const pullUp = { ...squat, exercise: "Pull-Up", set: 2, weightLbs: 25, exerciseType: "bodyweight_load" } as const;
    const assisted = { ...pullUp, set: 3, weightLbs: -40 } as const;
    expect(setsCsvRows([plank, pullUp, assisted]).slice(1)).toEqual([
      doneLine({ exercise: "Plank", set: "1", reps: "1", lbs: "0", seconds: "60", type: "timed" }),
      doneLine({ exercise: "Pull-Up", set: "2", reps: "5", lbs: "25", type: "bodyweight_load" }),
      doneLine({ exercise: "Pull-Up", set: "3", reps: "5", lbs: "-40", type: "bodyweight_load" }),
    ]);
  });

  it("writes a quick entry as the sets it counts as, numbered from 1, and one that counts as none not at all", () => {
    const quick = { ...squat, set: 0, entry: "quick", countsAs: 3, rpe: 8, weightLbs: 135 } as const;
    const replaced = { ...quick, exercise: "Deadlift", countsAs: 0 } as const;
    expect(setsCsvRows([quick, replaced]).slice(1)).toEqual([
      doneLine({ exercise: "Back Squat", set: "1", reps: "5", lbs: "135", rpe: "8" }),
      doneLine({ exercise: "Back Squat", set: "2", reps: "5", lbs: "135", rpe: "8" }),
      doneLine({ exercise: "Back Squat", set: "3", reps: "5", lbs: "135", rpe: "8" }),
    ]);
  });

  it("writes a day's skipped and not-done exercises after that day's sets, with no numbers (decision 0068)", () => {
    const monday = { ...squat, program: "Mine" } as const;
    const tuesday = { ...monday, date: "2025-01-07", day: 2, exercise: "Barbell Bench Press" } as const;
    const at = { date: "2025-01-06", program: "Mine", phase: 1, week: 1, day: 6 } as const;
    const lines = setsCsvRows(
      [monday, tuesday],
      [
        { ...at, exercise: "Overhead Press", exerciseType: "weight_reps", status: "not done" },
        { ...at, exercise: "Plank", exerciseType: "timed", status: "skipped" },
      ],
    ).slice(1);
    expect(lines.map((l) => [l[0], l[5], l[6], l[7], l[9], l[11], l[12]])).toEqual([
      ["2025-01-06", "Back Squat", "1", "5", "225", "weight_reps", "done"],
      ["2025-01-06", "Overhead Press", "", "", "", "weight_reps", "not done"],
      ["2025-01-06", "Plank", "", "", "", "timed", "skipped"],
      ["2025-01-07", "Barbell Bench Press", "1", "5", "225", "weight_reps", "done"],
    ]);
  });

  it("never lets a spreadsheet run a cell as a formula", () => {
    expect(spreadsheetSafe("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(spreadsheetSafe("-5 Day Split")).toBe("'-5 Day Split");
    expect(spreadsheetSafe("Push Pull Legs")).toBe("Push Pull Legs");
  });

  it("names the downloads by date", () => {
    expect(exportFileName("everything", "2025-01-06")).toBe("ironpath-export-2025-01-06.json");
    expect(exportFileName("sets", "2025-01-06")).toBe("ironpath-sets-2025-01-06.csv");
  });
});

describe("the sets CSV with warm-ups and notes (decision 0066)", () => {
  const place = { date: "2025-01-06", program: "Mine", phase: 1, week: 1, day: 1, exercise: "Back Squat", order: 1 };
  const work = {
    ...place,
    set: 1,
    hidden: null,
    entry: "set",
    countsAs: 1,
    reps: 5,
    rpe: 8,
    weightLbs: 225,
    loggedAt: "2025-01-06T18:10:00.000Z",
  } as const;
  const warmUp = {
    ...place,
    set: 1,
    warmUp: true,
    reps: 10,
    weightLbs: 45,
    loggedAt: "2025-01-06T18:00:00.000Z",
  } as const;

  it("writes a row's warm-ups flagged, before its first work set, and a set's note beside it", () => {
    const rows = setsCsvRows([work, { ...work, set: 2 }], [], "lb", {
      warmUps: [warmUp, { ...warmUp, set: 2, reps: 5, weightLbs: 135 }],
      notes: [
        { ...place, set: 2, note: "=grind" },
        { ...place, set: 0, note: "belt" },
      ],
    });
    expect(rows.slice(1).map((r) => [r[6], r[7], r[9], r[15], r[16], r[17]])).toEqual([
      ["1", "10", "45", "true", "", ""],
      ["2", "5", "135", "true", "", ""],
      // The exercise's own note on its first set (decision 0093), where an import reads it back.
      ["1", "5", "225", "false", "", "belt"],
      // A note a spreadsheet would run as a formula is written as text.
      ["2", "5", "225", "false", "'=grind", ""],
    ]);
  });

  it("still writes warm-ups of a row with no work set", () => {
    const rows = setsCsvRows([], [], "lb", { warmUps: [warmUp] });
    expect(rows.slice(1)).toEqual([
      doneLine({ program: "Mine", day: "1", exercise: "Back Squat", set: "1", reps: "10", lbs: "45", warmUp: true }),
    ]);
  });
});
