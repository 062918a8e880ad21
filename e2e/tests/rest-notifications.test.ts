// A rest's end told with the screen off (issue 20, decision 0057), on a phone (375 px): with
// notifications allowed, saving a set starts the in-app rest as before, and the service worker
// shows the rest's end as a notification, even once the page that started it is closed.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server.js";
import { launchBrowser, newPhoneContext } from "../support/browser.js";
import { eventually, screenshotOnFailure, trackPageErrors } from "../support/expect.js";
import { signUpThroughApi } from "../support/users.js";

const PROGRAM = "Short Rests";

describe("a rest's end as a notification", () => {
  let server: AppServer;
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const [started, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    server = started;
    context = await newPhoneContext(browser, server.baseURL);
    await context.grantPermissions(["notifications"], { origin: server.baseURL });
    close = async () => {
      await context.close().catch(() => undefined);
      await browser.close();
      await server.stop();
    };
    await signUpThroughApi(context);
    // Rests are whole minutes: the shortest, 1, keeps this journey near a minute.
    const programData = [
      { exerciseOrder: 1, exerciseName: "Back Squat", warmUp: "0", sets: "2", reps: "5", rpe: "8" },
    ].map((r) => ({ ...r, percent1RM: "", rest: "1", notes: "" }));
    const res = await context.request.post("/api/add/addProgramDay", {
      data: { programName: PROGRAM, phase: 1, week: 1, day: 1, programData },
    });
    expect(res.status(), await res.text()).toBe(200);
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    errors = trackPageErrors(page);
  });

  afterAll(() => close?.());

  it("shows the rest's end through the service worker, with the page that started it closed", async () => {
    screenshotOnFailure(() => page, "rest-notification");
    await page.goto(`/user-created-exercises/${encodeURIComponent(PROGRAM)}`);
    await page.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();
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
