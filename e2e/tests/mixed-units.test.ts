// A mixed-unit gym on a phone (issue 22, decision 0081): a kg lifter whose squat rack is loaded in
// pounds. Adv. Entry gives the squat its own unit; its card then suggests, loads and takes pounds
// on pound plates, the set comes back as typed on the card and in History, and the lifter's other
// exercises stay kg.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { LIFTER_INFO, getJson, postJson } from "../support/coach.js";
import { screenshotOnFailure } from "../support/expect.js";
import { field } from "../support/screen.js";
import { pageOf, useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";
import { BEGINNER, logBeginnerDayOne } from "../support/workout-log.js";

const PROGRAM = BEGINNER;
const TODAY = new Date("2026-03-04T14:00:00Z");
const enc = encodeURIComponent;

describe("a kg lifter's squat in pounds", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    context = await suite.phoneContext({ timezoneId: "UTC" });
    await context.clock.setFixedTime(TODAY);
    await signUpThroughApi(context);
    await postJson(context, "/api/add/user_info", { ...LIFTER_INFO, unit: "kg" });
    // 225 lb on the squat; 100 kg (220.46 lb on the wire) on the rest.
    await logBeginnerDayOne(context, (exercise) => (exercise === "Back Squat" ? 225 : 220.46));
    ({ page, errors } = await pageOf(context));
  });

  it("gives the squat pounds in Adv. Entry: its card suggests 235 lbs on pound plates, the rest stays kg", async () => {
    screenshotOnFailure(() => page, "mixed-units-card");
    await page.goto(`/exercises/${enc(PROGRAM)}`);
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    const squat = page.getByRole("article", { name: "Back Squat", exact: true });
    // In the lifter's kg first: 225 lb is 102.06 kg, plus 5 kg, rounded down to 105 kg.
    await squat.getByText("Suggested: 105 kg", { exact: true }).waitFor();

    await squat.getByRole("button", { name: "Adv. Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Advanced Entry" });
    const choice = dialog.getByRole("radiogroup", { name: "Unit of Back Squat" });
    await choice.waitFor();
    await page.screenshot({ path: artifactPath("mixed-units-adv-entry-375.png") });
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/add/exercise_unit"));
    await choice.getByText("lbs", { exact: true }).click();
    expect((await saved).status()).toBe(200);
    // The dialog's fields follow the squat's unit once the day is read again.
    await field(dialog, "Weight (lbs)").first().waitFor();
    await page.screenshot({ path: artifactPath("mixed-units-adv-entry-lbs-375.png") });
    await dialog.getByRole("button", { name: "Close advanced entry" }).click();
    await dialog.waitFor({ state: "detached" });

    await squat.getByText("Suggested: 235 lbs", { exact: true }).waitFor();
    await squat.getByText("45 + 45 + 5 a side on a 45 lb bar", { exact: false }).waitFor();
    expect(await field(squat, "Weight (lbs)").getAttribute("placeholder")).toBe("235");
    expect(await field(squat, "Set 1 weight (lbs)").getAttribute("placeholder")).toBe("235");
    await squat.getByText("Last time: 225 × 5 @ 8", { exact: false }).first().waitFor();
    // Prev. Weights shows the squat's last session in its pounds, as typed.
    await squat.getByRole("button", { name: "Prev. Weights" }).click();
    const previous = page.getByRole("dialog", { name: "Advanced Weight Retrieval" });
    await previous.getByRole("cell", { name: "225 lbs", exact: true }).first().waitFor();
    await page.screenshot({ path: artifactPath("mixed-units-prev-weights-375.png") });
    await previous.getByRole("button", { name: "Close previous weights" }).click();
    await previous.waitFor({ state: "detached" });
    // The lifter's other lifts are still kg: 100 kg last time, in kg fields.
    const press = page.getByRole("article", { name: "Overhead Press", exact: true });
    await field(press, "Weight (kg)").waitFor();
    await page.screenshot({ path: artifactPath("mixed-units-card-375.png"), fullPage: true });
  });

  it("logs 235 lbs on the squat's card and shows it back as typed, in History too", async () => {
    screenshotOnFailure(() => page, "mixed-units-logged");
    const squat = page.getByRole("article", { name: "Back Squat", exact: true });
    await field(squat, "Reps").fill("5");
    await field(squat, "RPE").fill("8");
    await field(squat, "Weight (lbs)").fill("235");
    await field(squat, "Weight (lbs)").blur();
    await page.getByRole("alert").filter({ hasText: "Back Squat has been completed!" }).first().waitFor();
    const today = await getJson<{
      data: { exerciseId: string; exercise_name: string; logged: { weight: number } | null }[];
    }>(context, `/api/query/exercises/${enc(PROGRAM)}/1/1/2`);
    expect(today.data.find((r) => r.exercise_name === "Back Squat")?.logged?.weight).toBe(235);

    // A warm-up of the squat, 135 lb typed on its pound card: History says it in pounds too.
    await postJson(context, `/api/add/userWarmUpSet/${enc(PROGRAM)}`, {
      exerciseId: today.data.find((r) => r.exercise_name === "Back Squat")?.exerciseId,
      index: 0,
      reps: 10,
      weight: 135,
      date: "2026-03-04",
    });

    await page.goto("/history");
    await page.getByRole("heading", { level: 1, name: "History" }).waitFor();
    await page.getByText("W1 · warm-up · 10 reps · 135 lbs", { exact: true }).waitFor();
    await page.getByText("5 reps · RPE 8 · 235 lbs", { exact: true }).waitFor();
    await page.getByText("5 reps · RPE 8 · 225 lbs", { exact: true }).waitFor();
    // The squat's estimated 1RM in its pounds, from the set as typed.
    const chart = page.getByRole("region", { name: "Estimated 1RM" });
    await chart.getByText("(from 5 × 235 lbs @ RPE 8)", { exact: false }).waitFor();
    // A kg lift of the same day stays kg.
    await page.getByText("5 reps · RPE 8 · 100 kg", { exact: true }).first().waitFor();
    await page.screenshot({ path: artifactPath("mixed-units-history-375.png"), fullPage: true });
    expect(errors).toEqual([]);
  });

  it("says on the finish screen that the squat's pounds are counted in the kg volume converted", async () => {
    screenshotOnFailure(() => page, "mixed-units-finish");
    // Day 2 finished early: the squat's 235 lb sets are its volume, shown in the lifter's kg.
    await page.goto(`/exercises/${enc(PROGRAM)}`);
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Finish workout" }).click();
    await page.getByRole("group", { name: "Finish workout" }).getByRole("button", { name: "Finish workout" }).click();
    const finish = page.getByRole("region", { name: "Workout complete" });
    // 3 × 5 × 235 lb is 3,525 lb: 1,598.9 kg.
    await finish.getByText("1,598.9 kg", { exact: true }).waitFor();
    await finish.getByText("Volume in kg, with Back Squat converted from lbs.", { exact: true }).waitFor();
    await finish.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("mixed-units-finish-375.png") });
    expect(errors).toEqual([]);
  });
});
