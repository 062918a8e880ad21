// One lifter, one day, two tabs (decision 0127): a set saved in one shows saved in the other
// without a reload, so the other cannot type over it unseen.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshotOnFailure, trackPageErrors } from "../support/expect.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { addProgramDay, card, logSetLine, openOwnProgramLog, programRow, setsCsv } from "../support/workout-log.js";

const PROGRAM = "Two Tabs";

describe("the log open in two tabs", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const programData = [programRow(1, "Back Squat", { sets: "3", reps: "5" })];
    ({ context, page, errors } = await lifterOnPhone(suite, (c) => addProgramDay(c.request, PROGRAM, programData), {
      timeout: 20_000,
    }));
  });

  it("shows a set saved in one tab as saved in the other, and the server holds it once", async () => {
    screenshotOnFailure(() => page, "two-tabs");
    const other = await context.newPage();
    const otherErrors = trackPageErrors(other);
    for (const tab of [page, other]) {
      await openOwnProgramLog(tab, PROGRAM);
      // The app listens to its other tabs once it has started its offline parts.
      await tab.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    }
    await logSetLine(card(page, "Back Squat"), 1, { reps: 5, rpe: 7, load: 225 });
    await logSetLine(card(page, "Back Squat"), 2, { reps: 5, rpe: 7.5, load: 225 });

    const there = card(other, "Back Squat");
    await there.getByRole("button", { name: "Set 2 saved", exact: true }).waitFor();
    await there.getByRole("button", { name: "Save set 3", exact: true }).waitFor();
    const { rows } = await setsCsv(context.request);
    expect(rows.filter((r) => r[12] === "done").map((r) => [r[5], r[6], r[8]])).toEqual([
      ["Back Squat", "1", "7"],
      ["Back Squat", "2", "7.5"],
    ]);
    expect([...errors, ...otherErrors]).toEqual([]);
  });
});
