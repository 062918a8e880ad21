import type { ImportReport } from "@ironpath/domain/transfer/import-api.schema";
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
  skipped: [{ reason: "warm-up set", count: 3, lines: [2, 3, 11] }],
};

const csvFile = (text: string, name = "strong.csv") => new File([text], name, { type: "text/csv" });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

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
    await userEvent.click(screen.getByRole("radio", { name: "kg" }));
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
    expect(screen.queryByRole("radio", { name: "kg" })).toBeNull();
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
});
