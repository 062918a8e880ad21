// A day logged with no signal (set ticks with a correction on the spot, Adv. Entry, the quick row,
// the final Submit),
// then synced the hard way, on a phone (375 px): the server is killed
// (SIGKILL) while the outbox sends and started again on the same database, and one save reaches the
// server three times (twice more after its answer was lost). Through the API, every set is on the
// server exactly once; a reload offline before the sync shows every value entered (decisions 0042,
// 0043, 0057).
import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server.js";
import { artifactPath } from "../support/browser.js";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { addProgramDay, card, openOwnProgramLog, programRow, setField } from "../support/workout-log.js";
import { keptOnPhone, readyForNoSignal } from "../support/offline.js";

const PROGRAM = "Crash Day";

const row = (exerciseOrder: number, exerciseName: string, sets: string) =>
  programRow(exerciseOrder, exerciseName, { warmUp: "0", sets, reps: "5", rpe: "8", rest: "2-3" });

/** An exercise under Done today. */
const done = (page: Page, name: string) =>
  page.getByRole("region", { name: "Done today" }).getByRole("listitem").filter({ hasText: name });

type Entry = [exercise: string, set: number, reps: number, rpe: number, weight: number];
/** What the lifter ticks set by set; squat's set 1 is first ticked at 220, then corrected. */
const TICKED: Entry[] = [
  ["Back Squat", 1, 5, 7, 225],
  ["Back Squat", 2, 5, 8, 230],
  ["Back Squat", 3, 4, 9, 235],
  ["Barbell Bench Press", 1, 6, 7, 155],
  ["Barbell Bench Press", 2, 5, 8, 160],
];
/** Saved through Adv. Entry's dialog. */
const ADVANCED: Entry[] = [
  ["Deadlift", 1, 3, 8, 315],
  ["Deadlift", 2, 3, 8.5, 325],
];
/** The quick row: the whole exercise in one entry (no set number). */
const QUICK = { exercise: "Overhead Press", reps: 8, rpe: 9, weight: 95 };
/** Typed in the card and sent by the final Submit. */
const SUBMITTED = { exercise: "Barbell Row", reps: 10, rpe: 8, weight: 135 };

async function logSet(page: Page, [exercise, set, reps, rpe, weight]: Entry) {
  const scope = card(page, exercise);
  await setField(scope, set, "reps").fill(String(reps));
  await setField(scope, set, "rpe").fill(String(rpe));
  await setField(scope, set, "weight (lbs)").fill(String(weight));
  await scope.getByRole("button", { name: `Save set ${set}`, exact: true }).click();
  // The last set of an exercise moves it under Done today, where its line says it is saved.
  const done = page.getByRole("region", { name: "Done today" }).getByText(`Set ${set}: ${reps} reps`);
  await scope
    .getByRole("button", { name: `Set ${set} saved`, exact: true })
    .or(done)
    .first()
    .waitFor();
}

describe("a day logged offline, synced through a crash and a replay", () => {
  const suite = useAppAndBrowser();
  let restarted: AppServer | undefined;
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const programData = [
      row(1, "Back Squat", "3"),
      row(2, "Barbell Bench Press", "2"),
      row(3, "Deadlift", "2"),
      row(4, "Overhead Press", "3"),
      row(5, "Barbell Row", "3"),
    ];
    const prepare = (c: BrowserContext) => addProgramDay(c.request, PROGRAM, programData);
    ({ context, page, errors } = await lifterOnPhone(suite, prepare, { timeout: 20_000 }));
  });

  // Runs before the suite's own close (after-hooks run last first): the server started again
  // stops first, as the first one's stop removes the database they share.
  afterAll(() => restarted?.stop());

  it("keeps every value through a reload offline, and puts each set on the server once", async () => {
    screenshotOnFailure(() => page, "offline-sync");
    await openOwnProgramLog(page, PROGRAM);
    await readyForNoSignal(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText("You are offline").waitFor();
    // A correction on the spot: squat's set 1 ticked at 220, then typed over and ticked at 225.
    await logSet(page, ["Back Squat", 1, 5, 7, 220]);
    for (const set of TICKED) await logSet(page, set);
    const deadlift = card(page, "Deadlift");
    await deadlift.getByRole("button", { name: "Adv. Entry" }).click();
    const advanced = page.getByRole("dialog", { name: "Advanced Entry" });
    for (const [, set, reps, rpe, weight] of ADVANCED) {
      const group = advanced.getByRole("group", { name: `Set ${set}` });
      await group.getByRole("textbox", { name: "Reps", exact: true }).fill(String(reps));
      await group.getByRole("textbox", { name: "RPE", exact: true }).fill(String(rpe));
      await group.getByRole("textbox", { name: "Weight (lbs)", exact: true }).fill(String(weight));
    }
    await advanced.getByRole("button", { name: "Submit" }).click();
    await advanced.waitFor({ state: "hidden" });
    const press = card(page, QUICK.exercise);
    await press.getByRole("textbox", { name: "Weight (lbs)", exact: true }).fill(String(QUICK.weight));
    await press.getByRole("textbox", { name: "Reps", exact: true }).fill(String(QUICK.reps));
    await press.getByRole("textbox", { name: "RPE", exact: true }).fill(String(QUICK.rpe));
    await press.getByRole("textbox", { name: "RPE", exact: true }).blur();
    await press
      .getByText(`Saved: ${QUICK.reps} reps · RPE ${QUICK.rpe} · ${QUICK.weight} lbs`)
      .or(done(page, QUICK.exercise))
      .first()
      .waitFor();
    await page.getByRole("button", { name: "Want to verify your submission? Click here." }).click();
    const rowCard = card(page, SUBMITTED.exercise);
    await rowCard.getByRole("textbox", { name: "Reps", exact: true }).fill(String(SUBMITTED.reps));
    await rowCard.getByRole("textbox", { name: "RPE", exact: true }).fill(String(SUBMITTED.rpe));
    await rowCard.getByRole("textbox", { name: "Weight (lbs)", exact: true }).fill(String(SUBMITTED.weight));
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    // 6 ticks, 2 sets of Adv. Entry, the quick entry, the final Submit's entry.
    await page.getByText("10 saves kept on this phone, waiting to sync").waitFor();

    // Reload with no signal: the day reads as done, every set with the numbers the lifter typed,
    // and the day's figures (worked out by the server) say they wait for the signal.
    // The last save (the final Submit's) kept too, not only an earlier one: on a loaded machine the
    // kept answers' write a second after it could still be to come.
    await eventually(async () => expect(await keptOnPhone(page, '"weight":95')).toBe(true), { timeout: 15_000 });
    await eventually(async () => expect(await keptOnPhone(page, `"actualReps":${SUBMITTED.reps}`)).toBe(true), {
      timeout: 15_000,
    });
    await page.reload();
    await page.getByText("10 saves kept on this phone, waiting to sync").waitFor();
    await page.getByRole("heading", { name: "Workout complete" }).waitFor();
    const inDone = (exercise: string, line: string) => done(page, exercise).getByText(line, { exact: true }).waitFor();
    for (const [exercise, set, reps, rpe, weight] of [...TICKED, ...ADVANCED]) {
      await inDone(exercise, `Set ${set}: ${reps} reps · RPE ${rpe} · ${weight} lbs`);
    }
    await inDone(QUICK.exercise, `${QUICK.reps} reps · RPE ${QUICK.rpe} · ${QUICK.weight} lbs`);
    await inDone(SUBMITTED.exercise, `${SUBMITTED.reps} reps · RPE ${SUBMITTED.rpe} · ${SUBMITTED.weight} lbs`);
    await page.getByText("The day's figures need the network").waitFor();
    expect(await page.getByText("could not be loaded").count()).toBe(0);
    await page.screenshot({ path: artifactPath("offline-sync-reloaded-375.png"), fullPage: true });

    // The sync, made hard: the first save reaches the server three times (its answer is lost twice,
    // so the phone sends it again); the server dies (SIGKILL) as the second is sent, and comes back
    // on the same database a moment later.
    const copies = new Map<string, number>();
    let keysSeen = 0;
    await context.route("**/api/**", async (route: Route) => {
      const key = route.request().headers()["idempotency-key"];
      if (!key) return route.continue();
      if (!copies.has(key)) keysSeen += 1;
      copies.set(key, (copies.get(key) ?? 0) + 1);
      if (keysSeen === 1 && copies.get(key) === 1) {
        const first = await route.fetch();
        expect(first.status()).toBe(200);
        const second = await route.fetch();
        expect(second.headers()["idempotent-replayed"]).toBe("true");
        return route.abort("connectionreset");
      }
      if (keysSeen === 2 && copies.get(key) === 1) {
        await suite.server.kill();
        void startAppServer({ port: suite.server.port, databaseUrl: suite.server.databaseUrl }).then((s) => {
          restarted = s;
        });
        return route.continue();
      }
      return route.continue();
    });
    await context.setOffline(false);
    await page.getByText(/waiting to sync/).waitFor({ state: "detached", timeout: 90_000 });
    expect(restarted).toBeDefined();
    expect([...copies.values()][0]).toBeGreaterThanOrEqual(2);
    expect([...copies.values()][1]).toBeGreaterThanOrEqual(2);

    const history = await context.request.get("/api/history/sessions");
    expect(history.status()).toBe(200);
    type SavedSet = { exercise: string; set: number | null; reps: number; rpe: number; weight: number };
    const sets: SavedSet[] = (await history.json()).sessions.flatMap((s: { sets: SavedSet[] }) => s.sets);
    expect(sets.map((s) => [s.exercise, s.set, s.reps, s.rpe, s.weight])).toEqual([
      ...TICKED,
      ...ADVANCED,
      [QUICK.exercise, null, QUICK.reps, QUICK.rpe, QUICK.weight],
      [SUBMITTED.exercise, null, SUBMITTED.reps, SUBMITTED.rpe, SUBMITTED.weight],
    ]);
    expect(errors).toEqual([]);
  });
});
