// A set taken back with no signal and logged again (decision 0110: taking a set back waits on the
// phone like a save): the server ends with what the lifter sees, the set as logged the second time,
// once, and the other set as it was.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { screenshotOnFailure } from "../support/expect.js";
import { readyForNoSignal } from "../support/offline.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { addProgramDay, card, logSetLine, openOwnProgramLog, programRow, setsCsv } from "../support/workout-log.js";

const PROGRAM = "Take Back Offline";

describe("a set taken back and logged again with no signal", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const programData = [programRow(1, "Back Squat", { sets: "2", reps: "5" })];
    ({ context, page, errors } = await lifterOnPhone(suite, (c) => addProgramDay(c.request, PROGRAM, programData), {
      timeout: 20_000,
    }));
  });

  it("sends the take-back and the new set in order, and the server holds the new set once", async () => {
    screenshotOnFailure(() => page, "take-back-offline");
    await openOwnProgramLog(page, PROGRAM);
    await readyForNoSignal(page);
    const squat = card(page, "Back Squat");
    await logSetLine(squat, 1, { reps: 5, rpe: 7, load: 225 });
    await logSetLine(squat, 2, { reps: 5, rpe: 8, load: 225 });

    // What was saved with the signal has reached the server (the count below is of what waits).
    await page.getByText(/waiting to sync/).waitFor({ state: "detached" });
    await context.setOffline(true);
    await squat.getByRole("button", { name: "Set 2 saved", exact: true }).click();
    await squat.getByRole("button", { name: "Remove set 2" }).click();
    await squat.getByRole("button", { name: "Save set 2", exact: true }).waitFor();
    await logSetLine(squat, 2, { reps: 4, rpe: 9, load: 235 });
    await page.getByText("2 saves kept on this phone, waiting to sync").waitFor();

    await context.setOffline(false);
    await page.getByText(/waiting to sync/).waitFor({ state: "detached", timeout: 60_000 });
    const { header, rows } = await setsCsv(context.request);
    const at = (name: string) => header.split(",").indexOf(name);
    const squats = rows
      .filter((r) => r[at("exercise")] === "Back Squat" && r[at("status")] === "done")
      .map((r) => [r[at("set")], r[at("reps")], r[at("rpe")], r[at("weight_lbs")]].join(" "));
    expect(squats).toEqual(["1 5 7 225", "2 4 9 235"]);
    expect(errors).toEqual([]);
  });
});
