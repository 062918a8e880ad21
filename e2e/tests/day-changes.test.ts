// Changing the day while lifting, on a phone (375 px; decision 0049). A lifter with a program of
// their own (squat, bench, row) finds the squat rack taken: they swap the squat for the leg press
// (the same muscle group is offered first), skip the row, add dumbbell curls and move them up,
// then log the day. The day shows the leg press "Instead of Back Squat" and the row as "Skipped";
// the finish screen counts what was lifted and lists the row as skipped; History shows the leg
// press and the curls, never the squat.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { lowContrastTexts } from "../support/contrast.js";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { addProgramDay, card, openOwnProgramLog, programRow } from "../support/workout-log.js";
import { expectToast, field } from "../support/screen.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "Rack Taken";

const row = (exerciseOrder: number, exerciseName: string) => programRow(exerciseOrder, exerciseName);

/** The pending cards' names, top to bottom. */
const cardNames = (page: Page) =>
  page.locator("article").evaluateAll((cards) => cards.map((c) => c.querySelector("h2,h3")?.textContent ?? ""));

async function change(page: Page, name: string, action: string): Promise<void> {
  await card(page, name)
    .getByRole("button", { name: `Change ${name}` })
    .click();
  await card(page, name)
    .getByRole("group", { name: `Change ${name}` })
    .getByRole("button", { name: action })
    .click();
}

async function logQuickly(page: Page, name: string, reps: number, weight: number): Promise<void> {
  const exercise = card(page, name);
  await field(exercise, "Weight (lbs)").fill(String(weight));
  await field(exercise, "Reps").fill(String(reps));
  await field(exercise, "RPE").fill("8");
  await field(exercise, "RPE").blur();
  await expectToast(page, `${name} has been completed!`);
}

describe("changing the day while lifting", () => {
  const suite = useAppAndBrowser();
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const programData = [row(1, "Back Squat"), row(2, "Barbell Bench Press"), row(3, "Barbell Row")];
    ({ page, errors } = await lifterOnPhone(suite, (c) => addProgramDay(c.request, PROGRAM, programData)));
  });

  it("swaps the squat for the leg press, offered among the same muscle group first", async () => {
    screenshotOnFailure(() => page, "day-changes-swap");
    await openOwnProgramLog(page, PROGRAM);
    const changeButton = card(page, "Back Squat").getByRole("button", { name: "Change Back Squat" });
    expect((await changeButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await change(page, "Back Squat", "Swap…");
    const dialog = page.getByRole("dialog", { name: "Swap Back Squat" });
    const list = dialog.getByRole("list", { name: "Exercises" });
    // The first offered shares a muscle with the squat.
    await list
      .getByRole("button")
      .first()
      .getByText(/Same muscle group/)
      .waitFor();
    await dialog.getByText("Also change the program", { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath("day-changes-swap-375.png") });
    await dialog.getByRole("textbox", { name: "Search by name" }).fill("leg press");
    await list.getByRole("button", { name: /^Leg Press Same muscle group/ }).click();
    await expectToast(page, "Back Squat swapped for Leg Press");
    await card(page, "Leg Press").getByText("Instead of Back Squat", { exact: true }).waitFor();
    await expect(card(page, "Back Squat").count()).resolves.toBe(0);
  });

  it("skips the row, shown as Skipped", async () => {
    screenshotOnFailure(() => page, "day-changes-skip");
    const rowCard = card(page, "Barbell Row");
    await rowCard.getByRole("button", { name: "Change Barbell Row" }).click();
    const actions = rowCard.getByRole("group", { name: "Change Barbell Row" });
    for (const name of ["Swap…", "Skip", "Move up", "Move down"]) {
      expect((await actions.getByRole("button", { name }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await actions.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: artifactPath("day-changes-menu-375.png") });
    await actions.getByRole("button", { name: "Skip" }).click();
    const skipped = page.getByRole("region", { name: "Skipped" });
    await skipped.getByText("Barbell Row", { exact: true }).waitFor();
    // Its card leaves the list (the skip waits in the outbox and is drawn over the day, decision 0113).
    await card(page, "Barbell Row").waitFor({ state: "detached" });
  });

  it("adds dumbbell curls, prescribed 3 × 8-12, and moves them up", async () => {
    screenshotOnFailure(() => page, "day-changes-add");
    await page.getByRole("button", { name: "Add exercise", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add exercise" });
    await dialog.getByRole("combobox", { name: "Muscle" }).selectOption("Biceps");
    await dialog.getByRole("textbox", { name: "Search by name" }).fill("dumbbell curl");
    await dialog.getByRole("button", { name: /^Dumbbell Curl/ }).click();
    await expectToast(page, "Dumbbell Curl added");
    const curls = card(page, "Dumbbell Curl");
    await curls.getByText("Added today", { exact: true }).waitFor();
    await curls.getByText("8-12", { exact: true }).waitFor();
    await eventually(async () =>
      expect(await cardNames(page)).toEqual(["Leg Press", "Barbell Bench Press", "Dumbbell Curl"]),
    );

    await change(page, "Dumbbell Curl", "Move up");
    await eventually(async () =>
      expect(await cardNames(page)).toEqual(["Leg Press", "Dumbbell Curl", "Barbell Bench Press"]),
    );
    await page.getByRole("alert").first().waitFor({ state: "detached", timeout: 10_000 });
    await page.screenshot({ path: artifactPath("day-changes-day-375.png"), fullPage: true });
    const undo = page.getByRole("button", { name: "Do Barbell Row after all" });
    await eventually(async () => expect(await undo.isEnabled()).toBe(true));
    await expect(lowContrastTexts(page)).resolves.toEqual([]);
  });

  it("finishes with what was lifted: the finish screen and History agree", async () => {
    screenshotOnFailure(() => page, "day-changes-finish");
    await logQuickly(page, "Leg Press", 8, 300);
    await logQuickly(page, "Dumbbell Curl", 10, 30);
    await logQuickly(page, "Barbell Bench Press", 8, 135);
    const finish = page.getByRole("region", { name: "Workout complete" });
    await finish.waitFor();
    // 2 leg press + 3 curls + 2 bench: what was lifted, the skipped row not among it.
    await finish.getByText("7", { exact: true }).waitFor();
    const skipped = finish.getByRole("list", { name: "Skipped" });
    await skipped.getByText("Barbell Row", { exact: true }).waitFor();
    await expect(finish.getByText("Not done today").count()).resolves.toBe(0);
    // The skipped row is settled: the day's last save starts no rest.
    await expect(page.getByRole("region", { name: "Rest timer" }).count()).resolves.toBe(0);
    await page.getByRole("alert").first().waitFor({ state: "detached", timeout: 10_000 });
    await finish.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("day-changes-finish-375.png") });

    await finish.getByRole("link", { name: "History" }).click();
    const main = page.getByRole("main");
    await main.getByText("Leg Press", { exact: true }).first().waitFor();
    await main.getByText("Dumbbell Curl", { exact: true }).first().waitFor();
    await expect(main.getByText("Back Squat", { exact: true }).count()).resolves.toBe(0);
    await main
      .getByText("Leg Press", { exact: true })
      .last()
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: artifactPath("day-changes-history-375.png") });
    expect(errors).toEqual([]);
  });
});
