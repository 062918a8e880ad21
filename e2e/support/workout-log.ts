// The workout log as the journeys drive it: a day of the lifter's own program written through the
// builder's call, an exercise's card, a set's fields, the rest timer's bar.
import type { APIRequestContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";

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

/** An exercise's card on the log. */
export const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** One set's field on a card. */
export const setField = (scope: Locator, set: number, label: "reps" | "rpe" | "weight (lbs)") =>
  scope.getByRole("textbox", { name: `Set ${set} ${label}`, exact: true });

/** The rest timer's bar, on every screen while a rest runs. */
export const restBar = (page: Page) => page.getByRole("region", { name: "Rest timer" });
