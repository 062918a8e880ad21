import type { ImportReport } from "@ironpath/domain/transfer/import-api.schema";
import type { ImportEverythingReport } from "@ironpath/domain/transfer/import-everything.schema";
import { screen, within } from "@testing-library/react";
import { describe, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { expectVisible } from "../../../test/visible";
import { ImportEverythingReportView } from "./import-everything-report";
import { ImportReportView } from "./import-report";

// Either import's report is a status named for where the file came from, its first sentence first.
describe("a finished import's report", () => {
  it("names a Strong file and says what was written", () => {
    const report: ImportReport = {
      format: "strong",
      sessions: 2,
      sets: 9,
      programs: ["Imported from Strong 2025"],
      exercisesMatched: [],
      exercisesCreated: [],
      warmUps: 0,
      notes: 0,
      exerciseNotes: 0,
      skipped: [],
    };
    renderWithApp(<ImportReportView report={report} />);
    const status = screen.getByRole("status");
    expectVisible(within(status).getByText("Strong import finished"));
    expectVisible(within(status).getByText("Imported 2 workout days with 9 sets into Imported from Strong 2025."));
  });

  it("names an Ironpath file and lists what else came back", () => {
    const report: ImportEverythingReport = {
      sets: 3,
      sessions: 1,
      alreadyHere: 0,
      programs: [],
      hiddenSets: 0,
      exercisesCreated: [],
      programsAdded: [],
      dayChanges: 0,
      daySupersets: 0,
      userInfo: "restored",
      unit: null,
      exerciseUnits: { restored: 0, unknown: 0 },
      coach: { phases: 0, days: 0, daysKept: 0, answers: 0 },
    };
    renderWithApp(<ImportEverythingReportView report={report} />);
    const status = screen.getByRole("status");
    expectVisible(within(status).getByText("Ironpath import finished"));
    expectVisible(within(status).getByText("Imported 3 sets on 1 day."));
    expectVisible(within(status).getByText("Your user info"));
  });
});
