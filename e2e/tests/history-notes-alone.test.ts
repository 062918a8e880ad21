// A day of notes alone in History on a phone (375 px), decision 0103. A lifter's own program day
// with the back squat: on the log they write a note on the squat and lift nothing; History shows
// that day's card with the squat and its note, no count of sets, and the squat not under "Not done"
// (decision 0110).
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { screenshotOnFailure } from "../support/expect.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { addProgramDay, card, openOwnProgramLog, programRow } from "../support/workout-log.js";

const PROGRAM = "Notes Alone";
const SQUAT = "Back Squat";
const NOTE = "Rack taken all evening, squats tomorrow";

describe("a day of notes alone in History", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const squatDay = [programRow(1, SQUAT, { sets: "2", reps: "5" })];
    ({ context, page, errors } = await lifterOnPhone(suite, (c) => addProgramDay(c.request, PROGRAM, squatDay)));
  });
  afterAll(() => context.close());

  it("shows the exercise and its note, with no count of sets", async () => {
    screenshotOnFailure(() => page, "history-notes-alone");
    await openOwnProgramLog(page, PROGRAM);
    const squat = card(page, SQUAT);
    await squat.getByRole("button", { name: `Add note on ${SQUAT.toLowerCase()}`, exact: true }).click();
    await squat.getByRole("textbox", { name: `Note on ${SQUAT}`, exact: true }).fill(NOTE);
    await squat.getByRole("button", { name: "Save note", exact: true }).click();
    await squat.getByText(`“${NOTE}”`, { exact: true }).waitFor();

    await page.goto("/history");
    const day = page.getByRole("article").filter({ hasText: PROGRAM });
    await day.getByText(`Note: “${NOTE}”`, { exact: true }).waitFor();
    // The squat is named once, as the day's exercise with its note, not under "Not done" (decision 0110).
    expect(await day.getByText(SQUAT, { exact: true }).count()).toBe(1);
    expect(await day.getByRole("list", { name: "Not done" }).count()).toBe(0);
    expect(await day.getByText(/^\d+ sets?\b/).count()).toBe(0);
    expect(await day.getByRole("button", { name: /^Edit/ }).count()).toBe(0);
    await page.screenshot({ path: artifactPath("history-notes-alone-375.png"), fullPage: true });
    expect(errors).toEqual([]);
  });
});
