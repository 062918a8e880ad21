// A kg lifter on a phone (issue 22, decisions 0063, 0081, 0088): User Info in kilograms, a day of
// the workout log with kg plates and a 5 kg progression, History and its 1RM chart, a builder row,
// an empty workout, a cut with its forecast, and a coach dialog, whose reason, answered in pounds
// before the lifter chose kg, reads in kg. No screen on the way says "lb" or "lbs" but of the one
// exercise the lifter gave pounds; the calls underneath carry pounds.
import { readFile } from "node:fs/promises";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { LIFTER_INFO, cutTwoWeeksAtTarget, getJson, latestMonday, lifterPage, postJson } from "../support/coach.js";
import { eventually, expectPath, screenshotOnFailure } from "../support/expect.js";
import { TEST_PASSWORD, uniqueEmail } from "../support/users.js";
import { field } from "../support/screen.js";
import { pageOf, useAppAndBrowser } from "../support/suite.js";
import { BEGINNER, BEGINNER_DAY_ONE, finishEarly, logBeginnerDayOne } from "../support/workout-log.js";

const PROGRAM = BEGINNER;
const DAY_ONE = BEGINNER_DAY_ONE;
const TODAY = new Date("2026-03-04T14:00:00Z");
const enc = encodeURIComponent;
const MONDAY = latestMonday();
const combobox = (scope: Page | Locator, label: string) => scope.getByRole("combobox", { name: label, exact: true });

/** Every pound word a lifter could read on the page (select options included). */
async function poundWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const options = [...document.querySelectorAll("option")].map((o) => o.textContent ?? "");
    const labels = [...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label") ?? "");
    // biome-ignore lint/performance/useDomNodeTextContent: what a person reads, not hidden nodes' text.
    return [document.body.innerText, ...options, ...labels].join("\n");
  });
  return text.split("\n").filter((line) => /\blbs?\b/i.test(line));
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: artifactPath(`${name}-375.png`), fullPage: true });
  // What the phone's screen shows, for a person to look at.
  await page.screenshot({ path: artifactPath(`${name}-375-screen.png`) });
}

describe("a kg lifter: User Info, the workout log, History and the coach", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    context = await suite.phoneContext({ timezoneId: "UTC" });
    await context.clock.setFixedTime(TODAY);
    ({ page, errors } = await pageOf(context));
  });

  it("creates a user, chooses kilograms on User Info and gets kg bar and plates", async () => {
    screenshotOnFailure(() => page, "kg-user-info");
    await page.goto("/create-user");
    await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("kg"));
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    const registered = page.waitForResponse((r) => r.url().endsWith("/api/auth/register"));
    await page.getByRole("button", { name: "Create User" }).click();
    expect((await registered).status()).toBe(201);
    await expectPath(page, "/");
    await page.goto("/user-info");
    await page.getByRole("heading", { level: 1, name: "User Info" }).waitFor();
    await page.getByLabel("Units", { exact: true }).selectOption("kg");
    await field(page, "First name").fill("Ana");
    await field(page, "Last name").fill("Kowalska");
    await page.getByLabel("Gender", { exact: true }).selectOption("female");
    await field(page, "Weight (kg)").fill("80");
    // Height in cm for a kg lifter (decision 0071): no feet or inches asked.
    await expect(page.getByLabel("Feet", { exact: true }).count()).resolves.toBe(0);
    await field(page, "Height (cm)").fill("170.5");
    await field(page, "Age (years)").fill("31");
    await field(page, "Years lifting").fill("2");
    await field(page, "Squat 1RM (kg)").fill("140");
    // The bar and plates section below shows the pound set until the unit is saved; the form, none.
    expect(await poundWords(page).then((lines) => lines.filter((l) => !/ lb( |$)|^\d+(\.\d+)? lb$/.test(l)))).toEqual(
      [],
    );
    await shot(page, "kg-user-info");
    await page.getByRole("button", { name: "Submit" }).click();
    await expectPath(page, "/routine_Selection");

    const me = await getJson<{ user: { weightUnit: string } }>(context, "/api/auth/me");
    expect(me.user.weightUnit).toBe("kg");
    const profile = await getJson<{ data: { weight: number; unit: string } }>(context, "/api/query/profile");
    // 80 kg typed, 176.4 lb sent (User Info's weight takes one decimal), 80 kg shown again; 170.5 cm
    // kept as typed beside the product's 5 ft 7 in.
    expect(profile.data).toMatchObject({ unit: "kg", weight: 176.4, height_cm: 170.5, height_ft: 5, height_in: 7 });
    await page.goto("/user-info");
    const equipment = page.getByRole("region", { name: "Bar and plates" });
    await equipment.getByRole("checkbox", { name: "1.25 kg", exact: true }).waitFor({ state: "attached" });
    expect(await equipment.getByLabel("Bar", { exact: true }).inputValue()).toBe("20");
    expect(await equipment.getByRole("checkbox", { name: "1.25 kg", exact: true }).isChecked()).toBe(true);
    expect(await equipment.getByRole("checkbox", { name: "0.5 kg", exact: true }).isChecked()).toBe(false);
    expect(await field(page, "Weight (kg)").inputValue()).toBe("80");
    expect(await field(page, "Height (cm)").inputValue()).toBe("170.5");
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-user-info-saved");
    await page.goto("/profile");
    await page.getByText("80 kg", { exact: true }).waitFor();
    await page.getByText("140 kg", { exact: true }).waitFor();
    await page.getByText("170.5 cm", { exact: true }).waitFor();
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-profile");
  });

  it("logs 105 kg after 100 kg: a 5 kg step, kg plates, and no pound on the card", async () => {
    screenshotOnFailure(() => page, "kg-workout");
    // 100 kg on day 1's squat (220.46 lb on the wire), 20 kg on the rest.
    await logBeginnerDayOne(context, (exercise) => (exercise === "Back Squat" ? 220.46 : 44.09));
    await page.goto(`/exercises/${enc(PROGRAM)}`);
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    const squat = page.getByRole("article", { name: "Back Squat", exact: true });
    await squat.getByText("Suggested: 105 kg", { exact: true }).waitFor();
    await squat.getByText("25 + 15 + 2.5 a side on a 20 kg bar", { exact: false }).waitFor();
    // The quick row and each set line offer the suggestion in kg.
    expect(await field(squat, "Weight (kg)").getAttribute("placeholder")).toBe("105");
    expect(await field(squat, "Set 1 weight (kg)").getAttribute("placeholder")).toBe("105");
    await squat.getByText("Last time: 100 × 5 @ 8", { exact: false }).first().waitFor();
    await shot(page, "kg-workout-card");
    expect(await poundWords(page)).toEqual([]);
    await field(squat, "Reps").fill("5");
    await field(squat, "RPE").fill("8");
    await field(squat, "Weight (kg)").fill("105");
    await field(squat, "Weight (kg)").blur();
    await page.getByRole("alert").filter({ hasText: "Back Squat has been completed!" }).first().waitFor();
    const today = await getJson<{ data: { exercise_name: string; logged: { weight: number } | null }[] }>(
      context,
      `/api/query/exercises/${enc(PROGRAM)}/1/1/2`,
    );
    expect(today.data.find((r) => r.exercise_name === "Back Squat")?.logged?.weight).toBe(231.49);
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-workout-logged");
    // The finish screen: the volume and the squat's records in kg.
    const finish = await finishEarly(page);
    await finish
      .getByText(/^[\d,.]+ kg$/)
      .first()
      .waitFor();
    await finish.evaluate((el) => el.scrollIntoView({ block: "start" }));
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-workout-finish");
  });

  it("shows History and the estimated 1RM in kg", async () => {
    screenshotOnFailure(() => page, "kg-history");
    await page.goto("/history");
    await page.getByRole("heading", { level: 1, name: "History" }).waitFor();
    await page.getByText("5 reps · RPE 8 · 105 kg", { exact: true }).waitFor();
    await page.getByText("5 reps · RPE 8 · 100 kg", { exact: true }).first().waitFor();
    const chart = page.getByRole("region", { name: "Estimated 1RM" });
    await chart.getByText("(from 5 × 105 kg @ RPE 8)", { exact: false }).waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-history");
    // Its correction, in kg: the set as typed, its limit in kg.
    await page
      .getByRole("button", { name: /^Edit Back Squat, / })
      .first()
      .click();
    const correction = page.getByRole("dialog", { name: /^Correct Back Squat/ });
    expect(await field(correction, "Weight (kg)").inputValue()).toMatch(/^10[05]$/);
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-history-correction");
    await page.keyboard.press("Escape");
    await correction.waitFor({ state: "detached" });
  });

  it("adds a builder row whose loads are kg, and saves the day without a pound", async () => {
    screenshotOnFailure(() => page, "kg-builder");
    await page.goto("/routine_Selection");
    await page.getByRole("link", { name: "Add Program" }).click();
    await expectPath(page, "/add-program");
    await page.getByRole("heading", { name: "Add Program", level: 1 }).waitFor();
    expect(await poundWords(page)).toEqual([]);
    await combobox(page, "Program Name").fill("Ana's Block");
    await combobox(page, "Program Name").blur();
    for (const [label, option] of [
      ["Phase", "1"],
      ["Week", "1"],
      ["Day", "1"],
    ] as const) {
      await combobox(page, label).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    }
    const row = page.getByRole("article", { name: "Exercise 1", exact: true });
    await combobox(row, "Exercise").click();
    await combobox(row, "Exercise").fill("Back S");
    await page.getByRole("option", { name: "Back Squat", exact: true }).click();
    // The row's loads on the log are the lifter's kg (decision 0081): said so, no pound in sight.
    const unit = combobox(row, "Unit on the log");
    await unit.waitFor();
    await eventually(async () => expect(await unit.inputValue()).toBe("kg"));
    await field(row, "Sets").fill("3");
    await field(row, "Reps").fill("5");
    await field(row, "%1RM").fill("75");
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-builder");
    await page.getByRole("button", { name: "Add Program Day" }).click();
    await page.getByRole("status").filter({ hasText: "saved to Ana's Block" }).waitFor();
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-builder-saved");
  });

  it("logs an empty workout in kg, and a cable stack the lifter gave pounds in pounds", async () => {
    screenshotOnFailure(() => page, "kg-empty-workout");
    await postJson(context, "/api/add/exercise_unit", { exercise_name: "Lat Pulldown", unit: "lb" });
    await page.goto("/empty-workout");
    await page.getByRole("heading", { level: 1, name: "Empty workout" }).waitFor();
    await page.getByLabel("Workout name").fill("Hotel gym");
    const picker = page.getByRole("dialog", { name: "Add exercise" });
    const add = async (name: string) => {
      await page.getByRole("button", { name: "Add exercise" }).click();
      await picker.getByLabel("Search exercises").fill(name);
      await picker.getByRole("button", { name: `Add ${name}`, exact: true }).click();
      await picker.waitFor({ state: "hidden" });
      return page.getByRole("region", { name, exact: true });
    };
    const squat = await add("Back Squat");
    await squat.getByText("Weight (kg)", { exact: true }).waitFor();
    await squat.getByLabel("Back Squat, set 1, reps").fill("5");
    await squat.getByLabel("Back Squat, set 1, weight").fill("100");
    expect(await poundWords(page)).toEqual([]);
    const pulldown = await add("Lat Pulldown");
    await pulldown.getByText("Weight (lbs)", { exact: true }).waitFor();
    await pulldown.getByLabel("Lat Pulldown, set 1, reps").fill("10");
    await pulldown.getByLabel("Lat Pulldown, set 1, weight").fill("120");
    // The only pound words: the pulldown's own.
    expect((await poundWords(page)).filter((l) => !l.includes("Lat Pulldown") && l !== "Weight (lbs)")).toEqual([]);
    await shot(page, "kg-empty-workout");

    const saved = page.waitForRequest((r) => r.url().endsWith("/api/workouts") && r.method() === "POST");
    await page.getByRole("button", { name: "Finish workout" }).click();
    // 100 kg is 220.46 lb on the wire; the pulldown's 120 lb as typed.
    const sent = (await saved).postDataJSON() as { exercises: { sets: { weight: number }[] }[] };
    expect(sent.exercises.map((e) => e.sets[0]?.weight)).toEqual([220.46, 120]);
    await page.waitForURL("**/history");
    const session = page.getByRole("article", { name: /Hotel gym$/ });
    await session.getByText("5 reps · no RPE · 100 kg", { exact: true }).waitFor();
    await session.getByText("10 reps · no RPE · 120 lbs", { exact: true }).waitFor();
    await session.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await shot(page, "kg-empty-workout-history");
  });

  it("starts a cut at a kg step, logs a day's weight and a missed day in kg", async () => {
    screenshotOnFailure(() => page, "kg-coach");
    await page.goto("/weightloss");
    await page.getByRole("radio", { name: /Lose weight/ }).click();
    await page.getByRole("combobox", { name: "Weekly weight loss", exact: true }).click();
    // kg steps (decision 0071), recommended by the same share of body weight: 80 kg loses 0.4-0.8 kg a week.
    const options = await page.getByRole("option").allTextContents();
    expect(options).toEqual(["0.25 kg/week", "0.5 kg/week (recommended)", "0.75 kg/week (recommended)", "1 kg/week"]);
    await page.getByRole("option", { name: "0.5 kg/week (recommended)" }).click();
    await page.getByText("Expected maximum loss: 6 kg over 12 weeks", { exact: true }).waitFor();
    // The model's forecast in kg, to 0.1 kg (decision 0081), not pounds turned into kg.
    await page.getByText(/the coach expects about \d+\.\d kg \(likely \d+\.\d to \d+\.\d\)\.$/).waitFor();
    // Started two days back: the day between is a missing day to add.
    await page.getByLabel("Start date", { exact: true }).fill(DAY_ONE);
    await page.getByRole("combobox", { name: "Activity level", exact: true }).click();
    await page.getByRole("option", { name: "Moderately Active" }).first().click();
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-goal");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectPath(page, "/step-recommender");
    const log = page.getByRole("form", { name: "Log today" });
    await field(log, "Steps walked").fill("9000");
    await field(log, "Calories consumed").fill("2300");
    await field(log, "Weight (kg)").fill("80.5");
    await log.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Successfully added steps and calories!", { exact: true }).waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    const days = await getJson<{ data: { weight: number }[] }>(context, "/api/query/coach_history/2026-03-04");
    // 80.5 kg is 177.47 lb on the wire.
    expect(days.data.at(-1)?.weight).toBe(177.47);
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-coach");

    // The missed-day form, in kg.
    await page.getByRole("button", { name: "Add Tue, Mar 3" }).click();
    const missed = page.getByRole("form", { name: "Add Day" });
    await field(missed, "Weight (kg)").fill("80.8");
    await field(missed, "Steps walked").fill("8000");
    await field(missed, "Calories consumed").fill("2200");
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-missed-day");
    await missed.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Missed day added successfully", { exact: true }).waitFor();
    const after = await getJson<{ data: { date: string; weight: number }[] }>(
      context,
      "/api/query/coach_history/2026-03-04",
    );
    // 80.8 kg at the missed day's one decimal: 178.1 lb, 80.8 kg back.
    expect(after.data.find((d) => d.date === "2026-03-03")?.weight).toBe(178.1);
    expect(await poundWords(page)).toEqual([]);
  });

  it("asks 'Maintenance Calories' of a kg cut behind plan in kg, never in pounds", async () => {
    // A second kg lifter two weeks into a cut on a Monday, eating at the target, the scale still.
    const coach = await lifterPage(suite, MONDAY);
    screenshotOnFailure(() => coach.page, "kg-coach-dialog");
    await postJson(coach.context, "/api/add/user_info", { ...LIFTER_INFO, unit: "kg" });
    await cutTwoWeeksAtTarget(coach.context, MONDAY, { weeklyWeightLoss: 0.25, unit: "kg", weightOn: () => 200 });
    await coach.page.goto("/step-recommender");
    const question = coach.page.getByRole("dialog", { name: "Maintenance Calories" });
    await question.waitFor();
    await question
      .getByText(/^Your trend weight is down [\d.]+ kg, but your logged days predicted [\d.]+ kg\./)
      .waitFor();
    expect(await poundWords(coach.page)).toEqual([]);
    await coach.page.screenshot({ path: artifactPath("kg-coach-dialog-375.png") });
    await question.getByRole("button", { name: "Decrease Calories" }).click();
    await question.waitFor({ state: "detached" });
    expect(await poundWords(coach.page)).toEqual([]);
  });

  it("words a 'Decrease Calories' reason answered in pounds in kg once the lifter chooses kg", async () => {
    // A pound lifter two weeks into a cut on a Monday, the scale still, answers the dialog in pounds.
    const coach = await lifterPage(suite, MONDAY);
    screenshotOnFailure(() => coach.page, "kg-kept-reason");
    await cutTwoWeeksAtTarget(coach.context, MONDAY, { weeklyWeightLoss: 1, weightOn: (i) => 200 - i * 0.05 });
    await coach.page.goto("/step-recommender");
    const question = coach.page.getByRole("dialog", { name: "Maintenance Calories" });
    await question.getByRole("button", { name: "Decrease Calories" }).click();
    await question.waitFor({ state: "detached" });
    await coach.page.getByText(/because your trend is \d+\.\d\d lb down since/).waitFor();

    await postJson(coach.context, "/api/add/user_info", { ...LIFTER_INFO, unit: "kg" });
    await coach.page.reload();
    await coach.page.getByText(/because your trend is \d+\.\d\d kg down since/).waitFor();
    expect(await poundWords(coach.page)).toEqual([]);
    await shot(coach.page, "kg-kept-reason");
  });

  it("exports everything with the unit named beside the bar and plates, and the CSV in kg", async () => {
    screenshotOnFailure(() => page, "kg-export");
    await page.goto("/account");
    await page.getByText("the JSON names your unit, kg", { exact: false }).waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export everything (JSON)" }).click();
    const path = await (await download).path();
    const exported = JSON.parse(await readFile(path, "utf8"));
    expect(exported.account.equipment).toEqual({ unit: "kg", bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] });
    expect(exported.userInfo.heightCm).toBe(170.5);
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export sets (CSV)" }).click();
    const lines = (await readFile(await (await csvDownload).path(), "utf8")).trim().split(/\r?\n/);
    const header = lines[0]?.split(",") ?? [];
    const [weight, unit] = [header.indexOf("weight"), header.indexOf("unit")];
    expect(unit).toBe(weight + 1);
    const squats = lines
      .filter((line) => line.includes("Back Squat"))
      .map((line) => line.split(",").slice(weight, unit + 1));
    // As typed: 100 kg then 105 kg, never 99.99 or 105.01.
    expect(squats).toContainEqual(["100", "kg"]);
    expect(squats).toContainEqual(["105", "kg"]);
    expect(await poundWords(page)).toEqual([]);
    await shot(page, "kg-your-data");
    expect(errors).toEqual([]);
  });
});
