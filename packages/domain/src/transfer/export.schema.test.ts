import { describe, expect, it } from "vitest";
import { exportFileName, setsCsvRows, spreadsheetSafe } from "./export.schema";

describe("the sets CSV", () => {
  it("has a header and one row per entry", () => {
    const rows = setsCsvRows([
      {
        date: "2025-01-06",
        program: "Imported from Strong 2025",
        phase: 1,
        week: 1,
        day: 6,
        exercise: "Back Squat",
        order: 1,
        hidden: null,
        set: 1,
        entry: "set",
        reps: 5,
        rpe: null,
        weightLbs: 225,
        loggedAt: "2025-01-06T18:00:00.000Z",
      },
    ]);
    expect(rows).toEqual([
      ["date", "program", "phase", "week", "day", "exercise", "set", "reps", "rpe", "weight_lbs"],
      ["2025-01-06", "Imported from Strong 2025", "1", "1", "6", "Back Squat", "1", "5", "", "225"],
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
