// The workout log on the gym floor, at 375 px: what a lifter with a phone in one hand relies on.
// A quick entry typed with Tab is saved on the blur of its fields and says so on the card; a partly
// logged exercise stays pending with its saved sets; the final Submit leaves the cards coherent;
// a saved card never leaves a blank gap; one field order; Prev. Weights by session; readable text;
// toasts that cover nothing and stay on their screen; the hints around signing in.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SEEN_WITHIN_MS, artifactPath, newPhoneContext } from "../support/browser.js";
import { lowContrastTexts } from "../support/contrast.js";
import { eventually, expectPath, screenshotOnFailure, trackPageErrors } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";
import { card } from "../support/workout-log.js";
import { field } from "../support/screen.js";

const PROGRAM = "Powerlifting Peaking Block";
const OTHER_PROGRAM = "Beginner Linear Progression 3-Day";
const TIME_ZONE = "America/New_York";
// Noon in New York on 2 March 2026.
const TODAY = new Date("2026-03-02T17:00:00Z");
const TODAY_LOCAL = "2026-03-02";
const EARLIER_LOCAL = "2026-02-20";
const ONE_REP_MAXES = { deadlift1RM: 405, squat1RM: 315, bench1RM: 225, overheadPress1RM: 135 };
const LOG_PATH = `/exercises/${encodeURIComponent(PROGRAM)}`;

const toasts = (page: Page) => page.locator(".mantine-Notification-root");
const settle = (page: Page, ms = 400) => page.waitForTimeout(ms);

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await toasts(page).filter({ hasText: text }).first().waitFor({ state: "visible", timeout: 10_000 });
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The bodies of the quick entry's saves, as sent. */
function recordSaves(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/add/addUserExerciseData/")) {
      bodies.push(JSON.parse(request.postData() ?? "{}"));
    }
  });
  return bodies;
}

/**
 * The largest empty vertical band inside the log (between the page's top and the last card): a
 * blank that holds a place where a card was. Measured on the elements themselves, not the pixels.
 */
function largestBlank(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    if (!main) return 0;
    const tops: Array<[number, number]> = [];
    for (const el of Array.from(main.querySelectorAll("h1, h2, article, li, button, a, [aria-live]"))) {
      const r = el.getBoundingClientRect();
      if (r.height > 0) tops.push([r.top, r.bottom]);
    }
    tops.sort((a, b) => a[0] - b[0]);
    let blank = 0;
    let reached = tops[0]?.[1] ?? 0;
    for (const [top, bottom] of tops) {
      blank = Math.max(blank, top - reached);
      reached = Math.max(reached, bottom);
    }
    return blank;
  });
}

/** Each session of Prev. Weights: its caption, then its rows' cells. */
function sessionsOf(dialog: Locator): Promise<Array<{ caption: string; rows: string[][] }>> {
  return dialog.getByRole("table").evaluateAll((tables) =>
    tables.map((table) => ({
      caption: (table as HTMLTableElement).caption?.textContent?.trim() ?? "",
      rows: Array.from((table as HTMLTableElement).tBodies[0]?.rows ?? []).map((row) =>
        Array.from(row.cells).map((cell) => cell.textContent?.trim() ?? ""),
      ),
    })),
  );
}

describe("the gym floor: the workout log at 375 px", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];
  let saves: Array<Record<string, unknown>>;

  beforeAll(async () => {
    context = suite.track(await newPhoneContext(suite.browser, suite.server.baseURL, { timezoneId: TIME_ZONE }));
    await context.clock.setFixedTime(TODAY);
    await signUpThroughApi(context);
    const info = await context.request.post("/api/add/user_info", {
      data: {
        firstName: "Floor",
        lastName: "Lifter",
        gender: "female",
        weight: 150,
        heightFt: 5,
        heightIn: 6,
        age: 29,
        yearsLifting: 4,
        ...ONE_REP_MAXES,
      },
    });
    expect(info.status(), await info.text()).toBeLessThan(300);
    // An earlier session of the squat in another program, logged set by set (1, 2, 3 in that order).
    const day = await context.request.get(`/api/query/exercises/${encodeURIComponent(OTHER_PROGRAM)}/1/1/1`);
    const squat = (await day.json()).data.find((r: { exercise_name: string }) => r.exercise_name === "Back Squat");
    for (const [index, weight] of [135, 145, 155].entries()) {
      const set = await context.request.post(`/api/add/advAddUserExerciseData/${encodeURIComponent(OTHER_PROGRAM)}`, {
        data: {
          index,
          exercise_name: "Back Squat",
          exerciseId: squat.exerciseId,
          reps: 5,
          rpe: 7 + index,
          weight,
          date: EARLIER_LOCAL,
        },
      });
      expect(set.status(), await set.text()).toBe(200);
    }
    page = await context.newPage();
    page.setDefaultTimeout(SEEN_WITHIN_MS);
    errors = trackPageErrors(page);
    saves = recordSaves(page);
  });

  it("saves a quick entry typed with Tab on the blur of its fields, and shows it on the card", async () => {
    screenshotOnFailure(() => page, "gym-floor-quick-tab");
    await page.goto(LOG_PATH);
    const squat = card(page, "Back Squat");
    // The suggestion is prefilled in the weight field, which Tab then selects for typing over.
    await squat.getByText(/^Suggested: \d+ lbs$/).waitFor();
    await field(squat, "Reps").focus();
    await page.keyboard.type("5");
    await page.keyboard.press("Tab");
    await page.keyboard.type("7");
    await page.keyboard.press("Tab");
    await expect(isFocused(field(squat, "Weight (lbs)"))).resolves.toBe(true);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("215");
    await page.keyboard.press("Tab");

    // Sent, with what was typed last, and the lifter is told on the card and in the product's toast.
    await eventually(() =>
      expect(saves.at(-1)).toMatchObject({ exercise_name: "Back Squat", actualReps: 5, actualRpe: 7, weight: 215 }),
    );
    await expectToast(page, "Back Squat has been completed!");
    await squat.getByText("Saved", { exact: true }).waitFor();
    await expect(field(squat, "Weight (lbs)").inputValue()).resolves.toBe("215");
    // Focus is still on the card (its Adv. Entry button): it stays until the lifter moves on.
    await expect(isFocused(squat.getByRole("button", { name: "Adv. Entry" }))).resolves.toBe(true);
    await page.screenshot({ path: artifactPath("gym-floor-quick-saved-375.png") });

    // Done with the keyboard: the saved card leaves the pending list.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await squat.waitFor({ state: "detached" });
  });

  it("uses one field order, Reps, RPE, Weight, in the quick row and in each set of Adv. Entry", async () => {
    screenshotOnFailure(() => page, "gym-floor-field-order");
    const bench = card(page, "Barbell Bench Press");
    const order = async (scope: Locator) => {
      const boxes = await Promise.all(["Reps", "RPE", "Weight (lbs)"].map((label) => box(field(scope, label))));
      return boxes.map((b) => b.x);
    };
    const quick = await order(bench);
    expect([...quick].sort((a, b) => a - b)).toEqual(quick);
    // Whole reps on the numeric keypad; RPE and weight take a decimal point.
    const keypads = ["Reps", "RPE", "Weight (lbs)"].map((label) => field(bench, label).getAttribute("inputmode"));
    await expect(Promise.all(keypads)).resolves.toEqual(["numeric", "decimal", "decimal"]);
    await bench.getByRole("button", { name: "Adv. Entry" }).click();
    const advanced = page.getByRole("dialog", { name: "Advanced Entry" });
    const set = advanced.getByRole("group", { name: "Set 1" });
    await set.waitFor();
    const inSet = await order(set);
    expect([...inSet].sort((a, b) => a - b)).toEqual(inSet);
    await page.getByRole("button", { name: "Close advanced entry" }).click();
    await advanced.waitFor({ state: "hidden" });
  });

  it("keeps a partly logged exercise pending with the sets already saved, and takes the rest later", async () => {
    screenshotOnFailure(() => page, "gym-floor-partial-sets");
    const bench = card(page, "Barbell Bench Press");
    await bench.getByRole("button", { name: "Adv. Entry" }).click();
    const advanced = page.getByRole("dialog", { name: "Advanced Entry" });
    const set = (n: number) => advanced.getByRole("group", { name: `Set ${n}` });
    await field(set(1), "Reps").fill("10");
    await field(set(1), "RPE").fill("6.5");
    await field(set(1), "Weight (lbs)").fill("135");
    await advanced.getByRole("button", { name: "Submit" }).click();
    await advanced.waitFor({ state: "hidden" });

    // Still pending, and it says what is saved.
    await bench.getByText("1 of 3 sets saved").waitFor();
    await bench.getByText("Set 1: 10 reps · RPE 6.5 · 135 lbs").waitFor();
    await settle(page, 800);
    await expect(bench.count()).resolves.toBe(1);
    await expect(toasts(page).filter({ hasText: "Barbell Bench Press has been completed!" }).count()).resolves.toBe(0);
    await page.screenshot({ path: artifactPath("gym-floor-partial-sets-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);

    // After a reload too (the day's rows carry what is logged), with set 1 filled in Adv. Entry.
    await page.reload();
    await bench.getByText("Set 1: 10 reps · RPE 6.5 · 135 lbs").waitFor();
    await bench.getByRole("button", { name: "Adv. Entry" }).click();
    await expect(field(set(1), "Reps").inputValue()).resolves.toBe("10");
    await expect(field(set(1), "RPE").inputValue()).resolves.toBe("6.5");
    await expect(field(set(2), "Reps").inputValue()).resolves.toBe("");
    await settle(page);
    await page.screenshot({ path: artifactPath("gym-floor-partial-sets-dialog-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
    for (const n of [2, 3]) {
      await field(set(n), "Reps").fill("10");
      await field(set(n), "RPE").fill(String(6.5 + n * 0.5));
      await field(set(n), "Weight (lbs)").fill("135");
    }
    await advanced.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Barbell Bench Press has been completed!");
    await bench.getByText("Saved", { exact: true }).waitFor();
    // The dialog gives focus back to Adv. Entry: the lifter is still on the card, which stays.
    await eventually(() => expect(isFocused(bench.getByRole("button", { name: "Adv. Entry" }))).resolves.toBe(true));
    await settle(page, 600);
    await expect(bench.count()).resolves.toBe(1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await bench.waitFor({ state: "detached" });
  });

  it("closes the list up after a save without a blank and without moving the field under the thumb", async () => {
    screenshotOnFailure(() => page, "gym-floor-no-blank");
    const split = card(page, "Bulgarian Split Squat");
    const row = card(page, "Chest-Supported Row");
    await field(split, "Reps").fill("10");
    await field(split, "RPE").fill("8");
    await field(split, "Weight (lbs)").fill("50");
    await row.evaluate((el) => el.scrollIntoView({ block: "end" }));
    const reps = field(row, "Reps");
    const before = await box(reps);
    await reps.tap();
    await expectToast(page, "Bulgarian Split Squat has been completed!");
    // Saved: tagged while it stays, or gone at once when the page can close up above the thumb.
    await split
      .getByText("Saved", { exact: true })
      .or(page.getByText("Bulgarian Split Squat has been completed!"))
      .first()
      .waitFor();
    const after = await box(reps);
    expect(Math.abs(after.y - before.y), `Reps moved from y=${before.y} to y=${after.y}`).toBeLessThanOrEqual(5);
    await expect(isFocused(reps)).resolves.toBe(true);
    expect(await largestBlank(page)).toBeLessThanOrEqual(40);
    // Typing on: still no blank, the field still where it was.
    await page.keyboard.type("10");
    await settle(page, 600);
    expect(await largestBlank(page)).toBeLessThanOrEqual(40);
    expect(Math.abs((await box(reps)).y - before.y)).toBeLessThanOrEqual(5);
    await page.screenshot({ path: artifactPath("gym-floor-after-save-375.png") });
    // The keyboard put away: the saved card leaves and the list closes up.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await split.waitFor({ state: "detached" });
    expect(await largestBlank(page)).toBeLessThanOrEqual(40);
    await expect(page.locator("[data-steady-spacer]").count()).resolves.toBe(0);
  });

  it("shows no suggestion for a body-weight exercise without one", async () => {
    const legRaise = card(page, "Hanging Leg Raise");
    await legRaise.waitFor();
    await expect(legRaise.getByText(/^Suggested:/).count()).resolves.toBe(0);
    await expect(field(legRaise, "Weight (lbs)").inputValue()).resolves.toBe("");
    // Logged as reps only (decision 0053): its set lines ask for reps, with no weight to type.
    await legRaise.getByRole("textbox", { name: "Set 1 reps" }).waitFor();
    await expect(legRaise.getByRole("textbox", { name: "Set 1 weight (lbs)" }).count()).resolves.toBe(0);
  });

  it("after the final Submit and its 3 s flag, shows saved exercises as saved, the entered data cleared", async () => {
    screenshotOnFailure(() => page, "gym-floor-final-submit");
    await page.getByRole("button", { name: "Want to verify your submission? Click here." }).click();
    const row = card(page, "Chest-Supported Row");
    await field(row, "Reps").fill("10");
    await field(row, "RPE").fill("8");
    await field(row, "Weight (lbs)").fill("70");
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Exercises have been submitted successfully!");
    await page.waitForTimeout(3500);
    // The entered data is cleared; what is saved reads as saved, never as an empty saved card.
    await expect(field(row, "Reps").inputValue()).resolves.toBe("");
    await row.getByText("Saved: 10 reps · RPE 8 · 70 lbs").waitFor();
    for (const article of await page.getByRole("article").all()) {
      const saved = await article.getByText("Saved", { exact: true }).count();
      const shown = await article.getByText(/^(Saved: |Set \d+: )/).count();
      expect(shown, (await article.getByRole("heading").textContent()) ?? "").toBeGreaterThanOrEqual(saved);
    }
    await page.screenshot({ path: artifactPath("gym-floor-after-submit-375.png"), fullPage: true });
    expect(await lowContrastTexts(page)).toEqual([]);
  });

  it("lists Prev. Weights by session, newest first, each named by date and program, sets in order", async () => {
    screenshotOnFailure(() => page, "gym-floor-previous-weights");
    await card(page, "Back Squat").getByRole("button", { name: "Prev. Weights" }).click();
    const history = page.getByRole("dialog", { name: "Advanced Weight Retrieval" });
    await history.getByRole("table").first().waitFor();
    await expect(sessionsOf(history)).resolves.toEqual([
      { caption: `${TODAY_LOCAL} · ${PROGRAM}`, rows: [["All", "5", "7", "215 lbs"]] },
      {
        caption: `${EARLIER_LOCAL} · ${OTHER_PROGRAM}`,
        rows: [
          ["1", "5", "7", "135 lbs"],
          ["2", "5", "8", "145 lbs"],
          ["3", "5", "9", "155 lbs"],
        ],
      },
    ]);
    await settle(page);
    await page.screenshot({ path: artifactPath("gym-floor-previous-weights-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
    await page.getByRole("button", { name: "Close previous weights" }).click();
  });

  it("has readable text (4.5:1) on the log and the Programs screen (the saved states, dialogs and toasts above too)", async () => {
    screenshotOnFailure(() => page, "gym-floor-contrast");
    await page.goto(LOG_PATH);
    await page.getByRole("article").first().waitFor();
    await settle(page, 2500);
    expect(await lowContrastTexts(page)).toEqual([]);
    // A fresh lifter's Programs screen has the empty lists' words.
    const fresh = suite.track(await newPhoneContext(suite.browser, suite.server.baseURL));
    await signUpThroughApi(fresh);
    const programs = await fresh.newPage();
    await programs.goto("/routine_Selection");
    await programs.getByText("No programs yet. Choose a routine above and add it.").waitFor();
    expect(await lowContrastTexts(programs)).toEqual([]);
    await programs.close();
  });

  it("places toasts clear of the title and the menu button, one at a time, and leaves them on their screen", async () => {
    screenshotOnFailure(() => page, "gym-floor-toasts");
    // No scheduled day (204): the product's 5 s error toast.
    await page.route("**/api/query/nextExerciseDay/**", (route) => route.fulfill({ status: 204, body: "" }));
    await page.goto(LOG_PATH);
    await expectToast(page, "Please choose a day");
    await settle(page);
    const toast = await box(toasts(page).first());
    const title = await box(page.getByRole("heading", { level: 1 }));
    const menu = await box(page.getByRole("button", { name: "Open menu" }));
    const overlaps = (a: typeof toast, b: typeof toast) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(toast, title), "toast over the page title").toBe(false);
    expect(overlaps(toast, menu), "toast over the menu button").toBe(false);
    expect(toast.x + toast.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: artifactPath("gym-floor-toast-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
    await page.unroute("**/api/query/nextExerciseDay/**");

    // Onto another screen: the toast of the log does not follow.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Profile" }).click();
    await expectPath(page, "/profile");
    await eventually(async () => expect(await toasts(page).count()).toBe(0), { timeout: 1000 });
    expect(errors).toEqual([]);
  });

  it("asks for age and years lifting with a numeric keypad; User Info and Profile read at 4.5:1", async () => {
    await page.goto("/user-info");
    for (const label of ["Age (years)", "Years lifting"]) {
      await expect(page.getByLabel(label, { exact: true }).getAttribute("inputmode")).resolves.toBe("numeric");
    }
    expect(await lowContrastTexts(page)).toEqual([]);
    await page.goto("/profile");
    await page.getByText("Years lifting", { exact: true }).first().waitFor();
    expect(await lowContrastTexts(page)).toEqual([]);
  });
});

describe("the gym floor: signing in at 375 px", () => {
  const suite = useAppAndBrowser();

  it("says on Home that signing in leads back to the page a signed-out link opened", async () => {
    const { page } = await suite.phonePage();
    screenshotOnFailure(() => page, "gym-floor-deep-link");
    await page.goto(LOG_PATH);
    await expectPath(page, "/");
    await page.getByText(`Sign in to go on to the workout log of ${PROGRAM}.`).waitFor();
    await page.screenshot({ path: artifactPath("gym-floor-deep-link-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
    // Without a pending link, no such words.
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await expect(page.getByText(/^Sign in to go on to/).count()).resolves.toBe(0);
  });

  it("explains a bad e-mail on Create User below the field, which stays marked invalid", async () => {
    const { page } = await suite.phonePage();
    screenshotOnFailure(() => page, "gym-floor-bad-email");
    await page.goto("/create-user");
    const email = page.getByLabel("E-mail");
    await email.fill("lifter@example");
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    // Marked as typed (docs/product.md section 5); the words once the lifter moves on to the password.
    const hint = page.getByText("Enter an e-mail address such as name@example.com.");
    await page.getByLabel("Password", { exact: true }).tap();
    await hint.waitFor();
    expect((await box(hint)).y).toBeGreaterThan((await box(email)).y);
    await page.screenshot({ path: artifactPath("gym-floor-bad-email-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
    await email.fill("lifter@example.com");
    await hint.waitFor({ state: "detached" });
  });
});
