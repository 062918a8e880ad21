// The gym floor with no signal, on a phone (375 px): after one visit online, the log reloads and
// opens offline (service worker and the answers kept on the phone), sets ticked offline show as
// saved with a 'waiting to sync' count and survive a reload offline, and once the signal is back
// each set is on the server exactly once (the outbox's Idempotency-Keys; decisions 0042, 0043).
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, expectPath, screenshotOnFailure } from "../support/expect.js";
import { addProgramDay, card, programRow, setField } from "../support/workout-log.js";
import { keptOnPhone, readyForNoSignal } from "../support/offline.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";

const PROGRAM = "Basement Day";
const enc = encodeURIComponent;

const row = (exerciseOrder: number, exerciseName: string, sets: string) =>
  programRow(exerciseOrder, exerciseName, { warmUp: "0", sets, reps: "5", rpe: "8", rest: "2-3" });

async function logSet(scope: Locator, set: number, weight: number) {
  await setField(scope, set, "reps").fill("5");
  await setField(scope, set, "rpe").fill("8");
  await setField(scope, set, "weight (lbs)").fill(String(weight));
  await scope.getByRole("button", { name: `Save set ${set}`, exact: true }).click();
  await scope.getByRole("button", { name: `Set ${set} saved`, exact: true }).waitFor();
}

describe("the log with no signal", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const programData = [row(1, "Back Squat", "3"), row(2, "Barbell Bench Press", "2")];
    const prepare = (c: BrowserContext) => addProgramDay(c.request, PROGRAM, programData);
    ({ context, page, errors } = await lifterOnPhone(suite, prepare, { timeout: 15_000 }));
  });

  it("opens offline after one visit, keeps ticked sets through a reload, and syncs each once", async () => {
    screenshotOnFailure(() => page, "offline-log");
    const log = `/user-created-exercises/${enc(PROGRAM)}`;
    await page.goto(log);
    await page.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();
    await readyForNoSignal(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();
    await page.getByText("You are offline").waitFor();

    const squat = card(page, "Back Squat");
    await logSet(squat, 1, 225);
    await logSet(squat, 2, 225);
    const bench = card(page, "Barbell Bench Press");
    await logSet(bench, 1, 155);
    await page.getByText("3 saves kept on this phone, waiting to sync").waitFor();

    // A reload with no signal: the sets are still shown saved, and still waiting.
    // The kept answers are written a second after they change: wait until they hold the last set.
    await eventually(async () => expect(await keptOnPhone(page, '"weight":155')).toBe(true), { timeout: 15_000 });
    await page.reload();
    await page.getByText("3 saves kept on this phone, waiting to sync").waitFor();
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

  it("says in words what a screen never read needs, when the signal goes with the app open (0126)", async () => {
    const { page: phone, context: own, errors: ownErrors } = await suite.phonePage();
    screenshotOnFailure(() => phone, "offline-never-read");
    await signUpThroughApi(own);
    await addProgramDay(own.request, "Never Opened", [row(1, "Back Squat", "3")]);
    await phone.goto("/routine_Selection");
    const program = phone.getByRole("link", { name: "Never Opened" });
    await program.waitFor();
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    // No reload: the app was open when the signal went, as on the gym's stairs.
    await own.setOffline(true);
    await phone.getByText("You are offline").waitFor();
    await program.click();
    await phone.getByText("This day needs the network").waitFor();
    await phone.screenshot({ path: artifactPath("offline-never-read-day-375.png"), fullPage: true });
    // The signal back: the day asks again by itself.
    await own.setOffline(false);
    await phone.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();

    await own.setOffline(true);
    await phone.getByRole("button", { name: "Open menu" }).click();
    await phone.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "History" }).click();
    await phone.getByText("Your history needs the network").waitFor();
    await own.setOffline(false);
    await phone.getByText("No sessions yet. Log a workout and it shows here.").waitFor();
    expect(ownErrors).toEqual([]);
  });
});
