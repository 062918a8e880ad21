// History end to end on a phone (375 px): a lifter with a day logged two days ago (through the API,
// with three advanced sets of the squat) logs the squat of today's day in the workout log, opens
// History from the menu, reads the estimated 1RM chart, corrects today's squat (a refused RPE
// first), sees it saved and the estimate follow, and deletes a set after confirming it.
import type { APIRequestContext, BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, expectPath, screenshotOnFailure } from "../support/expect.js";
import { expectToast, field } from "../support/screen.js";
import { lowContrastTexts } from "../support/contrast.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "Beginner Linear Progression 3-Day";
const DAY_ONE = "2026-03-02";
const TODAY = new Date("2026-03-04T14:00:00Z");
const enc = encodeURIComponent;

/** The RTS chart's share of 1RM for 5 reps at RPE 8, written independently of the app. */
const FIVE_AT_EIGHT = 0.811;
const e1rm = (weight: number) => `${Math.round(weight / FIVE_AT_EIGHT)} lbs`;

const session = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** Lets a dialog's opening transition finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

async function box(locator: Locator): Promise<{ width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Adds the program and logs its day 1 on DAY_ONE: a quick entry for each exercise, three squat sets. */
async function logDayOne(api: APIRequestContext): Promise<void> {
  const ok = async (response: Promise<{ status(): number; text(): Promise<string> }>) => {
    const res = await response;
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  await ok(api.post("/api/query/add_program", { data: { userId: "", selectedRoutine: PROGRAM } }));
  const day = await (await api.get(`/api/query/exercises/${enc(PROGRAM)}/1/1/1`)).json();
  for (const row of day.data as { exerciseId: string; exercise_name: string }[]) {
    const entry = { phase: 1, week: 1, day: 1, exerciseId: row.exerciseId, exercise_name: row.exercise_name };
    await ok(
      api.post(`/api/add/addUserExerciseData/${enc(PROGRAM)}`, {
        data: { ...entry, actualReps: 5, actualRpe: 8, weight: 135, date: DAY_ONE },
      }),
    );
    if (row.exercise_name !== "Back Squat") continue;
    for (const [index, weight] of [200, 205, 210].entries()) {
      const set = { index, exercise_name: row.exercise_name, exerciseId: row.exerciseId, reps: 5, rpe: 8, weight };
      await ok(api.post(`/api/add/advAddUserExerciseData/${enc(PROGRAM)}`, { data: { ...set, date: DAY_ONE } }));
    }
  }
}

describe("history: past sessions, corrections and the estimated 1RM", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    ({ context, page, errors } = await lifterOnPhone(suite, async (c) => {
      await c.clock.setFixedTime(TODAY);
      await logDayOne(c.request);
    }));
  });

  it("logs today's squat in the workout log and opens History from the menu", async () => {
    screenshotOnFailure(() => page, "history-open");
    await page.goto(`/exercises/${enc(PROGRAM)}`);
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    const squat = page.getByRole("article", { name: "Back Squat", exact: true });
    await field(squat, "Reps").fill("5");
    await field(squat, "RPE").fill("8");
    await field(squat, "Weight (lbs)").fill("225");
    await field(squat, "Weight (lbs)").blur();
    await expectToast(page, "Back Squat has been completed!");

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "History", exact: true }).click();
    await expectPath(page, "/history");
    await page.getByRole("heading", { level: 1, name: "History" }).waitFor();

    // Newest first: today's day 2 (the squat alone), then day 1 with every set in the day's order.
    const sessions = page.getByRole("article");
    await session(page, `Wed, Mar 4, 2026, ${PROGRAM}`).waitFor();
    await expect(sessions.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).resolves.toEqual([
      `Wed, Mar 4, 2026, ${PROGRAM}`,
      `Mon, Mar 2, 2026, ${PROGRAM}`,
    ]);
    const today = session(page, `Wed, Mar 4, 2026, ${PROGRAM}`);
    await today.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    await today.getByText("5 reps · RPE 8 · 225 lbs", { exact: true }).waitFor();
    // Today's quick entry stands for the squat's three prescribed sets, as on the finish screen.
    await today.getByText("Sets 1–3", { exact: true }).waitFor();
    await today.getByText("3 sets", { exact: true }).waitFor();
    const dayOne = session(page, `Mon, Mar 2, 2026, ${PROGRAM}`);
    // Day 1's squat quick entry sits beside its three sets, which count instead (decision 0048).
    for (const label of ["Not counted: sets entered one by one", "Set 1", "Set 2", "Set 3"]) {
      await dayOne.getByRole("button", { name: `Edit Back Squat, ${label.toLowerCase()}, Mon, Mar 2, 2026` }).waitFor();
    }
    await expect(dayOne.getByText("5 reps · RPE 8 · 210 lbs", { exact: true }).count()).resolves.toBe(1);
    // Thumb-sized targets, no hover needed: every set has its own 44 px Edit button.
    for (const button of await page.getByRole("button", { name: /^Edit / }).all()) {
      const { width, height } = await box(button);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  });

  it("shows the squat's estimated 1RM per session, said to be an estimate", async () => {
    screenshotOnFailure(() => page, "history-chart");
    const chart = page.getByRole("region", { name: "Estimated 1RM" });
    // The lift logged most recently is shown first.
    await expect(chart.getByRole("combobox", { name: "Lift" }).inputValue()).resolves.toBe("Back Squat");
    await chart.getByText("an estimate, not a tested max", { exact: false }).waitFor();
    await chart
      .getByText(`Latest ${e1rm(225)} on Wed, Mar 4, 2026 (from 5 × 225 lbs @ RPE 8); best ${e1rm(225)}`, {
        exact: false,
      })
      .waitFor();
    await chart.getByText("2 sessions.", { exact: false }).waitFor();
    // The chart's code came with the screen, lazily: a line with a dot per session.
    await eventually(() => expect(chart.locator(".recharts-line-dot").count()).resolves.toBe(2));
    await expect(lowContrastTexts(page.locator("main"))).resolves.toEqual([]);
    await page.getByRole("alert").first().waitFor({ state: "detached" });
    await page.screenshot({ path: artifactPath("history-375.png"), fullPage: true });

    // Another lift from the select.
    await chart.getByRole("combobox", { name: "Lift" }).click();
    await page.getByRole("option", { name: "Barbell Bench Press", exact: true }).click();
    await chart.getByText(`Latest ${e1rm(135)} on Mon, Mar 2, 2026`, { exact: false }).waitFor();
    await chart.getByRole("combobox", { name: "Lift" }).click();
    await page.getByRole("option", { name: "Back Squat", exact: true }).click();
    await chart.getByText(`Latest ${e1rm(225)}`, { exact: false }).waitFor();
  });

  it("corrects today's squat: a refused RPE in words, then saved, with the estimate following", async () => {
    screenshotOnFailure(() => page, "history-correct");
    const today = session(page, `Wed, Mar 4, 2026, ${PROGRAM}`);
    await today.getByRole("button", { name: "Edit Back Squat, sets 1–3, Wed, Mar 4, 2026" }).click();
    const dialog = page.getByRole("dialog", { name: "Correct Back Squat, sets 1–3" });
    await dialog.waitFor();
    await expect(field(dialog, "Weight (lbs)").inputValue()).resolves.toBe("225");
    await field(dialog, "RPE").fill("11");
    await dialog.getByText("RPE must be at most 10", { exact: true }).waitFor();
    // Save says why it cannot save, and nothing is sent.
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByRole("alert").filter({ hasText: "RPE must be at most 10" }).waitFor();
    await today.getByText("5 reps · RPE 8 · 225 lbs", { exact: true }).waitFor();
    await settle(page);
    await expect(lowContrastTexts(dialog)).resolves.toEqual([]);
    await page.screenshot({ path: artifactPath("history-correct-375.png") });

    await field(dialog, "RPE").fill("8");
    await field(dialog, "Weight (lbs)").fill("235");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectToast(page, "Saved: Back Squat, sets 1–3, 5 reps · RPE 8 · 235 lbs");
    await expect(lowContrastTexts(page.getByRole("alert").filter({ hasText: "Saved:" }).first())).resolves.toEqual([]);
    await today.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    await today.getByText("5 reps · RPE 8 · 235 lbs", { exact: true }).waitFor();
    await page
      .getByRole("region", { name: "Estimated 1RM" })
      .getByText(`Latest ${e1rm(235)} on Wed, Mar 4, 2026`, { exact: false })
      .waitFor();
    await page.screenshot({ path: artifactPath("history-saved-375.png") });
  });

  it("deletes a set of day 1 after asking, and the day keeps the others", async () => {
    screenshotOnFailure(() => page, "history-delete");
    const dayOne = session(page, `Mon, Mar 2, 2026, ${PROGRAM}`);
    await dayOne.getByRole("button", { name: "Edit Back Squat, set 3, Mon, Mar 2, 2026" }).click();
    const dialog = page.getByRole("dialog", { name: "Correct Back Squat, set 3" });
    await settle(page);
    await expect(lowContrastTexts(dialog)).resolves.toEqual([]);
    await dialog.getByRole("button", { name: "Delete this set" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this set?" });
    await confirm.getByText("Deleting it cannot be undone", { exact: false }).waitFor();
    await settle(page);
    await expect(lowContrastTexts(confirm)).resolves.toEqual([]);
    await page.screenshot({ path: artifactPath("history-delete-375.png") });
    // Keeping it changes nothing.
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await dialog.getByRole("button", { name: "Delete this set" }).click();
    await confirm.getByRole("button", { name: "Delete set" }).click();
    await confirm.waitFor({ state: "detached" });
    await expectToast(page, "Deleted: Back Squat, set 3");
    await expect(lowContrastTexts(page.getByRole("alert").filter({ hasText: "Deleted:" }).first())).resolves.toEqual(
      [],
    );
    await dayOne
      .getByRole("button", { name: "Edit Back Squat, set 3, Mon, Mar 2, 2026" })
      .waitFor({ state: "detached" });
    await expect(dayOne.getByText("5 reps · RPE 8 · 210 lbs", { exact: true }).count()).resolves.toBe(0);
    await dayOne.getByRole("button", { name: "Edit Back Squat, set 2, Mon, Mar 2, 2026" }).waitFor();

    // The server agrees: set 3 is gone from the lifter's history.
    await eventually(async () => {
      const res = await context.request.get("/api/history/sessions");
      const sets = (await res.json()).sessions.flatMap((s: { sets: { weight: number }[] }) => s.sets);
      expect(sets.map((s: { weight: number }) => s.weight)).not.toContain(210);
    });
    expect(errors).toEqual([]);
  });

  it("places a squat session of the year before by its date on the chart, with both years", async () => {
    screenshotOnFailure(() => page, "history-time-axis");
    const day = await (await context.request.get(`/api/query/exercises/${enc(PROGRAM)}/1/1/3`)).json();
    const squat = (day.data as { exerciseId: string; exercise_name: string }[]).find(
      (r) => r.exercise_name === "Back Squat",
    );
    if (!squat) throw new Error("no squat on day 3");
    const set = { index: 0, exercise_name: squat.exercise_name, exerciseId: squat.exerciseId, reps: 5, rpe: 8 };
    const res = await context.request.post(`/api/add/advAddUserExerciseData/${enc(PROGRAM)}`, {
      data: { ...set, weight: 185, date: "2025-09-10" },
    });
    expect(res.status(), await res.text()).toBe(200);

    await page.reload();
    const chart = page.getByRole("region", { name: "Estimated 1RM" });
    await chart.getByRole("combobox", { name: "Lift" }).click();
    await page.getByRole("option", { name: "Back Squat", exact: true }).click();
    await chart.getByText("3 sessions.", { exact: false }).waitFor();
    await eventually(() => expect(chart.locator(".recharts-line-dot").count()).resolves.toBe(3));
    // Sep 10, 2025, then Mar 2 and Mar 4, 2026: the last two sit 2 days apart, not a third of the width.
    const xs = await chart
      .locator(".recharts-line-dot")
      .evaluateAll((dots) => dots.map((d) => Number(d.getAttribute("cx"))));
    const [a = 0, b = 0, c = 0] = xs;
    expect((b - a) / (c - a)).toBeCloseTo(173 / 175, 2);
    const ticks = await chart.locator(".recharts-cartesian-axis-tick-value[orientation='bottom']").allTextContents();
    expect(ticks.join(" | ")).toMatch(/2025.*2026/);
    await page.mouse.move(0, 0);
    await chart.screenshot({ path: artifactPath("history-chart-time-axis-375.png") });
    expect(errors).toEqual([]);
  });
});
