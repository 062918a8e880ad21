// Supersets on a phone (375 px), decision 0055. A lifter's own program, day 1: bench (rest 3 min),
// row (rest 1 min) and squat. In the log they group the bench with the row ("Superset with…"): one
// block, A1 and A2, leading A1 set 1 → A2 set 1 → A1 set 2 → A2 set 2; no rest inside a round, the
// group's rest (3:00, the larger) after each; the finished group leaves the pending list as one.
// Then in the builder they tick "Superset Overhead Press with Barbell Curl" on day 2, and the log's
// day 2 shows the two grouped without any grouping in the log.
import type { APIRequestContext, BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { chunkFiles } from "../support/chunks";
import { addProgramDay, card, programRow, restBar, setField } from "../support/workout-log.js";
import { expectToast } from "../support/screen.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "Superset Days";
const enc = encodeURIComponent;

const row = (exerciseOrder: number, exerciseName: string, rest: string) =>
  programRow(exerciseOrder, exerciseName, { rest });

const block = (page: Page, letter: string) => page.getByRole("region", { name: `Superset ${letter}`, exact: true });
const combobox = (scope: Page | Locator, label: string) => scope.getByRole("combobox", { name: label, exact: true });

async function choose(page: Page, label: string, option: string): Promise<void> {
  await combobox(page, label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function program(api: APIRequestContext): Promise<void> {
  const days = {
    1: [row(1, "Barbell Bench Press", "3"), row(2, "Barbell Row", "1"), row(3, "Back Squat", "2")],
    2: [row(1, "Back Squat", "2"), row(2, "Overhead Press", "2"), row(3, "Barbell Curl", "1")],
  };
  for (const [day, programData] of Object.entries(days)) {
    await addProgramDay(api, PROGRAM, programData, { day: Number(day) });
  }
}

/** Types one set and ticks it; a set that finishes the group may take its card away at once. */
async function logSet(scope: Locator, set: number, weight: number, last = false) {
  await setField(scope, set, "reps").fill("8");
  await setField(scope, set, "rpe").fill("8");
  await setField(scope, set, "weight (lbs)").fill(String(weight));
  await scope.getByRole("button", { name: `Save set ${set}`, exact: true }).click();
  if (!last) await scope.getByRole("button", { name: `Set ${set} saved`, exact: true }).waitFor();
}

const next = (page: Page, text: string) => block(page, "A").getByText(text, { exact: true }).waitFor();

describe("supersets and circuits", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];
  /** The path of every request the page made: the rest timer's code comes with the first rest. */
  const fetched: string[] = [];

  beforeAll(async () => {
    ({ context, page, errors } = await lifterOnPhone(suite, (c) => program(c.request)));
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  });

  it("groups two exercises in the log, alternates their sets and rests once per round", async () => {
    screenshotOnFailure(() => page, "supersets-log");
    await page.goto(`/user-created-exercises/${enc(PROGRAM)}`);
    const bench = card(page, "Barbell Bench Press");
    await bench.getByRole("button", { name: "Superset with…" }).click();
    await bench
      .getByRole("group", { name: "Superset Barbell Bench Press with" })
      .getByRole("button", { name: "Barbell Row" })
      .click();

    const a1 = card(page, "A1 · Barbell Bench Press");
    const a2 = card(page, "A2 · Barbell Row");
    await block(page, "A").waitFor();
    for (const name of ["A1 · Barbell Bench Press", "A2 · Barbell Row"]) {
      await block(page, "A").getByRole("article", { name, exact: true }).waitFor();
    }
    // The squat is not in it.
    await expect(block(page, "A").getByRole("article", { name: "Back Squat" }).count()).resolves.toBe(0);
    await next(page, "Next: A1 Barbell Bench Press, set 1");
    await page.screenshot({ path: artifactPath("superset-grouped-375.png"), fullPage: true });

    // Round 1: A1 set 1 starts no rest, and leads to A2 set 1.
    await logSet(a1, 1, 135);
    await next(page, "Next: A2 Barbell Row, set 1");
    await expect(restBar(page).count()).resolves.toBe(0);
    expect(fetched.filter((path) => chunkFiles("rest-timer").includes(path))).toEqual([]);
    // "Go to A2 set 1" takes the lifter to that set's first field.
    await block(page, "A").getByRole("button", { name: "Go to A2 set 1" }).click();
    await eventually(async () =>
      expect(await setField(a2, 1, "reps").evaluate((el) => el === document.activeElement)).toBe(true),
    );
    await logSet(a2, 1, 95);
    // The round is done: one rest, the group's (3:00 from the bench, not the row's 1:00).
    await restBar(page).getByText("Superset A", { exact: true }).waitFor();
    await restBar(page).getByRole("status").filter({ hasText: "Rest 3:00" }).waitFor();
    await next(page, "Next: A1 Barbell Bench Press, set 2");
    await page.screenshot({ path: artifactPath("superset-rest-after-round-375.png") });
    await restBar(page).getByRole("button", { name: "Skip rest" }).click();
    await restBar(page).waitFor({ state: "detached" });

    // Round 2: the bench's last set finishes it, but it stays in the block until the row is done.
    await logSet(a1, 2, 135);
    await expectToast(page, "Barbell Bench Press has been completed!");
    await expect(restBar(page).count()).resolves.toBe(0);
    await next(page, "Next: A2 Barbell Row, set 2");
    await expect(a1.count()).resolves.toBe(1);
    await logSet(a2, 2, 95, true);
    await expectToast(page, "Barbell Row has been completed!");
    await restBar(page).getByText("Superset A", { exact: true }).waitFor();

    // The finished group leaves the pending list as one, for Done today.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await block(page, "A").waitFor({ state: "detached" });
    const done = page.getByRole("list", { name: "Done today" });
    for (const name of ["Barbell Bench Press", "Barbell Row"]) await done.getByText(name, { exact: true }).waitFor();
    await card(page, "Back Squat").waitFor();
    await page.screenshot({ path: artifactPath("superset-done-375.png"), fullPage: true });

    // On the server, as the lifter logged them.
    const day = await (await context.request.get(`/api/query/user-created-exercises/${enc(PROGRAM)}/1/1/1`)).json();
    const sets = (name: string) =>
      (day.data as { exercise_name: string; logged_sets: { set: number; weight: number }[] }[])
        .find((r) => r.exercise_name === name)
        ?.logged_sets.map((s) => [s.set, s.weight]);
    expect(sets("Barbell Bench Press")).toEqual([
      [1, 135],
      [2, 135],
    ]);
    expect(sets("Barbell Row")).toEqual([
      [1, 95],
      [2, 95],
    ]);
    expect(errors).toEqual([]);
  });

  it("shows a superset made in the builder grouped in the log, every time", async () => {
    screenshotOnFailure(() => page, "supersets-builder");
    await page.goto("/add-program");
    await combobox(page, "Program Name").click();
    await page.getByRole("option", { name: PROGRAM, exact: true }).click();
    await choose(page, "Phase", "1");
    await choose(page, "Week", "1");
    await choose(page, "Day", "2");
    const tick = page.getByRole("checkbox", { name: "Superset Overhead Press with Barbell Curl" });
    await tick.check();
    await page.getByRole("button", { name: "Add Program Day" }).click();
    await expectToast(page, `Phase 1 · Week 1 · Day 2 saved to ${PROGRAM} (3 exercises).`);
    await page.screenshot({ path: artifactPath("superset-builder-375.png"), fullPage: true });

    // Back to the day in the builder: the tick is stored with the rows.
    await choose(page, "Day", "1");
    await choose(page, "Day", "2");
    await eventually(async () =>
      expect(await page.getByRole("checkbox", { name: "Superset Overhead Press with Barbell Curl" }).isChecked()).toBe(
        true,
      ),
    );

    await page.goto(`/user-created-exercises/${enc(PROGRAM)}`);
    await page.getByRole("button", { name: "Want to do a different day? Click here." }).click();
    await choose(page, "Phase", "1");
    await choose(page, "Week", "1");
    await choose(page, "Day", "2");
    await block(page, "A").waitFor();
    await card(page, "A1 · Overhead Press").waitFor();
    await card(page, "A2 · Barbell Curl").waitFor();
    await card(page, "Back Squat").waitFor();
    await next(page, "Next: A1 Overhead Press, set 1");
    // A builder's group is changed in the builder: the log offers no Ungroup for it.
    await expect(page.getByRole("button", { name: "Ungroup Overhead Press" }).count()).resolves.toBe(0);
    await page.screenshot({ path: artifactPath("superset-from-builder-375.png"), fullPage: true });
    expect(errors).toEqual([]);
  });
});
