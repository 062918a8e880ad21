// The program builder end to end on a phone (375 px): a lifter writes a two-day program with an
// exercise of their own, sees each of the product's messages appear and clear as they type, copies
// week 1 onto weeks 2-4 in one step, trains the program in the workout log (the next day, a save,
// Prev. Weights), and comes back to edit day 1, whose rows load into the form.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, expectDisabled, expectPath, screenshotOnFailure } from "../support/expect.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { expectToast, field } from "../support/screen.js";

const PROGRAM = "Garage Strength";
const CUSTOM = "Zercher Squat";
const DAY_ONE = new Date("2026-03-02T14:00:00Z");
const DAY_ONE_LOCAL = "2026-03-02";
const DAY_TWO = new Date("2026-03-04T14:00:00Z");

// The product's messages (docs/product.md section 5), written here independently of the app.
const MESSAGES = {
  rest: "Invalid range: Must be a single integer less than 10 or a range of integers less than 10 (e.g., '2-3')",
  reps: "Invalid range: Must be a single integer less than 100 or a range of integers less than 100 (e.g., '2-3')",
  count: "Invalid input",
  rpe: "Invalid range: Must be a single decimal or integer number between 1 and 10",
  percent1RM:
    "Invalid range: Must be a single decimal number less than 100 or a range of decimal numbers less than 100 (e.g., '77.5-85.0')",
  nameRequired: "Exercise name is required.",
  nameShort: "Exercise name must be at least 2 characters long.",
  nameLong: "Exercise name cannot exceed 100 characters.",
  nameHarmful:
    "Exercise name contains potentially harmful characters or patterns. Please avoid special SQL characters or keywords.",
  nameFormat:
    "Each word must start with a capital letter (e.g., 'Bench Press', 'Overhead Squat', 'Farmer's Walk'). Numbers and hyphens are allowed within words.",
};

const row = (page: Page, n: number) => page.getByRole("article", { name: `Exercise ${n}`, exact: true });
const combobox = (scope: Page | Locator, label: string) => scope.getByRole("combobox", { name: label, exact: true });
const addDay = (page: Page) => page.getByRole("button", { name: "Add Program Day" });
/** Lets a dialog's transition finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

async function choose(page: Page, label: string, option: string): Promise<void> {
  await combobox(page, label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function chooseDay(page: Page, phase: number, week: number, day: number): Promise<void> {
  await choose(page, "Phase", String(phase));
  await choose(page, "Week", String(week));
  await choose(page, "Day", String(day));
}

/** Types into the exercise dropdown of a row to filter it, then picks the exercise. */
async function pickExercise(page: Page, scope: Locator, name: string): Promise<void> {
  const input = combobox(scope, "Exercise");
  await input.click();
  await input.fill(name.slice(0, 5));
  await page.getByRole("option", { name, exact: true }).click();
  await eventually(async () => expect(await input.inputValue()).toBe(name));
}

/**
 * A row's message as shown under its line of fields. The field it is about holds the same words,
 * visually hidden, as its error (its description), earlier in the card: the shown one is the last.
 */
const shownMessage = (scope: Locator, message: string) => scope.getByText(message, { exact: true }).last();

/** Types `text` into a field and waits until `message` is shown (or, with null, none of `scope`'s messages). */
async function typeAndSee(scope: Locator, label: string, text: string, message: string | null): Promise<void> {
  await field(scope, label).fill(text);
  if (message) await shownMessage(scope, message).waitFor();
  else await eventually(async () => expect(await scope.getByText(/^Invalid /).count()).toBe(0));
}

async function fillRow(
  page: Page,
  n: number,
  values: { exercise: string; warmUp?: string; sets: string; reps: string; rpe?: string; rest?: string },
) {
  const scope = row(page, n);
  await pickExercise(page, scope, values.exercise);
  if (values.warmUp) await field(scope, "Warm-up Sets").fill(values.warmUp);
  await field(scope, "Sets").fill(values.sets);
  await field(scope, "Reps").fill(values.reps);
  if (values.rpe) await field(scope, "RPE").fill(values.rpe);
  if (values.rest) await field(scope, "Rest (min)").fill(values.rest);
}

async function exerciseNames(page: Page): Promise<string[]> {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("combobox", { name: "Exercise", exact: true }) })
    .evaluateAll((cards) =>
      cards.map((card) => (card.querySelector("input[aria-haspopup='listbox']") as HTMLInputElement).value),
    );
}

describe("builder: a lifter's own program, written and trained", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    // Playwright's own 30 s wait, as this journey had before it shared the set-up.
    const prepare = (c: BrowserContext) => c.clock.setFixedTime(DAY_ONE);
    ({ context, page, errors } = await lifterOnPhone(suite, prepare, { timeout: 30_000 }));
  });

  it("shows the rows only once phase, week and day are chosen, and keeps Add Program Day off until a day can be added", async () => {
    screenshotOnFailure(() => page, "builder-start");
    await page.goto("/routine_Selection");
    await page.getByRole("link", { name: "Add Program" }).click();
    await expectPath(page, "/add-program");
    await page.getByRole("heading", { name: "Add Program", level: 1 }).waitFor();
    await page.getByText("Choose a phase, week and day to write its exercises.", { exact: false }).waitFor();
    // What a lifter cannot see from the log: the program does not repeat.
    await page.getByText("the program ends after the last one", { exact: false }).waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(0);

    await combobox(page, "Program Name").fill(PROGRAM);
    await combobox(page, "Program Name").blur();
    await choose(page, "Phase", "1");
    await choose(page, "Week", "1");
    await expect(page.getByRole("article").count()).resolves.toBe(0);
    await choose(page, "Day", "1");
    await row(page, 1).waitFor();
    await expectDisabled(addDay(page));
    // %1RM waits for a lift that takes it.
    await expectDisabled(field(row(page, 1), "%1RM"));
  });

  it("adds an exercise of the lifter's own, with each name message in the dialog, and the server's word for a taken name", async () => {
    screenshotOnFailure(() => page, "builder-add-exercise");
    await page.getByRole("button", { name: "Add Exercise", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Enter Exercise Name and Tag" });
    await dialog.waitFor();
    const name = field(dialog, "Exercise Name");
    const add = dialog.getByRole("button", { name: "Add Exercise", exact: true });
    await combobox(dialog, "Muscle group").click();
    await page.getByRole("option", { name: "Quadriceps", exact: true }).click();
    await expect(combobox(dialog, "Muscle group").getAttribute("placeholder")).resolves.toBe("Select a muscle group");

    const steps: Array<[string, string | null]> = [
      ["Z", MESSAGES.nameShort],
      ["", MESSAGES.nameRequired],
      ["zercher squat", MESSAGES.nameFormat],
      ["Zercher; Drop", MESSAGES.nameHarmful],
      [`Z${"e".repeat(100)}`, MESSAGES.nameLong],
      [CUSTOM, null],
    ];
    for (const [text, message] of steps) {
      await name.fill(text);
      if (message) {
        await dialog.getByText(message, { exact: true }).waitFor();
        await expectDisabled(add);
      }
    }
    for (const message of Object.values(MESSAGES).filter((m) => m.startsWith("Exercise") || m.startsWith("Each"))) {
      await expect(dialog.getByText(message, { exact: true }).count()).resolves.toBe(0);
    }
    await settle(page);
    await page.screenshot({ path: artifactPath("builder-add-exercise-375.png") });
    await add.click();
    await expectToast(page, `${CUSTOM} was added to your exercises.`);
    await dialog.waitFor({ state: "hidden" });

    // The same name again: the server's own words (409), inside the dialog.
    await page.getByRole("button", { name: "Add Exercise", exact: true }).click();
    await field(dialog, "Exercise Name").fill(CUSTOM);
    await combobox(dialog, "Muscle group").click();
    await page.getByRole("option", { name: "Quadriceps", exact: true }).click();
    await dialog.getByRole("button", { name: "Add Exercise", exact: true }).click();
    await dialog
      .getByRole("alert")
      .filter({ hasText: `An exercise named "${CUSTOM}" already exists` })
      .waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("writes day 1, each row message appearing and clearing as the lifter types, and rows moved and removed", async () => {
    screenshotOnFailure(() => page, "builder-day-one");
    const squat = row(page, 1);
    await pickExercise(page, squat, "Back Squat");
    await expectDisabled(field(squat, "%1RM"), false);

    await typeAndSee(squat, "Warm-up Sets", "11", MESSAGES.count);
    await expectDisabled(addDay(page));
    await typeAndSee(squat, "Warm-up Sets", "3", null);
    await typeAndSee(squat, "Sets", "0", MESSAGES.count);
    await typeAndSee(squat, "Sets", "4", null);
    await typeAndSee(squat, "Reps", "100", MESSAGES.reps);
    await typeAndSee(squat, "Reps", "8-5", MESSAGES.reps);
    await typeAndSee(squat, "Reps", "5", null);
    await typeAndSee(squat, "RPE", "10.5", MESSAGES.rpe);
    await typeAndSee(squat, "RPE", "7-8", null);
    await typeAndSee(squat, "%1RM", "100", MESSAGES.percent1RM);
    await typeAndSee(squat, "%1RM", "75-80", null);
    // Rest keeps what is typed: "3.5" is refused in words, not read as 35 (decision 0030).
    await field(squat, "Rest (min)").pressSequentially("3.5");
    await shownMessage(squat, MESSAGES.rest).waitFor();
    await expect(field(squat, "Rest (min)").inputValue()).resolves.toBe("3.5");
    await typeAndSee(squat, "Rest (min)", "11", MESSAGES.rest);
    // The refused field is red, its words under the grid: it stays in line with its neighbours.
    const top = async (label: string) => (await field(squat, label).boundingBox())?.y;
    expect(await top("Rest (min)")).toBe(await top("RPE"));
    await page.screenshot({ path: artifactPath("builder-row-message-375.png") });
    await expectDisabled(addDay(page));
    await typeAndSee(squat, "Rest (min)", "3-5", null);
    await expectDisabled(addDay(page), false);

    await page.getByRole("button", { name: "Add Day Exercise" }).click();
    await fillRow(page, 2, { exercise: "Barbell Row", sets: "3", reps: "8-10", rest: "2" });
    await page.getByRole("button", { name: "Add Day Exercise" }).click();
    await pickExercise(page, row(page, 3), CUSTOM);
    // Not one of the seven lifts: no %1RM.
    await expectDisabled(field(row(page, 3), "%1RM"));
    // Sets and reps are needed before the day can be added.
    await expectDisabled(addDay(page));
    await field(row(page, 3), "Sets").fill("3");
    await field(row(page, 3), "Reps").fill("AMRAP");
    await field(row(page, 3), "Notes").fill("Bar in the crook of the elbows. https://example.com/zercher");
    await expectDisabled(addDay(page), false);

    // The custom exercise second, the row moved up; a fourth row added and removed.
    await page.getByRole("button", { name: "Move exercise 3 up" }).click();
    await eventually(async () => expect(await exerciseNames(page)).toEqual(["Back Squat", CUSTOM, "Barbell Row"]));
    await page.getByRole("button", { name: "Add Day Exercise" }).click();
    await pickExercise(page, row(page, 4), "Leg Press");
    await page.getByRole("button", { name: "Remove exercise 4" }).click();
    await eventually(async () => expect(await exerciseNames(page)).toEqual(["Back Squat", CUSTOM, "Barbell Row"]));

    await addDay(page).click();
    await expectToast(page, `Phase 1 · Week 1 · Day 1 saved to ${PROGRAM} (3 exercises).`);
    await page.getByRole("status").filter({ hasText: "saved to" }).waitFor();
    // The week's hard sets per muscle group: quadriceps from the squat and the custom exercise.
    const volume = page.getByRole("table", { name: "Hard sets per muscle group" });
    const quads = volume.getByRole("row").filter({ hasText: "Quadriceps" });
    await eventually(async () => expect(await quads.getByRole("cell").nth(1).textContent()).toBe("7"));
    await page.screenshot({ path: artifactPath("builder-day-one-375.png"), fullPage: true });
  });

  it("writes day 2 from cleared rows, and copies week 1 onto weeks 2-4 in one step", async () => {
    screenshotOnFailure(() => page, "builder-copy-week");
    await choose(page, "Day", "2");
    // Another day: the rows are cleared (day 2 holds nothing yet).
    await row(page, 1).waitFor();
    await expect(combobox(row(page, 1), "Exercise").inputValue()).resolves.toBe("");
    await expect(page.getByRole("article").count()).resolves.toBe(1);
    await fillRow(page, 1, { exercise: "Deadlift", warmUp: "3", sets: "3", reps: "3", rpe: "8", rest: "3-5" });
    await page.getByRole("button", { name: "Add Day Exercise" }).click();
    await fillRow(page, 2, { exercise: "Barbell Bench Press", sets: "4", reps: "6", rpe: "7.5", rest: "2-3" });
    await addDay(page).click();
    await expectToast(page, `Phase 1 · Week 1 · Day 2 saved to ${PROGRAM} (2 exercises).`);

    await page.getByRole("button", { name: "Copy Week" }).click();
    const dialog = page.getByRole("dialog", { name: "Copy Phase 1 · Week 1" });
    await dialog.waitFor();
    const weeks = dialog.getByRole("group", { name: "To weeks" });
    for (const week of ["2", "3", "4"]) await weeks.getByText(week, { exact: true }).click();
    await settle(page);
    await page.screenshot({ path: artifactPath("builder-copy-week-375.png") });
    await dialog.getByRole("button", { name: "Copy to 3 weeks" }).click();
    await expectToast(page, "Week 1 copied: 6 days written.");
    await dialog.waitFor({ state: "hidden" });

    // Week 4, day 2 holds day 2's rows now.
    await choose(page, "Week", "4");
    await eventually(async () => expect(await exerciseNames(page)).toEqual(["Deadlift", "Barbell Bench Press"]));
    await expect(field(row(page, 2), "RPE").inputValue()).resolves.toBe("7.5");
    expect(errors).toEqual([]);
  });

  it("trains the program in the same workout log: the next day, a save, Prev. Weights, then day 2", async () => {
    screenshotOnFailure(() => page, "builder-log");
    await page.goto("/routine_Selection");
    await page.getByRole("heading", { name: "Your Personal Programs" }).waitFor();
    await page.getByRole("link", { name: PROGRAM, exact: true }).click();
    await expectPath(page, `/user-created-exercises/${encodeURIComponent(PROGRAM)}`);
    await page.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();
    const squat = page.getByRole("article", { name: "Back Squat", exact: true });
    for (const fact of ["Warm-up sets: 3", "Sets: 4", "Reps: 5", "RPE: 7-8", "%1RM: 75-80%", "Rest: 3-5 min"]) {
      await squat.getByText(fact, { exact: true }).waitFor();
    }
    const custom = page.getByRole("article", { name: CUSTOM, exact: true });
    await custom.getByText("Reps: AMRAP", { exact: true }).waitFor();
    await expect(custom.getByText(/^Rest:/).count()).resolves.toBe(0);
    await page.screenshot({ path: artifactPath("builder-log-375.png"), fullPage: true });

    await field(custom, "Reps").fill("12");
    await field(custom, "RPE").fill("8");
    await field(custom, "Weight (lbs)").fill("155");
    await field(custom, "Weight (lbs)").blur();
    await expectToast(page, `${CUSTOM} has been completed!`);
    await custom.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Want to verify your submission? Click here." }).click();
    await custom.getByRole("button", { name: "Prev. Weights" }).click();
    const history = page.getByRole("dialog", { name: "Advanced Weight Retrieval" });
    const logged = history.getByRole("row").filter({ hasText: "155 lbs" });
    await logged.waitFor();
    // By session: its date and program name the table, then set, reps, RPE and weight.
    await expect(logged.getByRole("cell").allInnerTexts()).resolves.toEqual(["All", "12", "8", "155 lbs"]);
    await history.getByRole("table", { name: `${DAY_ONE_LOCAL} · ${PROGRAM}` }).waitFor();
    await settle(page);
    await page.screenshot({ path: artifactPath("builder-log-previous-weights-375.png") });
    // A dialog's close button is a thumb's target.
    const close = page.getByRole("button", { name: "Close previous weights" });
    const closeBox = await close.boundingBox();
    expect(closeBox?.width).toBeGreaterThanOrEqual(44);
    expect(closeBox?.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await history.waitFor({ state: "hidden" });

    // A later date: the day after the last logged one.
    await context.clock.setFixedTime(DAY_TWO);
    await page.reload();
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    await page.getByRole("article", { name: "Deadlift", exact: true }).waitFor();
    // The pickers list the days that were written: four weeks after the copy.
    await page.getByRole("button", { name: "Want to do a different day? Click here." }).click();
    await choose(page, "Phase", "1");
    await combobox(page, "Week").click();
    await expect(page.getByRole("option").allInnerTexts()).resolves.toEqual(["1", "2", "3", "4"]);
    await page.keyboard.press("Escape");
    expect(errors).toEqual([]);
  });

  it("comes back to edit day 1: its rows load into the form, and the edit is saved over them", async () => {
    screenshotOnFailure(() => page, "builder-edit");
    await page.goto("/add-program");
    await combobox(page, "Program Name").click();
    await page.getByRole("option", { name: PROGRAM, exact: true }).click();
    await chooseDay(page, 1, 1, 1);
    await eventually(async () => expect(await exerciseNames(page)).toEqual(["Back Squat", CUSTOM, "Barbell Row"]));
    const squat = row(page, 1);
    const loaded = {
      "Warm-up Sets": "3",
      Sets: "4",
      Reps: "5",
      RPE: "7-8",
      "%1RM": "75-80",
      "Rest (min)": "3-5",
    };
    for (const [label, value] of Object.entries(loaded)) {
      await expect(field(squat, label).inputValue(), label).resolves.toBe(value);
    }
    await expect(field(row(page, 2), "Notes").inputValue()).resolves.toContain("crook of the elbows");
    await page.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    await page.screenshot({ path: artifactPath("builder-day-loaded-375.png"), fullPage: true });

    await field(squat, "Sets").fill("5");
    await page.getByRole("status").filter({ hasText: "Unsaved changes" }).waitFor();
    // Copying and deleting work on the stored day: not while it differs from the form.
    await expectDisabled(page.getByRole("button", { name: "Copy Day" }));
    await addDay(page).click();
    await expectToast(page, `Phase 1 · Week 1 · Day 1 saved to ${PROGRAM} (3 exercises).`);

    // Elsewhere and back: the stored rows, with the edit.
    await choose(page, "Day", "2");
    await eventually(async () => expect(await exerciseNames(page)).toEqual(["Deadlift", "Barbell Bench Press"]));
    await choose(page, "Day", "1");
    await eventually(async () => expect(await field(row(page, 1), "Sets").inputValue()).toBe("5"));
    expect(errors).toEqual([]);
  });

  it("deletes a day, then the whole program, which leaves the Programs screen", async () => {
    screenshotOnFailure(() => page, "builder-delete");
    await choose(page, "Week", "4");
    await choose(page, "Day", "2");
    await eventually(async () => expect(await exerciseNames(page)).toEqual(["Deadlift", "Barbell Bench Press"]));
    await page.getByRole("button", { name: "Delete Day" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Day" });
    await confirm.getByRole("button", { name: "Delete Day" }).click();
    await expectToast(page, `Phase 1 · Week 4 · Day 2 deleted from ${PROGRAM}.`);
    await eventually(async () => expect(await exerciseNames(page)).toEqual([""]));

    await page.getByRole("button", { name: "Delete Program" }).click();
    const confirmProgram = page.getByRole("dialog", { name: "Delete Program" });
    await confirmProgram.getByText("what you logged stays in Prev. Weights", { exact: false }).waitFor();
    await confirmProgram.getByRole("button", { name: "Delete Program" }).click();
    await expectToast(page, `${PROGRAM} was deleted.`);
    await expect(combobox(page, "Program Name").inputValue()).resolves.toBe("");

    await page.goto("/routine_Selection");
    await page.getByText("No personal programs yet.").waitFor();
    expect(errors).toEqual([]);
  });
});
