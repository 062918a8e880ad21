import type { ImportReport } from "@ironpath/domain/transfer/import-api.schema";
import type { ImportEverythingReport } from "@ironpath/domain/transfer/import-everything.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { YourData } from "./your-data";
import { expectVisible } from "../../../test/visible";

const REPORT: ImportReport = {
  format: "strong",
  sessions: 3,
  sets: 13,
  programs: ["Imported from Strong 2025"],
  exercisesMatched: [{ from: "Squat (Barbell)", to: "Back Squat" }],
  exercisesCreated: [{ from: "Zercher Squat (Barbell)", to: "Zercher Squat Barbell" }],
  warmUps: 0,
  notes: 0,
  exerciseNotes: 0,
  skipped: [{ reason: "warm-up set", count: 3, lines: [2, 3, 11] }],
};

const EVERYTHING: ImportEverythingReport = {
  sets: 32,
  sessions: 7,
  alreadyHere: 0,
  programs: [
    { name: "Mine", as: "Mine (imported)", created: true },
    { name: "Imported from Strong 2025", as: "Imported from Strong 2025", created: false },
  ],
  hiddenSets: 6,
  exercisesCreated: ["Zercher Carry"],
  programsAdded: ["Beginner Linear Progression 3-Day"],
  dayChanges: 0,
  daySupersets: 0,
  userInfo: "restored",
  unit: "kg",
  exerciseUnits: { restored: 2, unknown: 1 },
  coach: { phases: 2, days: 3, daysKept: 1, answers: 1 },
};

const csvFile = (text: string, name = "strong.csv") => new File([text], name, { type: "text/csv" });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

/** What the workout import answers for Ironpath's own sets CSV, before what came back beside the sets. */
const OWN_REPORT: ImportReport = {
  ...REPORT,
  format: "ironpath",
  programs: ["Imported from Ironpath 2026"],
  skipped: [],
};
const OWN_SETS_CSV = "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs\n";

/** Imports Ironpath's own sets CSV, the server answering `report`: the calls made and the report shown. */
async function importOwnSetsCsv(report: ImportReport) {
  const calls = stubApi(({ method, path }) =>
    method === "POST" && path === "/api/import/workouts" ? json(200, report) : undefined,
  );
  renderWithApp(<YourData />);
  await userEvent.click(screen.getByRole("radio", { name: "Ironpath" }));
  await userEvent.upload(fileInput(), csvFile(OWN_SETS_CSV, "ironpath-sets-2026-11-27.csv"));
  await userEvent.click(screen.getByRole("button", { name: "Import" }));
  return { calls, shown: await screen.findByRole("status") };
}

describe("Your data", () => {
  it("links both downloads", () => {
    stubApi(() => undefined);
    renderWithApp(<YourData />);
    expect(screen.getByRole("link", { name: "Export everything (JSON)" }).getAttribute("href")).toBe(
      "/api/export/everything",
    );
    expect(screen.getByRole("link", { name: "Export sets (CSV)" }).getAttribute("href")).toBe("/api/export/sets");
  });

  it("imports a Strong file in the unit chosen and shows the report", async () => {
    const calls = stubApi(({ method, path }) =>
      method === "POST" && path === "/api/import/workouts" ? json(200, REPORT) : undefined,
    );
    renderWithApp(<YourData />);
    await userEvent.click(screen.getByRole("radio", { name: "Kilograms" }));
    await userEvent.upload(fileInput(), csvFile("Date,Workout Name\n"));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    const report = await screen.findByRole("status");
    expect(calls.at(-1)?.body).toEqual({ format: "strong", unit: "kg", csv: "Date,Workout Name\n" });
    expectVisible(within(report).getByText("Imported 3 workout days with 13 sets into Imported from Strong 2025."));
    expectVisible(within(report).getByText("Zercher Squat (Barbell) → Zercher Squat Barbell"));
    expectVisible(within(report).getByText(/3 rows: warm-up set \(lines 2, 3, 11\)/));
  });

  it("sends no unit for Hevy, whose files name it", async () => {
    const calls = stubApi(() => json(200, { ...REPORT, format: "hevy" }));
    renderWithApp(<YourData />);
    await userEvent.click(screen.getByRole("radio", { name: "Hevy" }));
    expect(screen.queryByRole("radio", { name: "Kilograms" })).toBeNull();
    await userEvent.upload(fileInput(), csvFile("title\n", "hevy.csv"));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    await screen.findByRole("status");
    expect(calls.at(-1)?.body).toEqual({ format: "hevy", csv: "title\n" });
  });

  it("says in words why a file is refused, by the server or before sending it", async () => {
    const calls = stubApi(() => json(400, { error: 'Line 6: Weight "one eighty five" is not a number' }));
    renderWithApp(<YourData />);
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expectVisible(await screen.findByText("Choose the CSV file Strong exported."));
    expect(calls).toEqual([]);

    await userEvent.upload(fileInput(), csvFile("x".repeat(2 * 1024 * 1024 + 1)));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expectVisible(await screen.findByText(/^The file is 2\.0 MB: an import takes at most 2\.0 MB/));
    expect(calls).toEqual([]);

    await userEvent.upload(fileInput(), csvFile("Date\n"));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain('Line 6: Weight "one eighty five" is not a number');
    expect(alert.textContent).toContain("Nothing was imported");
  });

  it("describes the file field by the server's refusal of the file, until another is chosen", async () => {
    const refused = 'Line 6: Weight "one eighty five" is not a number';
    stubApi(() => json(400, { error: refused }));
    renderWithApp(<YourData />);
    await userEvent.upload(fileInput(), csvFile("Date\n"));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    await screen.findByRole("alert");
    const field = screen.getByRole("button", { name: /^CSV file/, description: new RegExp(refused) });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await userEvent.upload(fileInput(), csvFile("Date\n", "other.csv"));
    expect(screen.queryByRole("button", { description: new RegExp(refused) })).toBeNull();
    expect(field.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("takes an Ironpath export (.json) and shows what came back", async () => {
    const calls = stubApi(({ method, path }) =>
      method === "POST" && path === "/api/import/everything" ? json(200, EVERYTHING) : undefined,
    );
    renderWithApp(<YourData />);
    const text = '{"format":"ironpath-export","version":1}';
    await userEvent.upload(
      fileInput(),
      new File([text], "ironpath-export-2026-11-26.json", { type: "application/json" }),
    );
    // The file's name says what it is: Ironpath is chosen and no unit asked.
    expect((screen.getByRole("radio", { name: "Ironpath" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("radio", { name: "Kilograms" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    const report = await screen.findByRole("status");
    expect(calls.at(-1)?.body).toEqual({ json: text });
    expectVisible(within(report).getByText("Imported 32 sets on 7 days."));
    expectVisible(within(report).getByText("Program Mine (imported) (your Mine here is another program)"));
    expectVisible(within(report).getByText("Program Imported from Strong 2025: here already"));
    expectVisible(within(report).getByText("6 sets of deleted programs or changed days: in History only"));
    expectVisible(within(report).getByText("Coach: 2 phases, 3 days, 1 answer"));
    expectVisible(within(report).getByText("1 coach day you logged here kept as they are"));
    expectVisible(within(report).getByText("2 exercises in a unit of their own"));
    expectVisible(within(report).getByText("1 exercise's unit left out: no such exercise here"));
  });

  it("says in words why an Ironpath export is refused", async () => {
    const refusal =
      "Your cut that started on 2026-11-16 is still running here: end it on the Coach screen, then import again. Nothing was imported.";
    const calls = stubApi(() => json(400, { error: refusal }));
    renderWithApp(<YourData />);
    await userEvent.click(screen.getByRole("radio", { name: "Ironpath" }));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expectVisible(
      await screen.findByText("Choose the ironpath-export (JSON) or ironpath-sets (CSV) file Ironpath downloaded."),
    );
    expect(calls).toEqual([]);
    await userEvent.upload(fileInput(), new File(["{}"], "export.json", { type: "application/json" }));
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    expect((await screen.findByRole("alert")).textContent).toContain(refusal);
  });

  it("sends Ironpath's own sets CSV to the workout import, and says what came back beside the sets", async () => {
    const { calls, shown } = await importOwnSetsCsv({ ...OWN_REPORT, warmUps: 2, notes: 1 });
    expect(calls.at(-1)?.body).toEqual({ format: "ironpath", csv: OWN_SETS_CSV });
    expectVisible(within(shown).getByText("Also 2 warm-up sets back as warm-ups and 1 note back on its set."));
  });

  it("says only the notes alone that came back, on their exercise, with no line of 0 warm-ups", async () => {
    const { shown } = await importOwnSetsCsv({ ...OWN_REPORT, notes: 2, exerciseNotes: 2 });
    expectVisible(within(shown).getByText("Also 2 notes back on their exercises."));
    expect(shown.textContent).not.toContain("warm-up");
  });
});
