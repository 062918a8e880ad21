// A lifter between sets on a phone (375 px): on their own day they add dumbbell curls, skip the
// press, swap the row for a lat pulldown, superset squat and bench, add a set to the bench, reload
// mid-workout, then lose the signal and log 3 sets, and get it back. Every change and every set
// typed is on the screen after the reload, and each set reaches the server once, with its numbers.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { screenshotOnFailure } from "../support/expect.js";
import { readyForNoSignal } from "../support/offline.js";
import { expectToast } from "../support/screen.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import {
  addProgramDay,
  card,
  changeExercise,
  logSetLine,
  openOwnProgramLog,
  programRow,
  setsCsv,
  supersetWith,
  swapExercise,
} from "../support/workout-log.js";

const PROGRAM = "Between Sets";

describe("a workout changed between sets, reloaded, and logged without signal", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const programData = [
      programRow(1, "Back Squat", { sets: "2", reps: "5" }),
      programRow(2, "Barbell Bench Press", { sets: "2", reps: "5" }),
      programRow(3, "Barbell Row", { sets: "2", reps: "8" }),
      programRow(4, "Overhead Press", { sets: "2", reps: "5" }),
    ];
    ({ context, page, errors } = await lifterOnPhone(suite, (c) => addProgramDay(c.request, PROGRAM, programData), {
      timeout: 20_000,
    }));
  });

  it("keeps every change and value through a reload and a lost signal, each set on the server once", async () => {
    screenshotOnFailure(() => page, "between-sets");
    await openOwnProgramLog(page, PROGRAM);
    await readyForNoSignal(page);

    await page.getByRole("button", { name: "Add exercise", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add exercise" });
    await dialog.getByRole("textbox", { name: "Search by name" }).fill("dumbbell curl");
    await dialog.getByRole("button", { name: /^Dumbbell Curl/ }).click();
    await expectToast(page, "Dumbbell Curl added");
    await changeExercise(page, "Overhead Press", "Skip");
    await page.getByRole("region", { name: "Skipped" }).getByText("Overhead Press", { exact: true }).waitFor();
    await swapExercise(page, "Barbell Row", "Lat Pulldown");
    await supersetWith(page, "Back Squat", "Barbell Bench Press");
    const squat = card(page, "A1 · Back Squat");
    const bench = card(page, "A2 · Barbell Bench Press");
    await logSetLine(squat, 1, { reps: 5, rpe: 7, load: 225 });
    await bench.getByRole("button", { name: "Add a set", exact: true }).click();
    await bench.getByRole("textbox", { name: "Set 3 reps", exact: true }).waitFor();
    await logSetLine(bench, 1, { reps: 5, rpe: 7, load: 155 });

    // Mid-workout, the phone reloads the page: the day is as the lifter left it.
    await page.reload();
    await squat.getByRole("button", { name: "Set 1 saved", exact: true }).waitFor();
    await bench.getByRole("button", { name: "Set 1 saved", exact: true }).waitFor();
    await bench.getByRole("textbox", { name: "Set 3 reps", exact: true }).waitFor();
    await card(page, "Lat Pulldown").getByText("Instead of Barbell Row", { exact: true }).waitFor();
    await card(page, "Dumbbell Curl").getByText("Added today", { exact: true }).waitFor();
    await page.getByRole("region", { name: "Skipped" }).getByText("Overhead Press", { exact: true }).waitFor();

    // No signal: 3 sets, each shown saved on the phone.
    // What was saved with the signal has reached the server (the count below is of what waits).
    await page.getByText(/waiting to sync/).waitFor({ state: "detached" });
    await context.setOffline(true);
    await logSetLine(squat, 2, { reps: 5, rpe: 8, load: 230 });
    await logSetLine(bench, 2, { reps: 5, rpe: 8, load: 160 });
    await logSetLine(card(page, "Lat Pulldown"), 1, { reps: 10, rpe: 8, load: 120 });
    // And a note, which waits on the phone as a set does (decision 0066).
    await squat.getByRole("button", { name: "Add note on back squat", exact: true }).click();
    await squat.getByRole("textbox", { name: "Note on Back Squat", exact: true }).fill("Depth good today");
    await squat.getByRole("button", { name: "Save note", exact: true }).click();
    await squat.getByText("“Depth good today”", { exact: true }).waitFor({ timeout: 5_000 });
    await page.getByText("4 saves kept on this phone, waiting to sync").waitFor();
    await page.screenshot({ path: artifactPath("between-sets-offline-375.png"), fullPage: true });
    await context.setOffline(false);
    await page.getByText(/waiting to sync/).waitFor({ state: "detached", timeout: 60_000 });

    const { rows } = await setsCsv(context.request);
    const done = rows
      .filter((r) => r[12] === "done")
      .map((r) => [r[5], r[6], r[7], r[8], r[9]].join(" "))
      .sort();
    expect(done).toEqual(
      [
        "Back Squat 1 5 7 225",
        "Back Squat 2 5 8 230",
        "Barbell Bench Press 1 5 7 155",
        "Barbell Bench Press 2 5 8 160",
        "Lat Pulldown 1 10 8 120",
      ].sort(),
    );
    expect(rows.filter((r) => r[17] === "Depth good today").map((r) => [r[5], r[6]])).toEqual([["Back Squat", "1"]]);
    const skipped = rows.filter((r) => r[12] === "skipped").map((r) => r[5]);
    expect(skipped).toEqual(["Overhead Press"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
  });

  it("makes a superset with an added exercise at once with no signal, and the server holds it after", async () => {
    // A day's superset waits on the phone like a skip or a swap (decision 0121), and an exercise
    // added today can be in it: the day's second group (the squat and bench are the first).
    screenshotOnFailure(() => page, "between-sets-offline-changes");
    await openOwnProgramLog(page, PROGRAM, "Phase 1 · Week 1 · Day 1");
    await card(page, "Dumbbell Curl").waitFor();
    await context.setOffline(true);
    await supersetWith(page, "Lat Pulldown", "Dumbbell Curl");
    const grouped = () => page.getByRole("region", { name: "Superset B" });
    await grouped().getByRole("article", { name: "B2 · Dumbbell Curl" }).waitFor();
    await page.getByText("1 save kept on this phone, waiting to sync").waitFor();
    await page.screenshot({ path: artifactPath("between-sets-offline-change-375.png") });
    await context.setOffline(false);
    await page.getByText(/waiting to sync/).waitFor({ state: "detached", timeout: 20_000 });
    // Read again from the server: the group is there.
    await page.reload();
    await grouped().getByRole("article", { name: "B1 · Lat Pulldown" }).waitFor();
    await grouped().getByRole("article", { name: "B2 · Dumbbell Curl" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("refuses to finish an empty workout with nothing lifted, in words, and saves nothing", async () => {
    screenshotOnFailure(() => page, "between-sets-empty");
    await context.setOffline(false);
    await page.goto("/routine_Selection");
    await page.getByRole("link", { name: "Start an empty workout" }).click();
    await page.getByRole("heading", { level: 1, name: "Empty workout" }).waitFor();
    const finish = page.getByRole("button", { name: "Finish workout", exact: true });
    await finish.click();
    await page.getByRole("alert").getByText("Add at least one exercise", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Add exercise" }).click();
    const picker = page.getByRole("dialog", { name: "Add exercise" });
    await picker.getByLabel("Search exercises").fill("back squat");
    await picker.getByRole("button", { name: "Add Back Squat" }).click();
    await picker.waitFor({ state: "hidden" });
    // Mid-workout reload: the exercise is still there, its set still empty.
    await page.reload();
    await page.getByRole("region", { name: "Back Squat" }).waitFor();
    await finish.click();
    await page.getByRole("alert").getByText("Back Squat, set 1: fill in reps (0 to 100)", { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("between-sets-empty-375.png"), fullPage: true });
    expect(new URL(page.url()).pathname).toBe("/empty-workout");
    const history = await context.request.get("/api/history/sessions");
    const sessions = ((await history.json()) as { sessions: { kind: string }[] }).sessions;
    expect(sessions.filter((x) => x.kind === "freestyle")).toEqual([]);
    expect(errors).toEqual([]);
  });
});
