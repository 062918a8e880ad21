// The workout log as the journeys drive it: a day of the lifter's own program written through the
// builder's call, an exercise's card, a set's fields, the rest timer's bar, the day-change and
// superset menus, set-by-set entry, finishing early and the sets CSV.
import type { APIRequestContext, BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { getJson, postJson } from "./coach.js";
import { expectToast } from "./screen.js";
import { firstDaySet } from "../../apps/server/src/testing/first-day-set.js";

/** The ready-made program the units' journeys log, and the Monday they log its first day on. */
export const BEGINNER = "Beginner Linear Progression 3-Day";
export const BEGINNER_DAY_ONE = "2026-03-02";

/**
 * Adds Beginner to the lifter of `context` and logs its phase 1, week 1, day 1 on BEGINNER_DAY_ONE:
 * each exercise 5 reps at RPE 8, at `poundsOf(exercise)` (the calls carry pounds, whatever the unit).
 */
export async function logBeginnerDayOne(context: BrowserContext, poundsOf: (exercise: string) => number) {
  const path = encodeURIComponent(BEGINNER);
  await postJson(context, "/api/query/add_program", { userId: "", selectedRoutine: BEGINNER });
  const day = await getJson<{ data: { exerciseId: string; exercise_name: string }[] }>(
    context,
    `/api/query/exercises/${path}/1/1/1`,
  );
  for (const row of day.data) {
    await postJson(context, `/api/add/addUserExerciseData/${path}`, {
      ...firstDaySet(row),
      weight: poundsOf(row.exercise_name),
      date: BEGINNER_DAY_ONE,
    });
  }
}

/** A row of a program day as `POST /api/add/addProgramDay` takes it. */
export interface ProgramRow {
  exerciseOrder: number;
  exerciseName: string;
  warmUp: string;
  sets: string;
  reps: string;
  rpe: string;
  percent1RM: string;
  rest: string;
  notes: string;
}

/** A row of 2 sets of 8, no warm-up, RPE or %1RM, 2 minutes' rest, unless `fields` say otherwise. */
export const programRow = (
  exerciseOrder: number,
  exerciseName: string,
  fields: Partial<Omit<ProgramRow, "exerciseOrder" | "exerciseName">> = {},
): ProgramRow => ({
  exerciseOrder,
  exerciseName,
  warmUp: "",
  sets: "2",
  reps: "8",
  rpe: "",
  percent1RM: "",
  rest: "2",
  notes: "",
  ...fields,
});

/** Writes one day of the lifter's own program (phase 1, week 1 unless said); the call must take it. */
export async function addProgramDay(
  api: APIRequestContext,
  programName: string,
  programData: ProgramRow[],
  { phase = 1, week = 1, day = 1 }: { phase?: number; week?: number; day?: number } = {},
): Promise<void> {
  const res = await api.post("/api/add/addProgramDay", { data: { programName, phase, week, day, programData } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the log of the lifter's own `program` and waits for the day it opens on. */
export async function openOwnProgramLog(page: Page, program: string, day = "Phase 1 · Week 1 · Day 1"): Promise<void> {
  await page.goto(`/user-created-exercises/${encodeURIComponent(program)}`);
  await page.getByText(day, { exact: true }).waitFor();
}

/** An exercise's card on the log. */
export const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** One set's field on a card. */
export const setField = (scope: Locator, set: number, label: "reps" | "rpe" | "weight (lbs)") =>
  scope.getByRole("textbox", { name: `Set ${set} ${label}`, exact: true });

/** The rest timer's bar, on every screen while a rest runs. */
export const restBar = (page: Page) => page.getByRole("region", { name: "Rest timer" });

/** A text field by its exact accessible name. */
export const textField = (scope: Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

/** Opens a pending card's Change menu and picks `action` ("Swap…", "Skip", "Move up", "Move down"). */
export async function changeExercise(page: Page, name: string, action: string): Promise<void> {
  const it = card(page, name);
  await it.getByRole("button", { name: `Change ${name}` }).click();
  await it
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
  const it = card(page, name);
  await it.getByRole("button", { name: "Superset with…" }).click();
  await it
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
export async function logSetLine(scope: Locator, set: number, typed: TypedSet, saved = true): Promise<void> {
  const field = (label: string) => textField(scope, `Set ${set} ${label}`);
  if (typed.seconds !== undefined) await field("seconds").fill(String(typed.seconds));
  if (typed.reps !== undefined) await field("reps").fill(String(typed.reps));
  if (typed.rpe !== undefined) await field("rpe").fill(String(typed.rpe));
  if (typed.load !== undefined) {
    const weight = field("weight (lbs)").or(field("added (lbs)"));
    await weight.fill(String(typed.load));
  }
  await scope.getByRole("button", { name: `Save set ${set}`, exact: true }).click();
  if (saved) await scope.getByRole("button", { name: `Set ${set} saved`, exact: true }).waitFor();
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
