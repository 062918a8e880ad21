// Kinds of exercise on a phone (375 px, decision 0053): a lifter's day of a timed plank (60 s) and a
// weighted pull-up. The plank is timed on its card (3 s get-ready, the hold counted to 60 s); the
// pull-up logs +25 lb on the body, then an assisted set (-40 lb). The finish screen, History and the
// sets CSV then say the same sets: 60 s, +25 lb × 5, -40 lb × 8, and no volume made up.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { lowContrastTexts } from "../support/contrast.js";
import { screenshotOnFailure } from "../support/expect.js";
import { addProgramDay, card, openOwnProgramLog, programRow } from "../support/workout-log.js";
import { field } from "../support/screen.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "Core Day";
const DAY = new Date("2026-05-04T15:00:00Z");

const row = (exerciseOrder: number, exerciseName: string, sets: string, reps: string) =>
  programRow(exerciseOrder, exerciseName, { sets, reps });

describe("kinds of exercise on the card", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const programData = [row(1, "Plank", "1", "60"), row(2, "Weighted Pull-Up", "2", "5")];
    ({ context, page, errors } = await lifterOnPhone(suite, async (c) => {
      await c.clock.install({ time: DAY });
      await addProgramDay(c.request, PROGRAM, programData);
    }));
  });

  it("times a 60 s plank and logs a pull-up at +25 lb and assisted at -40 lb; the finish screen agrees", async () => {
    screenshotOnFailure(() => page, "exercise-kinds-log");
    await openOwnProgramLog(page, PROGRAM);

    const plank = card(page, "Plank");
    // A hold is seconds, not reps, and has no quick row of reps and weight.
    await expect(field(plank, "Set 1 seconds").getAttribute("placeholder")).resolves.toBe("60");
    await expect(plank.getByText("Or the whole exercise in one entry:").count()).resolves.toBe(0);
    await plank.getByRole("button", { name: "Time", exact: true }).click();
    await plank.getByText("Get ready: 3", { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("plank-get-ready-375.png") });
    await context.clock.fastForward(4_000);
    await plank.getByText(/^Hold: \d+ s of 60 s$/).waitFor();
    await page.screenshot({ path: artifactPath("plank-holding-375.png") });
    await context.clock.fastForward(60_000);
    // At the end the seconds held are in the field, for the lifter to save.
    await plank.getByRole("button", { name: "Time", exact: true }).waitFor();
    await expect(field(plank, "Set 1 seconds").inputValue()).resolves.toBe("60");
    await plank.getByRole("button", { name: "Save set 1", exact: true }).click();
    await plank
      .getByRole("button", { name: "Set 1 saved", exact: true })
      .or(page.getByText("Plank has been completed!"))
      .first()
      .waitFor();

    const pullUp = card(page, "Weighted Pull-Up");
    await pullUp.getByText("Added (lbs)", { exact: true }).waitFor();
    await field(pullUp, "Set 1 reps").fill("5");
    await field(pullUp, "Set 1 added (lbs)").fill("25");
    await pullUp.getByRole("button", { name: "Save set 1", exact: true }).click();
    await pullUp.getByRole("button", { name: "Set 1 saved", exact: true }).waitFor();
    // The switch's two sides are thumb targets.
    const sides = pullUp.getByRole("radiogroup", { name: "Load on the body" }).locator("label");
    for (const height of await sides.evaluateAll((all) => all.map((l) => l.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThanOrEqual(44);
    }
    await pullUp.getByText("Assisted", { exact: true }).click();
    // The saved set says its own way, whichever way the switch now points.
    await pullUp.getByText("Saved +25 lb × 5 · Last time: —", { exact: true }).waitFor();
    await pullUp.getByText("Set 1: 5 reps · +25 lb", { exact: true }).waitFor();
    await field(pullUp, "Set 2 reps").fill("8");
    await field(pullUp, "Set 2 assist (lbs)").fill("40");
    await pullUp.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath("pull-up-assisted-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await pullUp.getByRole("button", { name: "Save set 2", exact: true }).click();

    const finish = page.getByRole("region", { name: "Workout complete" });
    await finish.waitFor();
    await finish.getByText("Sets", { exact: true }).waitFor();
    await expect(finish.getByText("3", { exact: true }).count()).resolves.toBe(1);
    // No volume is made up from a belt's 25 lb or an assist.
    await finish.getByText("0 lbs", { exact: true }).waitFor();
    // The done part says each set as it was logged: no "0 lbs" plank, no "25 lbs" pull-up.
    // The lifter puts the phone down: the card they were in leaves for the done part (decision 0046).
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    const doneToday = page.getByRole("list", { name: "Done today" });
    for (const text of ["Set 1: 60 s", "Set 1: 5 reps · +25 lb", "Set 2: 8 reps · -40 lb"])
      await doneToday.getByText(text, { exact: true }).waitFor();
    await finish.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("kinds-finish-375.png") });
    expect(errors).toEqual([]);
  });

  it("History and the sets CSV say the same sets: 60 s, +25 lb × 5, -40 lb × 8", async () => {
    screenshotOnFailure(() => page, "exercise-kinds-history");
    await page.goto("/history");
    const session = page.getByRole("article").first();
    await session.getByText("3 sets", { exact: true }).waitFor();
    const figures = ["60 s · no RPE", "5 reps · no RPE · +25 lb", "8 reps · no RPE · -40 lb"];
    for (const text of figures) await session.getByText(text, { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("kinds-history-375.png"), fullPage: true });
    expect(await lowContrastTexts(page)).toEqual([]);

    const csv = await page.request.get("/api/export/sets");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note",
    );
    expect(lines.slice(1).map((line) => line.split(",").slice(5))).toEqual([
      ["Plank", "1", "1", "", "0", "60", "timed", "done", "0", "lb", "false", "", ""],
      ["Weighted Pull-Up", "1", "5", "", "25", "", "bodyweight_load", "done", "25", "lb", "false", "", ""],
      ["Weighted Pull-Up", "2", "8", "", "-40", "", "bodyweight_load", "done", "-40", "lb", "false", "", ""],
    ]);
    expect(errors).toEqual([]);
  });
});
