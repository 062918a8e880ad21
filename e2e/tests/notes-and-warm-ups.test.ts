// Notes and warm-ups on a phone (375 px), decision 0066. A lifter's own program: the back squat on
// days 1 and 2, two warm-up sets and two work sets each. On day 1 they log both warm-ups (W1, W2)
// and both work sets, with a note on set 1 and one on the squat; the finish screen counts the two
// work sets only; History shows the warm-ups marked and both notes; the next time the squat comes
// up (day 2) its card shows last time's notes beside last time's numbers.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { lowContrastTexts } from "../support/contrast.js";
import { screenshotOnFailure } from "../support/expect.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { expectToast } from "../support/screen.js";
import { addProgramDay, card, logSetLine, openOwnProgramLog, programRow } from "../support/workout-log.js";

const PROGRAM = "Notes Days";
const SQUAT = "Back Squat";
const enc = encodeURIComponent;
const SET_NOTE = "Knees caved on rep 4";
const EXERCISE_NOTE = "Belt on from set 2";

describe("notes and warm-ups", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const squatDay = [programRow(1, SQUAT, { warmUp: "2", sets: "2", reps: "5" })];
    ({ context, page, errors } = await lifterOnPhone(suite, async (c) => {
      for (const day of [1, 2]) await addProgramDay(c.request, PROGRAM, squatDay, { day });
    }));
  });

  it("logs warm-ups and work sets with notes, counts work sets only, and shows the notes next time", async () => {
    screenshotOnFailure(() => page, "notes-and-warm-ups");
    await page.goto(`/user-created-exercises/${enc(PROGRAM)}`);
    const squat = card(page, SQUAT);
    await squat.waitFor();

    // The two warm-ups, before the work sets, each ticked as a warm-up.
    for (const [set, reps, weight] of [
      [1, 10, 45],
      [2, 5, 135],
    ] as const) {
      await squat.getByRole("textbox", { name: `Warm-up ${set} reps`, exact: true }).fill(String(reps));
      await squat.getByRole("textbox", { name: `Warm-up ${set} weight (lbs)`, exact: true }).fill(String(weight));
      await squat.getByRole("button", { name: `Save warm-up ${set}`, exact: true }).click();
      await squat.getByRole("button", { name: `Warm-up ${set} saved`, exact: true }).waitFor();
    }

    // A note on set 1 and one on the squat, then the first work set.
    await squat.getByRole("button", { name: "Add note on set 1", exact: true }).click();
    await squat.getByRole("textbox", { name: "Note on set 1", exact: true }).fill(SET_NOTE);
    await squat.getByRole("button", { name: "Save note", exact: true }).click();
    await squat.getByText(`“${SET_NOTE}”`, { exact: true }).waitFor();
    await squat.getByRole("button", { name: `Add note on ${SQUAT.toLowerCase()}`, exact: true }).click();
    await squat.getByRole("textbox", { name: `Note on ${SQUAT}`, exact: true }).fill(EXERCISE_NOTE);
    await squat.getByRole("button", { name: "Save note", exact: true }).click();
    await squat.getByText(`“${EXERCISE_NOTE}”`, { exact: true }).waitFor();
    await logSetLine(squat, 1, { reps: 5, rpe: 8, load: 225 });
    await page.screenshot({ path: artifactPath("notes-warm-ups-card-375.png"), fullPage: true });
    expect(await lowContrastTexts(page)).toEqual([]);

    // Its last set finishes the day: two work sets, the warm-ups not among them.
    await logSetLine(squat, 2, { reps: 5, rpe: 8, load: 225 }, false);
    await expectToast(page, "All exercises have been completed for the day!");
    const finish = page.getByRole("region", { name: "Workout complete" });
    await finish.waitFor();
    await finish.getByText("Sets", { exact: true }).waitFor();
    await expect(finish.getByText("2", { exact: true }).count()).resolves.toBe(1);
    await finish.getByText("2,250 lbs", { exact: true }).waitFor();
    await finish.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("notes-warm-ups-finish-375.png") });

    // History: the warm-ups marked as warm-ups, the work sets counted, both notes.
    await page.goto("/history");
    const session = page.getByRole("article").filter({ hasText: PROGRAM }).first();
    await session.getByText("W1 · warm-up · 10 reps · 45 lbs", { exact: true }).waitFor();
    await session.getByText("W2 · warm-up · 5 reps · 135 lbs", { exact: true }).waitFor();
    // Warm-ups are said apart from the sets, never counted among them (decision 0077).
    await session.getByText("2 sets · 2 warm-ups", { exact: true }).waitFor();
    await session.getByText(`Note: “${EXERCISE_NOTE}”`, { exact: true }).waitFor();
    await session.getByText(`“${SET_NOTE}”`, { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("notes-warm-ups-history-375.png"), fullPage: true });
    expect(await lowContrastTexts(page)).toEqual([]);

    // The next time the squat comes up: last time's notes beside last time's numbers.
    await openOwnProgramLog(page, PROGRAM, "Phase 1 · Week 1 · Day 2");
    const again = card(page, SQUAT);
    await again.getByText(`“${EXERCISE_NOTE}”`, { exact: true }).waitFor();
    await again.getByText(`Last time: 225 × 5 @ 8 · “${SET_NOTE}”`, { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("notes-warm-ups-next-time-375.png"), fullPage: true });
    expect(await lowContrastTexts(page)).toEqual([]);

    // The sets CSV carries the warm-up flag, the set's note and the squat's (decision 0093) on its first set.
    const csv = await (await context.request.get("/api/export/sets")).text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]?.endsWith(",warm_up,note,exercise_note")).toBe(true);
    expect(lines.filter((l) => l.includes(",true,"))).toHaveLength(2);
    expect(lines.some((l) => l.endsWith(`,false,${SET_NOTE},${EXERCISE_NOTE}`))).toBe(true);
    expect(errors).toEqual([]);
  });
});
