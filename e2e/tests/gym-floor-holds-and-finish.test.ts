// The gym floor's last gaps, on a phone (375 px; decision 0088). A plank's seconds typed and not yet
// saved come back after a reload, online and with no signal. On a squat's card 'Add a note' and
// 'Add a set' start on one line; and once the day's last set is saved, its toasts leave the finish
// screen's "Workout complete" in sight.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { keptOnPhone, readyForNoSignal } from "../support/offline.js";
import { expectToast, field } from "../support/screen.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { addProgramDay, card, logSetLine, openOwnProgramLog, programRow, textField } from "../support/workout-log.js";

const HOLDS = "Hold Day";
const SQUATS = "Squat Day";

/** Where a control's words start on the screen, from its box and its own left padding. */
const textLeft = (control: Locator) =>
  control.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().left;
  });

describe("holds kept through a reload, and the card's and finish screen's layout", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    ({ context, page, errors } = await lifterOnPhone(suite, async (c) => {
      await addProgramDay(c.request, HOLDS, [programRow(1, "Plank", { sets: "2", reps: "45" })]);
      await addProgramDay(c.request, SQUATS, [
        programRow(1, "Back Squat", { sets: "1", reps: "5" }),
        programRow(2, "Deadlift", { sets: "1", reps: "5" }),
        programRow(3, "Overhead Press", { sets: "1", reps: "5" }),
        programRow(4, "Barbell Row", { sets: "1", reps: "5" }),
        programRow(5, "Lat Pulldown", { sets: "1", reps: "5" }),
        programRow(6, "Barbell Bench Press", { sets: "2", reps: "5" }),
      ]);
    }));
  });

  it("keeps a hold's typed seconds through a reload, online and with no signal", async () => {
    screenshotOnFailure(() => page, "hold-seconds-reload");
    await openOwnProgramLog(page, HOLDS);
    const plank = card(page, "Plank");
    await textField(plank, "Set 1 seconds").fill("52");
    await textField(plank, "Set 2 rpe").fill("7");

    await page.reload();
    await plank.waitFor();
    await expect(textField(plank, "Set 1 seconds").inputValue()).resolves.toBe("52");
    await expect(textField(plank, "Set 2 rpe").inputValue()).resolves.toBe("7");

    await readyForNoSignal(page);
    await eventually(async () => expect(await keptOnPhone(page, HOLDS)).toBe(true), { timeout: 15_000 });
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByText("You are offline").waitFor();
      await expect(textField(plank, "Set 1 seconds").inputValue()).resolves.toBe("52");
      await expect(textField(plank, "Set 2 rpe").inputValue()).resolves.toBe("7");
      await plank.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: artifactPath("hold-seconds-after-reload-375.png") });
    } finally {
      await context.setOffline(false);
    }
    expect(errors).toEqual([]);
  });

  it("lines up 'Add a note' with 'Add a set', and keeps 'Workout complete' clear of the toasts", async () => {
    screenshotOnFailure(() => page, "finish-heading");
    await openOwnProgramLog(page, SQUATS);
    const squat = card(page, "Back Squat");
    const note = squat.getByRole("button", { name: "Add note on back squat", exact: true });
    const addSet = squat.getByRole("button", { name: "Add a set", exact: true });
    await addSet.waitFor();
    await squat.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("note-and-add-set-375.png") });
    expect(Math.abs((await textLeft(note)) - (await textLeft(addSet)))).toBeLessThanOrEqual(2);

    await logSetLine(squat, 1, { reps: 5, rpe: 8, load: 225 }, false);
    await expectToast(page, "Back Squat has been completed!");
    for (const name of ["Deadlift", "Overhead Press", "Barbell Row", "Lat Pulldown"])
      await logSetLine(card(page, name), 1, { reps: 5, rpe: 8, load: 135 }, false);
    // The day's last exercise, in one entry: its card goes to the done list, below the finish screen.
    const bench = card(page, "Barbell Bench Press");
    await bench.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await field(bench, "Weight (lbs)").fill("185");
    await field(bench, "Reps").fill("5");
    await field(bench, "RPE").fill("8");
    await field(bench, "RPE").blur();
    const heading = page.getByRole("heading", { name: "Workout complete", exact: true });
    await heading.waitFor();
    await expectToast(page, "Barbell Bench Press has been completed!");
    // Brought into sight (a smooth scroll), then never under a toast.
    await eventually(async () => {
      const h = await heading.boundingBox();
      expect(h && h.y >= 0 && h.y + h.height <= 812).toBe(true);
    });
    await page.screenshot({ path: artifactPath("finish-heading-and-toast-375.png") });
    const h = await heading.boundingBox();
    for (const t of await Promise.all((await page.getByRole("alert").all()).map((a) => a.boundingBox()))) {
      const overlaps = h && t && h.y < t.y + t.height && t.y < h.y + h.height;
      expect(overlaps, JSON.stringify({ heading: h, toast: t })).toBeFalsy();
    }
    expect(errors).toEqual([]);
  });
});
