// Ironpath's own sets CSV, brought into a fresh account on a phone (375 px, decision 0077): one
// lifter logs two warm-ups, two work sets and a note on set 1 and downloads the sets CSV; another
// chooses Ironpath and that file on Your data, reads that the warm-ups and the note came back, and
// finds them in History as warm-ups and as the set's note.
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { lowContrastTexts } from "../support/contrast.js";
import { screenshotOnFailure } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";
import { addProgramDay, programRow } from "../support/workout-log.js";

const PROGRAM = "CSV Day";
const NOTE = "Knees in, chest up";
const enc = encodeURIComponent;

describe("Ironpath's sets CSV imported", () => {
  const suite = useAppAndBrowser();

  it("brings warm-ups back as warm-ups and notes as notes into another account", async () => {
    // The first lifter's day, logged through the log's calls.
    const first = await suite.phoneContext();
    await signUpThroughApi(first);
    const api = first.request;
    await addProgramDay(api, PROGRAM, [programRow(1, "Back Squat", { warmUp: "2", reps: "5" })]);
    const date = new Date().toISOString().slice(0, 10);
    const day = await (await api.get(`/api/query/nextExerciseDay/${date}/${enc(PROGRAM)}`)).json();
    const exerciseId = day.data[0].exerciseId as string;
    const post = async (path: string, data: object) => {
      const res = await api.post(`${path}/${enc(PROGRAM)}`, { data: { exerciseId, date, ...data } });
      expect(res.status(), await res.text()).toBe(200);
    };
    await post("/api/add/userWarmUpSet", { index: 0, reps: 10, weight: 45 });
    await post("/api/add/userWarmUpSet", { index: 1, reps: 5, weight: 135 });
    for (const index of [0, 1]) {
      await post("/api/add/advAddUserExerciseData", {
        index,
        exercise_name: "Back Squat",
        reps: 5,
        rpe: 8,
        weight: 225,
      });
    }
    await post("/api/add/userExerciseNote", { set: 1, note: NOTE });
    const csv = await (await api.get("/api/export/sets")).text();

    const { page, context, errors } = await suite.phonePage();
    screenshotOnFailure(() => page, "own-sets-csv");
    await signUpThroughApi(context);
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Your data" });
    await section.getByRole("heading", { name: "Your data" }).scrollIntoViewIfNeeded();
    await section.getByRole("radio", { name: "Ironpath", exact: true }).check();
    await section.locator('input[type="file"]').setInputFiles({
      name: `ironpath-sets-${date}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await section.getByRole("button", { name: "Import", exact: true }).click();
    const report = section.getByRole("status").filter({ hasText: "Ironpath import finished" });
    await report.getByText("Also 2 warm-up sets back as warm-ups and 1 note back on its set.").waitFor();
    const text = (await report.textContent()) ?? "";
    expect(text).toContain(`Imported 1 workout day with 2 sets into Imported from Ironpath ${date.slice(0, 4)}.`);
    expect(text).not.toContain("warm-up set (line");
    await report.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath("own-sets-csv-import-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);

    await page.goto("/history");
    const session = page.getByRole("article").first();
    // Under the workout's own name, as a Strong workout is (decision 0051).
    await session.getByText(PROGRAM, { exact: true }).waitFor();
    await session.getByText("2 sets · 2 warm-ups", { exact: true }).waitFor();
    await session.getByText("W1 · warm-up · 10 reps · 45 lbs", { exact: true }).waitFor();
    await session.getByText("W2 · warm-up · 5 reps · 135 lbs", { exact: true }).waitFor();
    await session.getByText(`“${NOTE}”`, { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("own-sets-csv-history-375.png"), fullPage: true });
    expect(await lowContrastTexts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
