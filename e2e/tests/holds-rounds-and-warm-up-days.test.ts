// What issue 19 left of the workout, on a phone (375 px; decisions 0076, 0077). A lifter's own day
// lists an 8-rep barbell row, a bench press and a weighted pull-up. The row's rack is taken: a
// plank swapped in is prescribed a hold of its own (45 s), never 8 s. The bench and the pull-up
// are a superset; a third bench set added makes a third round, which the head leads to. On another
// program only warm-ups are logged before the day is finished: the finish screen says them apart
// from the sets, and History lists the day with them. A set added to a squat, with a weight typed
// in it, is still there after a reload, online and with no signal; taken off, it is gone for good.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { lowContrastTexts } from "../support/contrast.js";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { keptOnPhone, readyForNoSignal } from "../support/offline.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import {
  addProgramDay,
  card,
  finishEarly,
  logSetLine,
  programRow,
  setField,
  supersetWith,
  swapExercise,
  textField,
} from "../support/workout-log.js";

const PROGRAM = "Gap Day";
const WARM_UPS = "Warm-Up Only";
const RELOADED = "Reload Day";
const enc = encodeURIComponent;

describe("holds, rounds and warm-up days", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    ({ context, page, errors } = await lifterOnPhone(suite, async (c) => {
      await addProgramDay(c.request, PROGRAM, [
        programRow(1, "Barbell Row", { sets: "3", reps: "8" }),
        programRow(2, "Barbell Bench Press"),
        programRow(3, "Weighted Pull-Up", { reps: "5" }),
      ]);
      await addProgramDay(c.request, WARM_UPS, [programRow(1, "Back Squat", { warmUp: "2", reps: "5" })]);
      await addProgramDay(c.request, RELOADED, [programRow(1, "Back Squat", { sets: "2", reps: "5" })]);
    }));
  });

  it("prescribes a plank swapped in for an 8-rep row a hold of its own, not 8 s", async () => {
    screenshotOnFailure(() => page, "swapped-hold");
    await page.goto(`/user-created-exercises/${enc(PROGRAM)}`);
    await page.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();
    await card(page, "Barbell Row").getByText("Reps:", { exact: true }).waitFor();
    await swapExercise(page, "Barbell Row", "Plank");
    const plank = card(page, "Plank");
    await plank.getByText("45 s", { exact: true }).waitFor();
    await expect(plank.getByText("Hold:", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(plank.getByText("Reps:", { exact: true }).count()).resolves.toBe(0);
    // The target each hold line suggests, and the one Time counts up to.
    const seconds = textField(plank, "Set 1 seconds");
    await expect(seconds.getAttribute("placeholder")).resolves.toBe("45");
    await plank.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("swapped-hold-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
  });

  it("counts a superset's rounds from the sets on its cards and leads to the added round", async () => {
    screenshotOnFailure(() => page, "superset-rounds");
    await supersetWith(page, "Barbell Bench Press", "Weighted Pull-Up");
    const block = page.getByRole("region", { name: "Superset A" });
    await block.getByText(/; 2 rounds,/).waitFor();
    const bench = card(page, "A1 · Barbell Bench Press");
    const pullUp = card(page, "A2 · Weighted Pull-Up");
    await bench.getByRole("button", { name: "Add a set", exact: true }).click();
    await block.getByText(/; 3 rounds,/).waitFor();
    for (const set of [1, 2]) {
      await logSetLine(bench, set, { reps: 8, rpe: 8, load: 135 });
      await logSetLine(pullUp, set, { reps: 5, rpe: 8, load: 25 });
    }
    await block.getByText("Next: A1 Barbell Bench Press, set 3", { exact: true }).waitFor();
    // Its card counts the set added: not saved in full, not completed, until set 3 is.
    await bench.getByText("2 of 3 sets saved", { exact: true }).waitFor();
    await block.getByRole("button", { name: "Go to A1 set 3", exact: true }).waitFor();
    await block.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("superset-third-round-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
    await logSetLine(bench, 3, { reps: 6, rpe: 9, load: 135 });
    await block.getByText("Superset A is done", { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("keeps an added set and the weight typed in it through a reload, online and offline", async () => {
    screenshotOnFailure(() => page, "added-set-reload");
    const heading = page.getByText("Phase 1 · Week 1 · Day 1", { exact: true });
    await page.goto(`/user-created-exercises/${enc(RELOADED)}`);
    await heading.waitFor();
    const squat = card(page, "Back Squat");
    await squat.getByRole("button", { name: "Add a set", exact: true }).click();
    await setField(squat, 3, "weight (lbs)").fill("235");
    await setField(squat, 1, "reps").fill("6");

    await page.reload();
    await heading.waitFor();
    await expect(setField(squat, 3, "weight (lbs)").inputValue()).resolves.toBe("235");
    await expect(setField(squat, 1, "reps").inputValue()).resolves.toBe("6");

    // This day kept on the phone too, not only the days opened before it.
    await readyForNoSignal(page);
    await eventually(async () => expect(await keptOnPhone(page, RELOADED)).toBe(true), { timeout: 15_000 });
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByText("You are offline").waitFor();
      await expect(setField(squat, 3, "weight (lbs)").inputValue()).resolves.toBe("235");
      const removeThird = squat.getByRole("button", { name: "Remove set 3", exact: true });
      await removeThird.scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifactPath("added-set-after-reload-375.png") });
      expect(await lowContrastTexts(page)).toEqual([]);
      // Taken off, the line stays off after another reload.
      await removeThird.click();
      await squat.getByRole("group", { name: "Set 3", exact: true }).waitFor({ state: "detached" });
      await page.reload();
      await page.getByText("You are offline").waitFor();
      await setField(squat, 2, "weight (lbs)").waitFor();
      await expect(squat.getByRole("group", { name: "Set 3", exact: true }).count()).resolves.toBe(0);
    } finally {
      await context.setOffline(false);
    }
    expect(errors).toEqual([]);
  });

  it("says a day of warm-ups only on the finish screen and lists it in History", async () => {
    screenshotOnFailure(() => page, "warm-up-day");
    await page.goto(`/user-created-exercises/${enc(WARM_UPS)}`);
    const squat = card(page, "Back Squat");
    await squat.waitFor();
    for (const [set, reps, weight] of [
      [1, 10, 45],
      [2, 5, 135],
    ] as const) {
      await textField(squat, `Warm-up ${set} reps`).fill(String(reps));
      await textField(squat, `Warm-up ${set} weight (lbs)`).fill(String(weight));
      await squat.getByRole("button", { name: `Save warm-up ${set}`, exact: true }).click();
      await squat.getByRole("button", { name: `Warm-up ${set} saved`, exact: true }).waitFor();
    }
    const finish = await finishEarly(page);
    await finish.getByText("Also 2 warm-up sets, not counted in sets or volume.", { exact: true }).waitFor();
    await finish.getByText("0 lbs", { exact: true }).waitFor();
    await finish.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("warm-up-day-finish-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);

    await page.goto("/history");
    const session = page.getByRole("article").filter({ hasText: WARM_UPS }).first();
    await session.getByText("0 sets · 2 warm-ups", { exact: true }).waitFor();
    await session.getByText("W1 · warm-up · 10 reps · 45 lbs", { exact: true }).waitFor();
    await session.getByText("W2 · warm-up · 5 reps · 135 lbs", { exact: true }).waitFor();
    await session.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("warm-up-day-history-375.png") });
    expect(await lowContrastTexts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
