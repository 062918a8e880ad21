import type { APIRequestContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";

// What journeys of the workout log share: a lifter's own program made through the builder's call,
// a card found by its name, a set line's fields, a set logged by its tick, a toast waited for.

/** One row of a program day as the builder's call takes it. */
export const programRow = (
  exerciseOrder: number,
  exerciseName: string,
  more: { warmUp?: string; sets?: string; reps?: string; rest?: string } = {},
) => ({
  exerciseOrder,
  exerciseName,
  warmUp: more.warmUp ?? "",
  sets: more.sets ?? "2",
  reps: more.reps ?? "5",
  rpe: "",
  percent1RM: "",
  rest: more.rest ?? "2",
  notes: "",
});

/** Saves each day of a program of the lifter's own (phase 1, week 1). */
export async function makeProgram(
  api: APIRequestContext,
  programName: string,
  days: Record<number, ReturnType<typeof programRow>[]>,
): Promise<void> {
  for (const [day, programData] of Object.entries(days)) {
    const res = await api.post("/api/add/addProgramDay", {
      data: { programName, phase: 1, week: 1, day: Number(day), programData },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

export const exerciseCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

export const setField = (scope: Locator, set: number, label: "reps" | "rpe" | "weight (lbs)") =>
  scope.getByRole("textbox", { name: `Set ${set} ${label}`, exact: true });

/** Types one set and ticks it; the set that finishes the exercise may take its card away at once. */
export async function logSet(
  scope: Locator,
  set: number,
  numbers: { reps: number; rpe: number; weight: number },
  last = false,
) {
  await setField(scope, set, "reps").fill(String(numbers.reps));
  await setField(scope, set, "rpe").fill(String(numbers.rpe));
  await setField(scope, set, "weight (lbs)").fill(String(numbers.weight));
  await scope.getByRole("button", { name: `Save set ${set}`, exact: true }).click();
  if (!last) await scope.getByRole("button", { name: `Set ${set} saved`, exact: true }).waitFor();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole("alert").filter({ hasText: text }).first().waitFor({ state: "visible", timeout: 10_000 });
}
