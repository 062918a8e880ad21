import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { squat as squatWithoutWarmUps } from "../../../test/squat-day";
import { WorkoutLog } from "./workout-log";
import { expectVisible } from "../../../test/visible";

// Warm-ups ticked as warm-ups before the work sets, and the lifter's notes on a set and on the
// exercise, saved with their own calls; last time's notes beside last time's numbers (decision 0066).

const squat = (more: Partial<ExerciseRow> = {}): ExerciseRow => ({
  ...squatWithoutWarmUps,
  exerciseId: "row-squat",
  warm_up_sets: 2,
  rpe: null,
  plan: {
    warmUps: [
      { weight: 45, reps: 10 },
      { weight: 135, reps: 5 },
    ],
    sets: [{ set: 1, suggested: 225, last: { weight: 215, reps: 5, rpe: 8 } }],
    bodyweight: false,
  },
  ...more,
});

const day = (data: ExerciseRow[]): DayResponse => ({ data, phase_id: 1, week_id: 1, day_id: 1 });
const posts = (calls: { method: string; path: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.method === "POST" && c.path.startsWith(path)).map((c) => c.body);

describe("warm-ups and notes on the card", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("ticks a warm-up with the ramp's numbers as a warm-up, not as a work set", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    renderWithApp(<WorkoutLog program="Block" day={day([squat()])} />);
    const card = screen.getByRole("article", { name: "Back Squat" });
    const w1 = await within(card).findByRole("group", { name: "Warm-up 1" });
    expectVisible(within(w1).getByText("W1"));
    await userEvent.setup().click(within(w1).getByRole("button", { name: "Save warm-up 1" }));
    await within(w1).findByRole("button", { name: "Warm-up 1 saved" });
    expect(posts(calls, "/api/add/userWarmUpSet/Block")).toMatchObject([
      { exerciseId: "row-squat", index: 0, reps: 10, weight: 45 },
    ]);
    expect(posts(calls, "/api/add/advAddUserExerciseData")).toEqual([]);
    // The work sets' count is untouched.
    expect(within(card).queryByText(/sets saved/)).toBeNull();
  });

  it("ties a warm-up's refusal to the field typed wrong, until it is typed right", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={day([squat()])} />);
    const card = screen.getByRole("article", { name: "Back Squat" });
    const w1 = await within(card).findByRole("group", { name: "Warm-up 1" });
    const reps = within(w1).getByRole("textbox", { name: "Warm-up 1 reps" });
    const weight = within(w1).getByRole("textbox", { name: /^Warm-up 1 weight/ });
    await user.type(reps, "5.5");
    await user.click(within(w1).getByRole("button", { name: "Save warm-up 1" }));
    const words = within(w1).getByRole("alert").textContent ?? "";
    expect(words).toContain("Reps");
    expect(within(w1).getAllByRole("textbox", { description: words })).toEqual([reps]);
    expect(reps.getAttribute("aria-invalid")).toBe("true");
    expect(weight.getAttribute("aria-invalid")).not.toBe("true");
    await user.clear(reps);
    await user.type(reps, "5");
    expect(within(w1).queryAllByRole("textbox", { description: words })).toEqual([]);
    expect(reps.getAttribute("aria-invalid")).not.toBe("true");
    expect(posts(calls, "/api/add/userWarmUpSet/Block")).toEqual([]);
  });

  it("shows warm-ups logged today as saved, and none for a timed hold", async () => {
    stubApi(() => json(200, { ok: true }));
    const logged = squat({ warm_ups_logged: [{ set: 1, reps: 8, weight: 50 }] });
    const plank = squat({ exerciseId: "row-plank", exercise_name: "Plank", exercise_type: "timed" });
    renderWithApp(<WorkoutLog program="Block" day={day([logged, plank])} />);
    const card = screen.getByRole("article", { name: "Back Squat" });
    await within(card).findByRole("button", { name: "Warm-up 1 saved" });
    expectVisible(within(card).getByRole("button", { name: "Save warm-up 2" }));
    expect(
      within(screen.getByRole("article", { name: "Plank" })).queryByRole("group", { name: "Warm-up 1" }),
    ).toBeNull();
  });

  it("saves a set's note and the exercise's note with their own call", { timeout: 20_000 }, async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    renderWithApp(<WorkoutLog program="Block" day={day([squat()])} />);
    const card = screen.getByRole("article", { name: "Back Squat" });
    const user = userEvent.setup();
    await user.click(await within(card).findByRole("button", { name: "Add note on set 1" }));
    await user.type(await within(card).findByRole("textbox", { name: "Note on set 1" }), "  Knees caved  ");
    await user.click(within(card).getByRole("button", { name: "Save note" }));
    await within(card).findByText("“Knees caved”");
    await user.click(within(card).getByRole("button", { name: "Add note on back squat" }));
    await user.type(await within(card).findByRole("textbox", { name: "Note on Back Squat" }), "Belt from set 2");
    await user.click(within(card).getByRole("button", { name: "Save note" }));
    await within(card).findByText("“Belt from set 2”");
    expect(posts(calls, "/api/add/userExerciseNote/Block")).toMatchObject([
      { exerciseId: "row-squat", set: 1, note: "Knees caved" },
      { exerciseId: "row-squat", set: 0, note: "Belt from set 2" },
    ]);
  });

  it("shows last time's notes beside last time's numbers, as plain text", async () => {
    stubApi(() => json(200, { ok: true }));
    const row = squat({
      last_notes: { date: "2026-11-20", exercise: "See http://example.com", sets: [{ set: 1, note: "Slow" }] },
    });
    renderWithApp(<WorkoutLog program="Block" day={day([row])} />);
    const card = screen.getByRole("article", { name: "Back Squat" });
    const set1 = await within(card).findByRole("group", { name: "Set 1" });
    expect(within(set1).getByText(/Last time: 215 × 5 @ 8/).textContent).toBe("Last time: 215 × 5 @ 8 · “Slow”");
    expectVisible(within(card).getByText("“See http://example.com”"));
    expect(within(card).queryByRole("link", { name: /example/ })).toBeNull();
  });
});
