import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUnit } from "../../../lib/weight-unit";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { ExerciseUnitChoice } from "./exercise-unit-choice";

// Adv. Entry's unit of one exercise (decision 0081): the other unit is saved as the exercise's own,
// the lifter's own unit gives it back theirs (null), so a later change of their unit carries it.
const row = { exercise_name: "Cable Row", unit: undefined } as unknown as ExerciseRow;
const bodies = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === "POST" && c.path === "/api/add/exercise_unit").map((c) => c.body);

describe("the unit of one exercise", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCurrentUnit("lb");
  });

  it("gives a kg lifter's cable row pounds of its own", async () => {
    setCurrentUnit("kg");
    const calls = stubApi(() => json(200, { ok: true, data: { exercise_name: "Cable Row", unit: "lb" } }));
    renderWithApp(<ExerciseUnitChoice row={row} />);
    screen.getByRole("radiogroup", { name: "Unit of Cable Row" });
    expect((screen.getByRole("radio", { name: "kg" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(screen.getByText("lbs"));
    await vi.waitFor(() => expect(bodies(calls)).toEqual([{ exercise_name: "Cable Row", unit: "lb" }]));
  });

  it("gives a row in its own pounds back the lifter's kg with null", async () => {
    setCurrentUnit("kg");
    const calls = stubApi(() => json(200, { ok: true, data: { exercise_name: "Cable Row", unit: null } }));
    renderWithApp(<ExerciseUnitChoice row={{ ...row, unit: "lb" }} />);
    expect((screen.getByRole("radio", { name: "lbs" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().click(screen.getByText("kg"));
    await vi.waitFor(() => expect(bodies(calls)).toEqual([{ exercise_name: "Cable Row", unit: null }]));
  });
});
