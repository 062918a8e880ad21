// The rest timer and the finish screen on a phone (375 px). A lifter with a short program of their
// own (two exercises a day) and its day 1 logged yesterday through the API logs day 2 in the log:
// saving the squat starts a rest of 2-3 minutes at the bottom of every screen (Playwright's clock
// moves time on: the low end, +30 s, the high end), which survives another screen and a reload and
// never covers the log's last button; Skip ends it. Saving the bench finishes the day: the toast,
// then 'Workout complete' with the sets, the volume and the squat's records.
import type { APIRequestContext, BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { lowContrastTexts } from "../support/contrast.js";
import { eventually, expectAttribute, expectPath, screenshotOnFailure } from "../support/expect.js";
import { chunkFiles } from "../support/chunks";
import { addProgramDay, card, openOwnProgramLog, programRow, restBar } from "../support/workout-log.js";
import { expectToast, field } from "../support/screen.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "Short Day";
const enc = encodeURIComponent;
const NOW = new Date();
const YESTERDAY = new Date(NOW.getTime() - 24 * 3600_000).toISOString().slice(0, 10);

const row = (exerciseOrder: number, exerciseName: string, rest: string) =>
  programRow(exerciseOrder, exerciseName, { reps: "5", rpe: "8", rest });

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** The program's two days, and day 1 logged yesterday: squat 5 @ 8 with 225, bench 5 @ 8 with 135. */
async function programWithDayOneLogged(api: APIRequestContext): Promise<void> {
  const ok = async (response: Promise<{ status(): number; text(): Promise<string> }>) => {
    const res = await response;
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  for (const day of [1, 2]) {
    const programData = [row(1, "Back Squat", "2-3"), row(2, "Barbell Bench Press", "2")];
    await addProgramDay(api, PROGRAM, programData, { day });
  }
  const day = await (await api.get(`/api/query/user-created-exercises/${enc(PROGRAM)}/1/1/1`)).json();
  for (const r of day.data as { exerciseId: string; exercise_name: string }[]) {
    const weight = r.exercise_name === "Back Squat" ? 225 : 135;
    const entry = { exerciseId: r.exerciseId, exercise_name: r.exercise_name, actualReps: 5, actualRpe: 8, weight };
    await ok(api.post(`/api/add/addUserExerciseData/${enc(PROGRAM)}`, { data: { ...entry, date: YESTERDAY } }));
  }
}

/**
 * Types the weight (over the suggested one), reps and RPE, then leaves the RPE field: that blur,
 * with all three filled, saves the exercise once.
 */
async function logQuickly(page: Page, name: string, reps: number, rpe: number, weight: number): Promise<void> {
  const exercise = card(page, name);
  await field(exercise, "Weight (lbs)").fill(String(weight));
  await field(exercise, "Reps").fill(String(reps));
  await field(exercise, "RPE").fill(String(rpe));
  await field(exercise, "RPE").blur();
  await expectToast(page, `${name} has been completed!`);
}

async function expectRest(page: Page, phase: "resting" | "low" | "done", message: string): Promise<void> {
  await expectAttribute(restBar(page), "data-phase", phase);
  await restBar(page).getByRole("status").filter({ hasText: message }).waitFor();
}

/** Lets the bar's change of colour finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

/** The bar's texts under 4.5:1 against its colour (none, in each phase). */
async function barContrast(page: Page) {
  const texts = (await restBar(page).textContent()) ?? "";
  return (await lowContrastTexts(page)).filter((low) => texts.includes(low.text));
}

/** The clock the bar shows, in seconds. */
async function shownSeconds(page: Page): Promise<number> {
  const text = (await restBar(page).getByRole("timer").textContent()) ?? "";
  const [minutes, seconds] = text.split(":").map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

describe("the rest timer and the finish screen", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];
  /** The path of every request the page made. */
  const fetched: string[] = [];

  beforeAll(async () => {
    ({ context, page, errors } = await lifterOnPhone(suite, async (c) => {
      // The page's timers and clock are Playwright's: time runs on by itself and jumps when told.
      await c.clock.install({ time: NOW });
      await programWithDayOneLogged(c.request);
    }));
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  });

  it("starts a rest when the squat is saved, and tells the low end and the high end", async () => {
    screenshotOnFailure(() => page, "rest-timer");
    await openOwnProgramLog(page, PROGRAM, "Phase 1 · Week 1 · Day 2");
    await expect(restBar(page).count()).resolves.toBe(0);
    // Without a rest, none of the timer's code is fetched, even once the browser is idle (when the
    // offline banner's is).
    await eventually(() => expect(fetched.some((path) => chunkFiles("offline-status").includes(path))).toBe(true));
    expect(fetched.filter((path) => chunkFiles("rest-timer").includes(path))).toEqual([]);

    await logQuickly(page, "Back Squat", 5, 8, 235);
    await expectRest(page, "resting", "Rest 2:00–3:00");
    await restBar(page).getByText("Back Squat", { exact: true }).waitFor();
    // Large targets.
    for (const name of ["+30 s more rest", "Skip rest"]) {
      expect((await box(restBar(page).getByRole("button", { name }))).height).toBeGreaterThanOrEqual(44);
    }
    // Fixed at the bottom of the screen, and the page's end (the footer) can be scrolled above it.
    const bar = await box(restBar(page));
    expect(bar.y + bar.height).toBeCloseTo(812, 0);
    expect(bar.width).toBe(375);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await eventually(async () => {
      const footer = await box(page.getByRole("contentinfo"));
      expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("alert").first().waitFor({ state: "detached" });
    await settle(page);
    await page.screenshot({ path: artifactPath("rest-timer-375.png") });
    await expect(barContrast(page)).resolves.toEqual([]);

    await context.clock.fastForward(60_000);
    await eventually(async () => expect(await shownSeconds(page)).toBeGreaterThanOrEqual(60));
    await expectRest(page, "resting", "Rest 2:00–3:00");
  });

  it("keeps the rest across screens and a reload", async () => {
    screenshotOnFailure(() => page, "rest-timer-screens");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Routine Selection" }).click();
    await expectPath(page, "/routine_Selection");
    await expectRest(page, "resting", "Rest 2:00–3:00");
    expect(await shownSeconds(page)).toBeGreaterThanOrEqual(60);
    await settle(page);
    await page.screenshot({ path: artifactPath("rest-timer-programs-375.png") });

    await page.goBack();
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    await page.reload();
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    await expectRest(page, "resting", "Rest 2:00–3:00");
    expect(await shownSeconds(page)).toBeGreaterThanOrEqual(60);
  });

  it("says the low end is reached, gives 30 s more, says the high end is reached, and Skip ends it", async () => {
    screenshotOnFailure(() => page, "rest-timer-ends");
    await context.clock.fastForward(60_000);
    await expectRest(page, "low", "Rest 2:00 reached");
    await settle(page);
    await page.screenshot({ path: artifactPath("rest-timer-low-375.png") });
    await expect(barContrast(page)).resolves.toEqual([]);

    await restBar(page).getByRole("button", { name: "+30 s more rest" }).click();
    await context.clock.fastForward(60_000);
    // 3:00 came and went: the high end is now 3:30.
    await expectRest(page, "low", "Rest 2:00 reached");
    await context.clock.fastForward(31_000);
    await expectRest(page, "done", "Rest 3:30 — next set");
    await settle(page);
    await page.screenshot({ path: artifactPath("rest-timer-done-375.png") });
    await expect(barContrast(page)).resolves.toEqual([]);

    await restBar(page).getByRole("button", { name: "Skip rest" }).click();
    await restBar(page).waitFor({ state: "detached" });
    const beforeReload = fetched.length;
    await page.reload();
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    await page.waitForTimeout(500);
    await expect(restBar(page).count()).resolves.toBe(0);
    // Nothing kept: the timer's code is not fetched again.
    await eventually(() =>
      expect(fetched.slice(beforeReload).some((path) => chunkFiles("offline-status").includes(path))).toBe(true),
    );
    expect(fetched.slice(beforeReload).filter((path) => chunkFiles("rest-timer").includes(path))).toEqual([]);
  });

  it("shows 'Workout complete' with the sets, the volume and the squat's records once the day is logged", async () => {
    screenshotOnFailure(() => page, "day-finish");
    await logQuickly(page, "Barbell Bench Press", 5, 8, 135);
    await expectToast(page, "All exercises have been completed for the day!");
    const finish = page.getByRole("region", { name: "Workout complete" });
    await finish.waitFor();
    // Each exercise's quick entry stands for its 2 sets.
    await finish.getByText("Sets", { exact: true }).waitFor();
    await expect(finish.getByText("4", { exact: true }).count()).resolves.toBe(1);
    await finish.getByText("3,700 lbs", { exact: true }).waitFor();
    const records = finish.getByRole("list", { name: "Records" });
    // 235 × 5 @ 8 against yesterday's 225 × 5 @ 8 (RTS: 81.1 % of 1RM).
    await records
      .getByText("Estimated 1RM 289.8 lbs (best before 277.4 lbs), from 235 lbs × 5 @ RPE 8", { exact: true })
      .waitFor();
    await records.getByText("5 reps at 235 lbs: the heaviest yet", { exact: true }).waitFor();
    await expect(records.getByText("Barbell Bench Press").count()).resolves.toBe(0);
    // The last save of the day starts no rest.
    await expect(restBar(page).count()).resolves.toBe(0);
    await finish.getByRole("link", { name: "History" }).waitFor();
    await page.getByRole("alert").first().waitFor({ state: "detached", timeout: 10_000 });
    await finish.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("day-finish-375.png") });

    await finish.getByRole("link", { name: "Programs" }).click();
    await expectPath(page, "/routine_Selection");
    expect(errors).toEqual([]);
  });
});
