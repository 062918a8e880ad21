// The verify path's final Submit on a phone (375 px, decision 0093): a lifter with a short program
// of their own types both exercises on the verify path and submits; the day being logged, the log
// shows 'Workout complete' with the day's sets and volume, as a save that completes it does.
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { screenshotOnFailure } from "../support/expect.js";
import { expectToast, field } from "../support/screen.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { addProgramDay, card, openOwnProgramLog, programRow } from "../support/workout-log.js";

const PROGRAM = "Verify Day";

describe("the verify path's finish screen", () => {
  const suite = useAppAndBrowser();

  it("shows 'Workout complete' once Submit logs the day", async () => {
    const { page, errors } = await lifterOnPhone(suite, async (context) => {
      const rows = [programRow(1, "Back Squat", { sets: "1" }), programRow(2, "Barbell Bench Press", { sets: "1" })];
      await addProgramDay(context.request, PROGRAM, rows);
    });
    screenshotOnFailure(() => page, "verify-finish");
    await openOwnProgramLog(page, PROGRAM);
    await page.getByRole("button", { name: "Want to verify your submission? Click here." }).click();
    for (const [name, weight] of [
      ["Back Squat", "225"],
      ["Barbell Bench Press", "135"],
    ] as const) {
      await field(card(page, name), "Reps").fill("5");
      await field(card(page, name), "RPE").fill("8");
      await field(card(page, name), "Weight (lbs)").fill(weight);
    }
    // Nothing is finished before Submit.
    await expect(page.getByRole("region", { name: "Workout complete" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Exercises have been submitted successfully!");
    const finish = page.getByRole("region", { name: "Workout complete" });
    await finish.waitFor();
    await finish.getByText("Sets", { exact: true }).waitFor();
    await finish.getByText("2", { exact: true }).waitFor();
    // 5 × 225 + 5 × 135.
    await finish.getByText("1,800 lbs", { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("verify-finish-375.png"), fullPage: true });
    expect(errors).toEqual([]);
  });
});
