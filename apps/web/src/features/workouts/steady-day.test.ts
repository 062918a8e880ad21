import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { describe, expect, it } from "vitest";
import { steadyDay } from "./steady-day";

const row = (exerciseId: string, extra: Partial<ExerciseRow> = {}) =>
  ({ exerciseId, exercise_name: exerciseId, weight: 135, logged: null, logged_sets: [], ...extra }) as ExerciseRow;
const day = (data: ExerciseRow[]): DayResponse => ({ data, phase_id: 1, week_id: 1, day_id: 1 });

describe("the shown day", () => {
  it("stays the same objects when a save kept offline rewrites what the log keeps itself", () => {
    const shown = day([row("a"), row("b")]);
    const [a, b] = shown.data as [ExerciseRow, ExerciseRow];
    const saved = {
      ...shown,
      data: [{ ...a, logged_sets: [{ set: 1, actualReps: 5, actualRpe: 8, weight: 135 }] }, b],
    };
    expect(steadyDay(shown, saved)).toBe(shown);
  });

  it("takes a row whose shown fields changed, and keeps the others", () => {
    const shown = day([row("a"), row("b")]);
    const next = day([row("a", { weight: 140 }), shown.data[1] as ExerciseRow]);
    const steady = steadyDay(shown, next);
    expect(steady.data[0]).toBe(next.data[0]);
    expect(steady.data[1]).toBe(shown.data[1]);
  });

  it("takes a new or removed row", () => {
    const shown = day([row("a")]);
    const next = day([shown.data[0] as ExerciseRow, row("b")]);
    expect(steadyDay(shown, next).data).toEqual(next.data);
    expect(steadyDay(next, shown).data).toEqual([shown.data[0]]);
  });
});
