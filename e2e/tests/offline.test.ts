// The gym floor with no signal, on a phone (375 px): after one visit online, the log reloads and
// opens offline (service worker and the answers kept on the phone), sets ticked offline show as
// saved with a 'waiting to sync' count and survive a reload offline, and once the signal is back
// each set is on the server exactly once (the outbox's Idempotency-Keys; decisions 0042, 0043).
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server.js";
import { artifactPath, launchBrowser, newPhoneContext } from "../support/browser.js";
import { eventually, expectPath, screenshotOnFailure, trackPageErrors } from "../support/expect.js";
import { signUpThroughApi } from "../support/users.js";

const PROGRAM = "Basement Day";
const enc = encodeURIComponent;

const row = (exerciseOrder: number, exerciseName: string, sets: string) => ({
  exerciseOrder,
  exerciseName,
  warmUp: "0",
  sets,
  reps: "5",
  rpe: "8",
  percent1RM: "",
  rest: "2-3",
  notes: "",
});

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const setField = (scope: Locator, set: number, label: "reps" | "rpe" | "weight (lbs)") =>
  scope.getByRole("textbox", { name: `Set ${set} ${label}`, exact: true });

async function logSet(scope: Locator, set: number, weight: number) {
  await setField(scope, set, "reps").fill("5");
  await setField(scope, set, "rpe").fill("8");
  await setField(scope, set, "weight (lbs)").fill(String(weight));
  await scope.getByRole("button", { name: `Save set ${set}`, exact: true }).click();
  await scope.getByRole("button", { name: `Set ${set} saved`, exact: true }).waitFor();
}

/** Whether the log's answers kept on the phone hold `text` yet (written a second after they change). */
const keptOnPhone = (page: Page, text = "next-day") =>
  page.evaluate(
    (text) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("ironpath-kept");
        // Looking must not make the database: one made here, empty, would have no store when the
        // app opens it, and the app would keep nothing (this raced on a slow machine).
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          resolve(false);
        };
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("answers")) return resolve(false);
          const get = db.transaction("answers").objectStore("answers").get("client");
          // Stored as an object or as JSON text: read without the escapes either way.
          get.onsuccess = () =>
            resolve(
              JSON.stringify(get.result ?? "")
                .replaceAll("\\", "")
                .includes(text),
            );
          get.onerror = () => resolve(false);
        };
      }),
    text,
  );

describe("the log with no signal", () => {
  let server: AppServer;
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    const [started, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    server = started;
    context = await newPhoneContext(browser, server.baseURL);
    close = async () => {
      await context.close().catch(() => undefined);
      await browser.close();
      await server.stop();
    };
    await signUpThroughApi(context);
    const programData = [row(1, "Back Squat", "3"), row(2, "Barbell Bench Press", "2")];
    const res = await context.request.post("/api/add/addProgramDay", {
      data: { programName: PROGRAM, phase: 1, week: 1, day: 1, programData },
    });
    expect(res.status(), await res.text()).toBe(200);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    errors = trackPageErrors(page);
  });

  afterAll(() => close?.());

  it("opens offline after one visit, keeps ticked sets through a reload, and syncs each once", async () => {
    screenshotOnFailure(() => page, "offline-log");
    const log = `/user-created-exercises/${enc(PROGRAM)}`;
    await page.goto(log);
    await page.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();
    // The service worker is registered when the browser is idle, and ready once it has cached the app.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await eventually(async () => expect(await keptOnPhone(page)).toBe(true), { timeout: 15_000 });

    await context.setOffline(true);
    await page.reload();
    await page.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();
    await page.getByText("You are offline").waitFor();

    const squat = card(page, "Back Squat");
    await logSet(squat, 1, 225);
    await logSet(squat, 2, 225);
    const bench = card(page, "Barbell Bench Press");
    await logSet(bench, 1, 155);
    await page.getByText("3 saves saved on this phone, waiting to sync").waitFor();

    // A reload with no signal: the sets are still shown saved, and still waiting.
    // The kept answers are written a second after they change: wait until they hold the last set.
    await eventually(async () => expect(await keptOnPhone(page, '"weight":155')).toBe(true), { timeout: 15_000 });
    await page.reload();
    await page.getByText("3 saves saved on this phone, waiting to sync").waitFor();
    await card(page, "Back Squat").getByRole("button", { name: "Set 2 saved", exact: true }).waitFor();
    await card(page, "Barbell Bench Press").getByRole("button", { name: "Set 1 saved", exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("offline-log-375.png") });

    await context.setOffline(false);
    // Every save sent, not only the first: the count goes 3, 2, 1, then the line is gone.
    await page.getByText(/waiting to sync/).waitFor({ state: "detached" });
    const history = await context.request.get("/api/history/sessions");
    expect(history.status()).toBe(200);
    const sets = (await history.json()).sessions.flatMap(
      (s: { sets: { exercise: string; set: number | null; weight: number }[] }) => s.sets,
    );
    expect(
      sets.map((s: { exercise: string; set: number | null; weight: number }) => [s.exercise, s.set, s.weight]),
    ).toEqual([
      ["Back Squat", 1, 225],
      ["Back Squat", 2, 225],
      ["Barbell Bench Press", 1, 155],
    ]);
    expect(errors).toEqual([]);
  });
  it("opens Profile and History from the menu offline, saying in words what waits for the signal", async () => {
    screenshotOnFailure(() => page, "offline-menu");
    // History online once, so its first page is kept on the phone like the log's answers.
    await page.goto("/history");
    await page.getByText("Back Squat", { exact: true }).first().waitFor();
    await eventually(async () => expect(await keptOnPhone(page, '"sessions"')).toBe(true), { timeout: 15_000 });
    await page.goto("/");
    await context.setOffline(true);
    await page.reload();
    await page.getByText("You are offline").waitFor();

    const open = async (label: string) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: label }).click();
    };
    await open("Profile");
    await expectPath(page, "/profile");
    await page.getByText("Your profile needs the network").waitFor();
    await page.screenshot({ path: artifactPath("offline-profile-375.png"), fullPage: true });

    await open("History");
    await expectPath(page, "/history");
    // What is kept shows (the sessions of the last visit); what is not says it waits for the signal.
    await page.getByText("Back Squat", { exact: true }).first().waitFor();
    await page.getByText("Showing what this phone kept").waitFor();
    await page.screenshot({ path: artifactPath("offline-history-375.png"), fullPage: true });
    expect(await page.getByText(/could not be loaded/).count()).toBe(0);
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});
