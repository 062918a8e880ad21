// Training end to end on a phone: add a ready-made program on the Programs screen, log day 1 (one
// exercise through Advanced Entry), check Previous Weights, come back a day later for day 2, choose
// the program's last day with the pickers, and see the 204 path once the program is finished.
// A saved exercise says so on its card, which leaves the list once the lifter has moved on: the
// field the lifter tapped next must stay under the thumb, and no blank may hold its place.
// The browser clock is moved with Playwright's clock; the browser runs in New York so that the
// log's local date differs from the UTC date.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, expectPath, screenshotOnFailure } from "../support/expect.js";
import { TEST_PASSWORD, uniqueEmail } from "../support/users.js";
import { card } from "../support/workout-log.js";
import { expectToast, field } from "../support/screen.js";
import { pageOf, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "Powerlifting Peaking Block";
const TIME_ZONE = "America/New_York";
// 21:00 in New York on 2 March is already 3 March in UTC: the log must send the local date.
const DAY_ONE = new Date("2026-03-03T02:00:00Z");
const DAY_ONE_LOCAL = "2026-03-02";
const DAY_TWO = new Date("2026-03-04T14:00:00Z");
const LATER = new Date("2026-03-06T14:00:00Z");

const ONE_REP_MAXES = { deadlift1RM: 405, squat1RM: 315, bench1RM: 225, overheadPress1RM: 135 };
/** %1RM × 1RM rounded down to 5 lb, written independently of the app. */
const suggested = (percent: number, oneRepMax: number) => Math.floor((percent * oneRepMax) / 100 / 5) * 5;

const DAY_ONE_EXERCISES = [
  "Back Squat",
  "Barbell Bench Press",
  "Bulgarian Split Squat",
  "Chest-Supported Row",
  "Dumbbell Lateral Raise",
  "Hanging Leg Raise",
];
const LAST_DAY_EXERCISES = ["Back Squat", "Barbell Bench Press", "Deadlift"];

async function expectDayShown(page: Page, phase: number, week: number, day: number): Promise<void> {
  await page.getByText(`Phase ${phase} · Week ${week} · Day ${day}`, { exact: true }).waitFor({ state: "visible" });
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Lets a dialog's opening transition finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

async function closeDialog(page: Page, closeLabel: string): Promise<void> {
  await page.getByRole("button", { name: closeLabel }).click();
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/**
 * Types reps and RPE (and a weight, unless the prefilled one is kept) into `current`, then taps the
 * next card's Reps field as a thumb would: that blur saves `current`, whose card says so and leaves
 * the list as soon as that does not move the tapped field (near the top of the page it stays until
 * the lifter scrolls or puts the keyboard away). The tapped field must stay where it was on screen,
 * and a tap where the next card's RPE field was must land in it.
 */
async function saveByTappingNext(
  page: Page,
  current: string,
  next: string,
  values: { reps: number; rpe: number; weight?: number },
): Promise<void> {
  const from = card(page, current);
  const to = card(page, next);
  await field(from, "Reps").fill(String(values.reps));
  await field(from, "RPE").fill(String(values.rpe));
  if (values.weight !== undefined) await field(from, "Weight (lbs)").fill(String(values.weight));
  // The next card's bottom at the bottom of the screen, the card being saved above it.
  await to.evaluate((el) => el.scrollIntoView({ block: "end" }));
  const reps = field(to, "Reps");
  const rpe = field(to, "RPE");
  const before = await box(reps);
  const rpeBefore = await box(rpe);
  await reps.tap();
  await expectToast(page, `${current} has been completed!`);
  await eventually(async () => {
    const shown = await from.count();
    if (shown > 0) await from.getByText("Saved", { exact: true }).waitFor({ timeout: 500 });
  });
  const after = await box(reps);
  expect(Math.abs(after.y - before.y), `${next} Reps moved from y=${before.y} to y=${after.y}`).toBeLessThanOrEqual(5);
  await expect(isFocused(reps)).resolves.toBe(true);
  await page.touchscreen.tap(rpeBefore.x + rpeBefore.width / 2, rpeBefore.y + rpeBefore.height / 2);
  await eventually(async () => expect(isFocused(rpe)).resolves.toBe(true));
}

/** Types reps, RPE and weight, then leaves the weight field for nowhere: the log saves on that blur and the card leaves. */
async function logQuickly(page: Page, name: string, reps: number, rpe: number, weight: number): Promise<void> {
  const exercise = card(page, name);
  await field(exercise, "Reps").fill(String(reps));
  await field(exercise, "RPE").fill(String(rpe));
  await field(exercise, "Weight (lbs)").fill(String(weight));
  await field(exercise, "Weight (lbs)").blur();
  await expectToast(page, `${name} has been completed!`);
  await exercise.waitFor({ state: "detached" });
}

describe("training: programs and the workout log", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    context = await suite.phoneContext({ timezoneId: TIME_ZONE });
    await context.clock.setFixedTime(DAY_ONE);
    ({ page, errors } = await pageOf(context));
  });

  it("signs up, adds the program on the Programs screen and opens it", async () => {
    screenshotOnFailure(() => page, "training-programs");
    await page.goto("/create-user");
    await page.getByLabel("E-mail").fill(uniqueEmail("trainee"));
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create User" }).click();
    await expectPath(page, "/");

    // The context's request shares the browser's session cookie.
    const info = await context.request.post("/api/add/user_info", {
      data: {
        firstName: "Test",
        lastName: "Lifter",
        gender: "male",
        weight: 180,
        heightFt: 5,
        heightIn: 10,
        age: 30,
        yearsLifting: 3,
        ...ONE_REP_MAXES,
      },
    });
    expect(info.status(), await info.text()).toBeLessThan(300);

    await page.goto("/routine_Selection");
    await page.getByText("No personal programs yet.").waitFor();
    await expect(page.getByRole("button", { name: "Add Program" }).count()).resolves.toBe(0);
    await choose(page, "Select Routine:", PROGRAM);
    await page.getByRole("button", { name: "Add Program" }).click();
    await expectToast(page, `${PROGRAM} was added to your programs.`);
    const programLink = page.getByRole("link", { name: PROGRAM, exact: true });
    await programLink.waitFor();
    // Adding it again says so instead of claiming it was added.
    await page.getByRole("button", { name: "Add Program" }).click();
    await expectToast(page, `${PROGRAM} is already in your programs.`);
    await expect(page.getByRole("link", { name: "Add Program" }).getAttribute("href")).resolves.toBe("/add-program");
    await page.screenshot({ path: artifactPath("programs-375.png"), fullPage: true });

    await programLink.click();
    await expectPath(page, `/exercises/${encodeURIComponent(PROGRAM)}`);
    await expectDayShown(page, 1, 1, 1);
  });

  it("shows day 1 with the suggested weights in the empty fields, the facts and the notes", async () => {
    screenshotOnFailure(() => page, "training-day-one");
    const squat = card(page, "Back Squat");
    const squatWeight = suggested(67.5, ONE_REP_MAXES.squat1RM);
    await squat.getByText(`Suggested: ${squatWeight} lbs`).waitFor();
    const bench = card(page, "Barbell Bench Press");
    await bench.getByText(`Suggested: ${suggested(60, ONE_REP_MAXES.bench1RM)} lbs`).waitFor();
    // The suggestion shows in the empty weight field, never as a value the lifter did not type
    // (decision 0046); reps and RPE are empty.
    await expect(field(squat, "Weight (lbs)").inputValue()).resolves.toBe("");
    await expect(field(squat, "Weight (lbs)").getAttribute("placeholder")).resolves.toBe(String(squatWeight));
    await expect(field(bench, "Weight (lbs)").getAttribute("placeholder")).resolves.toBe(
      String(suggested(60, ONE_REP_MAXES.bench1RM)),
    );
    await expect(field(squat, "Reps").inputValue()).resolves.toBe("");
    await expect(field(squat, "RPE").inputValue()).resolves.toBe("");
    await expect(field(card(page, "Hanging Leg Raise"), "Weight (lbs)").inputValue()).resolves.toBe("");
    for (const fact of ["Warm-up sets: 4", "Sets: 4", "Reps: 8", "RPE: 6-7", "%1RM: 67.5%", "Rest: 3-5 min"]) {
      await squat.getByText(fact, { exact: true }).waitFor();
    }
    for (const name of DAY_ONE_EXERCISES) await card(page, name).waitFor();
    // An accessory has no %1RM and no history: no suggestion.
    await expect(
      card(page, "Hanging Leg Raise")
        .getByText(/^Suggested:/)
        .count(),
    ).resolves.toBe(0);
    // Thumb-sized targets: 44 px at least.
    const targets = [
      squat.getByRole("button", { name: "Notes" }),
      squat.getByRole("button", { name: "Adv. Entry" }),
      squat.getByRole("button", { name: "Prev. Weights" }),
      field(squat, "Reps"),
      field(squat, "RPE"),
      field(squat, "Weight (lbs)"),
    ];
    for (const target of targets) expect((await box(target)).height).toBeGreaterThanOrEqual(44);
    await page.getByRole("alert").first().waitFor({ state: "detached" });
    await page.screenshot({ path: artifactPath("workout-log-375.png"), fullPage: true });

    await squat.getByRole("button", { name: "Notes" }).click();
    const notes = page.getByRole("dialog", { name: "Back Squat" });
    const link = notes.getByRole("link");
    await link.waitFor();
    await expect(link.getAttribute("target")).resolves.toBe("_blank");
    await expect(link.getAttribute("href")).resolves.toMatch(/^https?:\/\//);
    await closeDialog(page, "Close notes");
  });

  it("logs every exercise of day 1, one through Advanced Entry, with a toast for each", async () => {
    screenshotOnFailure(() => page, "training-log-day-one");
    // Two of three values (no suggested weight here) and a blur: nothing is sent, it stays pending.
    const legRaise = card(page, "Hanging Leg Raise");
    await field(legRaise, "Reps").fill("12");
    await field(legRaise, "RPE").fill("8");
    await field(legRaise, "RPE").blur();
    await page.waitForTimeout(300);
    await expect(page.getByRole("alert").filter({ hasText: "has been completed!" }).count()).resolves.toBe(0);

    await card(page, "Back Squat").getByRole("button", { name: "Adv. Entry" }).click();
    const advanced = page.getByRole("dialog", { name: "Advanced Entry" });
    await advanced.waitFor();
    // One order wherever an entry is typed: a set lists reps, RPE and weight as the card's quick row does.
    const labels = await advanced
      .getByRole("group", { name: "Set 1" })
      .getByRole("textbox")
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ""));
    expect(labels).toEqual(["Reps", "RPE", "Weight (lbs)"]);
    for (let set = 1; set <= 4; set++) {
      const block = advanced.getByRole("group", { name: `Set ${set}` });
      await field(block, "Reps").fill("8");
      await field(block, "RPE").fill(set === 1 ? "11" : String(6 + set * 0.5));
      await field(block, "Weight (lbs)").fill(String(200 + set * 5));
    }
    // An out-of-range RPE is named as such, not as a missing value.
    await advanced.getByRole("button", { name: "Submit" }).click();
    await advanced.getByRole("alert").filter({ hasText: "Set 1: RPE must be at most 10." }).waitFor();
    await field(advanced.getByRole("group", { name: "Set 1" }), "RPE").fill("6.5");
    await settle(page);
    await page.screenshot({ path: artifactPath("advanced-entry-375.png") });
    await advanced.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Back Squat has been completed!");
    // The lifter is back on the card (Adv. Entry has focus again): it stays, saved, until they move on.
    await card(page, "Back Squat").getByText("Saved", { exact: true }).waitFor();

    // The suggested weight shows in the empty field and is never saved unconfirmed (decision
    // 0046): reps, RPE and weight typed, the blur of the last saves the entry (docs/product.md
    // section 5), and the card stays while the lifter is in it.
    const bench = card(page, "Barbell Bench Press");
    await expect(field(bench, "Weight (lbs)").inputValue()).resolves.toBe("");
    await expect(field(bench, "Weight (lbs)").getAttribute("placeholder")).resolves.toBe("135");
    await field(bench, "Reps").fill("10");
    await field(bench, "RPE").fill("7");
    await field(bench, "RPE").blur();
    await page.waitForTimeout(300);
    await expect(page.getByRole("alert").filter({ hasText: "Bench Press has been completed!" }).count()).resolves.toBe(
      0,
    );
    await field(bench, "Weight (lbs)").fill("135");
    await field(bench, "Reps").tap();
    await expectToast(page, "Barbell Bench Press has been completed!");
    await bench.getByText("Saved", { exact: true }).waitFor();
    await expect(isFocused(field(bench, "Reps"))).resolves.toBe(true);
    // Checking last time's numbers: the dialog opens and the card stays until the lifter moves on.
    await bench.getByRole("button", { name: "Prev. Weights" }).tap();
    await page.getByRole("dialog", { name: "Advanced Weight Retrieval" }).waitFor();
    await closeDialog(page, "Close previous weights");
    await page.waitForTimeout(600);
    await expect(bench.count()).resolves.toBe(1);
    // Moving on to the next card: the saved one leaves once that moves nothing under the thumb.
    const splitReps = field(card(page, "Bulgarian Split Squat"), "Reps");
    await card(page, "Bulgarian Split Squat").evaluate((el) => el.scrollIntoView({ block: "end" }));
    const before = await box(splitReps);
    await splitReps.tap();
    await page.waitForTimeout(300);
    expect(Math.abs((await box(splitReps)).y - before.y)).toBeLessThanOrEqual(5);
    await saveByTappingNext(page, "Bulgarian Split Squat", "Chest-Supported Row", { reps: 10, rpe: 8, weight: 50 });
    await page.screenshot({ path: artifactPath("workout-log-after-save-375.png") });
    // No blank ever holds a saved card's place.
    await expect(page.locator("[data-steady-spacer]").count()).resolves.toBe(0);
    // Further down the page, where scrolling alone keeps the field still.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await saveByTappingNext(page, "Chest-Supported Row", "Dumbbell Lateral Raise", { reps: 10, rpe: 8, weight: 70 });
    await logQuickly(page, "Dumbbell Lateral Raise", 15, 8.5, 20);
    await logQuickly(page, "Hanging Leg Raise", 12, 8, 0);
    await expectToast(page, "All exercises have been completed for the day!");
  });

  it("restores the whole day on verify and lists the logged numbers in Prev. Weights", async () => {
    screenshotOnFailure(() => page, "training-previous-weights");
    await page.getByRole("button", { name: "Want to verify your submission? Click here." }).click();
    for (const name of DAY_ONE_EXERCISES) await card(page, name).waitFor();
    const bench = card(page, "Barbell Bench Press");
    await expect(field(bench, "Weight (lbs)").inputValue()).resolves.toBe("135");
    await page.getByRole("button", { name: "Submit" }).waitFor();
    // At 375 px the header wraps: the Saved badge and Notes are whole, inside the card.
    for (const name of DAY_ONE_EXERCISES) {
      const clipped = await card(page, name).evaluate((article) => {
        const edge = article.getBoundingClientRect().right;
        return Array.from(article.querySelectorAll("h2, button, .mantine-Badge-root, .mantine-Badge-label"))
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > edge)
          .map((el) => el.textContent);
      });
      expect(clipped, name).toEqual([]);
    }
    await page.screenshot({ path: artifactPath("workout-log-verify-375.png"), fullPage: true });

    await bench.getByRole("button", { name: "Prev. Weights" }).click();
    const history = page.getByRole("dialog", { name: "Advanced Weight Retrieval" });
    const row = history.getByRole("row").filter({ hasText: "135 lbs" });
    await row.waitFor();
    await expect(row.getByRole("cell").allInnerTexts()).resolves.toEqual(["All", "10", "7", "135 lbs"]);
    // Each session is named by its date and program.
    await history.getByRole("table", { name: `${DAY_ONE_LOCAL} · ${PROGRAM}` }).waitFor();
    await closeDialog(page, "Close previous weights");

    await card(page, "Back Squat").getByRole("button", { name: "Prev. Weights" }).click();
    await eventually(async () => {
      const weights = await history.getByRole("cell").filter({ hasText: / lbs$/ }).allInnerTexts();
      expect(weights.sort()).toEqual(["205 lbs", "210 lbs", "215 lbs", "220 lbs"]);
    });
    await history.getByRole("row").filter({ hasText: "220 lbs" }).getByText("8", { exact: true }).first().waitFor();
    await settle(page);
    await page.screenshot({ path: artifactPath("previous-weights-375.png") });
    await closeDialog(page, "Close previous weights");

    // Submitting the verified day sends no new entry for numbers already saved: Back Squat, logged
    // through Adv. Entry, keeps exactly its four sets.
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Exercises have been submitted successfully!");
    await card(page, "Back Squat").getByRole("button", { name: "Prev. Weights" }).click();
    await settle(page);
    await expect(history.getByRole("cell").filter({ hasText: / lbs$/ }).count()).resolves.toBe(4);
    await expect(history.getByRole("cell", { name: "All", exact: true }).count()).resolves.toBe(0);
    await closeDialog(page, "Close previous weights");
  });

  it("opens on day 2 on a later date", async () => {
    screenshotOnFailure(() => page, "training-day-two");
    await context.clock.setFixedTime(DAY_TWO);
    await page.reload();
    await expectDayShown(page, 1, 1, 2);
    const deadlift = card(page, "Deadlift");
    await deadlift.getByText(`Suggested: ${suggested(70, ONE_REP_MAXES.deadlift1RM)} lbs`).waitFor();

    // Typed and not saved: kept across a reload (a draft for this day in sessionStorage).
    await field(deadlift, "Reps").fill("5");
    await field(deadlift, "Weight (lbs)").fill("285");
    await page.reload();
    await expectDayShown(page, 1, 1, 2);
    await eventually(async () => expect(field(deadlift, "Reps").inputValue()).resolves.toBe("5"));
    await expect(field(deadlift, "Weight (lbs)").inputValue()).resolves.toBe("285");
    await expect(field(deadlift, "RPE").inputValue()).resolves.toBe("");
  });

  it("logs the program's last day chosen with the pickers, submits it, then answers 204 with the pickers", async () => {
    screenshotOnFailure(() => page, "training-last-day");
    await page.getByRole("button", { name: "Want to do a different day? Click here." }).click();
    await choose(page, "Phase", "3");
    await choose(page, "Week", "3");
    await choose(page, "Day", "4");
    await expectDayShown(page, 3, 3, 4);
    for (const name of LAST_DAY_EXERCISES) await card(page, name).waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(LAST_DAY_EXERCISES.length);

    await logQuickly(page, "Back Squat", 1, 9, 300);
    await logQuickly(page, "Barbell Bench Press", 1, 9.5, 215);
    await logQuickly(page, "Deadlift", 1, 10, 395);
    await expectToast(page, "All exercises have been completed for the day!");

    // The final Submit sends every entered exercise again, without phase, week and day.
    await page.getByRole("button", { name: "Want to verify your submission? Click here." }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Exercises have been submitted successfully!");
    // The success flag clears after 3 s, and with it the entered data.
    await eventually(async () => expect(field(card(page, "Deadlift"), "Reps").inputValue()).resolves.toBe(""), {
      timeout: 6000,
    });
    await expect(field(card(page, "Deadlift"), "RPE").inputValue()).resolves.toBe("");

    await context.clock.setFixedTime(LATER);
    await page.reload();
    await expectToast(page, "Please choose a day");
    await page.getByText("No day is scheduled: you may have finished this program. Choose a day to log.").waitFor();
    await page.screenshot({ path: artifactPath("workout-log-no-day-375.png") });
    await page.getByRole("combobox", { name: "Phase", exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Week", exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Day", exact: true }).waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("says so for an unknown program, with a way back and no pickers", async () => {
    screenshotOnFailure(() => page, "training-unknown-program");
    await page.goto(`/exercises/${encodeURIComponent("No Such Program")}`);
    await page.getByText("No program named No Such Program.", { exact: true }).waitFor();
    const back = page.getByRole("link", { name: "Back to your programs" });
    await expect(back.getAttribute("href")).resolves.toBe("/routine_Selection");
    await page.screenshot({ path: artifactPath("unknown-program-375.png") });
    await expect(page.getByRole("combobox", { name: "Phase", exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Want to do a different day? Click here." }).count()).resolves.toBe(
      0,
    );
    expect(errors).toEqual([]);
  });

  it("forgets a lifter's unsaved numbers when they log out, so the next account on the phone starts clean", async () => {
    screenshotOnFailure(() => page, "training-drafts-per-account");
    await context.clock.setFixedTime(DAY_ONE);
    await page.goto(`/exercises/${encodeURIComponent("Beginner Linear Progression 3-Day")}`);
    const first = page.getByRole("article").first();
    await field(first, "Reps").fill("7");
    await page.reload();
    await expect(field(page.getByRole("article").first(), "Reps").inputValue()).resolves.toBe("7");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Log Out" }).click();
    await expectPath(page, "/");
    await page.goto("/create-user");
    await page.getByLabel("E-mail").fill(uniqueEmail("next-lifter"));
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create User" }).click();
    await expectPath(page, "/");
    await page.goto(`/exercises/${encodeURIComponent("Beginner Linear Progression 3-Day")}`);
    await expect(field(page.getByRole("article").first(), "Reps").inputValue()).resolves.toBe("");
    expect(errors).toEqual([]);
  });
});
