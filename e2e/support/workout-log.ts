// The workout log as a lifter drives it on a phone: cards, their fields, the day-change menu, the
// superset menu, set-by-set entry, toasts and the finish screen; shared by the log's journeys.
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** A row of the builder's `addProgramDay` body. */
export function programRow(exerciseOrder: number, exerciseName: string, sets = "2", reps = "8", rest = "2") {
  return { exerciseOrder, exerciseName, warmUp: "", sets, reps, rpe: "", percent1RM: "", rest, notes: "" };
}

/** Writes one day of a program of the lifter's own through the builder's call. */
export async function addProgramDay(
  api: APIRequestContext,
  programName: string,
  day: { phase?: number; week?: number; day?: number },
  programData: ReturnType<typeof programRow>[],
): Promise<void> {
  const res = await api.post("/api/add/addProgramDay", {
    data: { programName, phase: day.phase ?? 1, week: day.week ?? 1, day: day.day ?? 1, programData },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An exercise's card in the log, by its name as shown ("A1 · Barbell Bench Press" in a superset). */
export const exerciseCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** A text field by its exact accessible name. */
export const textField = (scope: Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

/** Waits for a toast holding `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole("alert").filter({ hasText: text }).first().waitFor({ state: "visible", timeout: 10_000 });
}

/** Opens a pending card's Change menu and picks `action` ("Swap…", "Skip", "Move up", "Move down"). */
export async function changeExercise(page: Page, name: string, action: string): Promise<void> {
  const card = exerciseCard(page, name);
  await card.getByRole("button", { name: `Change ${name}` }).click();
  await card
    .getByRole("group", { name: `Change ${name}` })
    .getByRole("button", { name: action })
    .click();
}

/** Swaps a pending exercise for the one named `to`, found by searching the picker. */
export async function swapExercise(page: Page, name: string, to: string): Promise<void> {
  await changeExercise(page, name, "Swap…");
  const dialog = page.getByRole("dialog", { name: `Swap ${name}` });
  await dialog.getByRole("textbox", { name: "Search by name" }).fill(to);
  await dialog
    .getByRole("list", { name: "Exercises" })
    .getByRole("button", { name: new RegExp(`^${to}\\b`) })
    .first()
    .click();
  await expectToast(page, `${name} swapped for ${to}`);
}

/** Groups two pending exercises as a superset for the day, from the first one's card. */
export async function supersetWith(page: Page, name: string, other: string): Promise<void> {
  const card = exerciseCard(page, name);
  await card.getByRole("button", { name: "Superset with…" }).click();
  await card
    .getByRole("group", { name: `Superset ${name} with` })
    .getByRole("button", { name: other })
    .click();
}

/** One set's numbers as the lifter types them; `load` is the weight field (lbs, or added on the body). */
export interface TypedSet {
  reps?: number;
  seconds?: number;
  rpe?: number;
  load?: number;
}

/**
 * Types one set on its line and ticks it. The weight field is "weight (lbs)" for weight × reps and
 * "added (lbs)" for a load on the body; a timed hold types seconds. `saved` false: the set may take
 * its card away at once (the exercise's last), so its tick is not waited for.
 */
export async function logSetLine(card: Locator, set: number, typed: TypedSet, saved = true): Promise<void> {
  const field = (label: string) => textField(card, `Set ${set} ${label}`);
  if (typed.seconds !== undefined) await field("seconds").fill(String(typed.seconds));
  if (typed.reps !== undefined) await field("reps").fill(String(typed.reps));
  if (typed.rpe !== undefined) await field("rpe").fill(String(typed.rpe));
  if (typed.load !== undefined) {
    const weight = field("weight (lbs)").or(field("added (lbs)"));
    await weight.fill(String(typed.load));
  }
  await card.getByRole("button", { name: `Save set ${set}`, exact: true }).click();
  if (saved) await card.getByRole("button", { name: `Set ${set} saved`, exact: true }).waitFor();
}

/** Ends the day before every exercise is done, through the log's question. */
export async function finishEarly(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Finish workout", exact: true }).click();
  await page
    .getByRole("group", { name: "Finish workout" })
    .getByRole("button", { name: "Finish workout", exact: true })
    .click();
  const finish = page.getByRole("region", { name: "Workout complete" });
  await finish.waitFor();
  return finish;
}

/** The texts of a list's items, by the list's accessible name, inside `scope`. */
export const listTexts = (scope: Locator | Page, name: string) =>
  scope.getByRole("list", { name, exact: true }).getByRole("listitem").allInnerTexts();

/** The lifter's sets CSV, a row of cells a line, without its header (which is checked). */
export async function setsCsv(api: APIRequestContext): Promise<{ header: string; rows: string[][] }> {
  const res = await api.get("/api/export/sets");
  expect(res.status()).toBe(200);
  const [header = "", ...lines] = (await res.text()).trim().split(/\r?\n/);
  return { header, rows: lines.map((line) => line.split(",")) };
}
