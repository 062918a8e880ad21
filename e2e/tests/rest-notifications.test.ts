// A rest's end told with the screen off (issue 20, decision 0057), on a phone (375 px): with
// notifications allowed, saving a set starts the in-app rest as before, and the service worker
// shows the rest's end as a notification, even once the page that started it is closed.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { addProgramDay, openOwnProgramLog, programRow } from "../support/workout-log.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "Short Rests";

describe("a rest's end as a notification", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    // Rests are whole minutes: the shortest, 1, keeps this journey near a minute.
    const programData = [programRow(1, "Back Squat", { warmUp: "0", reps: "5", rpe: "8", rest: "1" })];
    const prepare = async (c: BrowserContext) => {
      await c.grantPermissions(["notifications"], { origin: suite.server.baseURL });
      await addProgramDay(c.request, PROGRAM, programData);
    };
    ({ context, page, errors } = await lifterOnPhone(suite, prepare, { timeout: 20_000 }));
  });

  it("shows the rest's end through the service worker, with the page that started it closed", async () => {
    screenshotOnFailure(() => page, "rest-notification");
    await openOwnProgramLog(page, PROGRAM);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    const squat = page.getByRole("article", { name: "Back Squat", exact: true });
    const typed: [string, string][] = [
      ["reps", "5"],
      ["rpe", "8"],
      ["weight (lbs)", "225"],
    ];
    for (const [label, value] of typed) {
      await squat.getByRole("textbox", { name: `Set 1 ${label}`, exact: true }).fill(value);
    }
    await squat.getByRole("button", { name: "Save set 1", exact: true }).click();
    // The in-app timer as before.
    const bar = page.getByRole("region", { name: "Rest timer" });
    await bar.getByRole("status").filter({ hasText: "Rest 1:00" }).waitFor();
    expect(errors).toEqual([]);

    // The app goes away (the screen off, another app): only the service worker is left to tell.
    const watcher = await context.newPage();
    await watcher.goto("/");
    await page.close();
    const shown = () =>
      watcher.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications({ tag: "ironpath-rest" })).map((n) => ({
          title: n.title,
          body: n.body,
        }));
      });
    expect(await shown()).toEqual([]);
    await eventually(
      async () => expect(await shown()).toEqual([{ title: "Rest 1:00 — next set", body: "Back Squat" }]),
      {
        timeout: 90_000,
        interval: 1000,
      },
    );
  }, 150_000);
});
