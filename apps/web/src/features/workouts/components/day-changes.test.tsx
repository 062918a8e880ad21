import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { WorkoutLog } from "./workout-log";
import { dayOf, plainRow } from "../../../test/squat-day";
import { expectVisible } from "../../../test/visible";

// The day changed while lifting (decision 0049): a skipped exercise is out of the pending list and
// said as skipped; the Change menu sends the day's changes.

const row = (exerciseId: string, exercise_name: string, extra: Partial<ExerciseRow> = {}) =>
  plainRow(exerciseId, exercise_name, { sets: 1, change: null, ...extra });

const card = (name: string) => screen.getByRole("article", { name });
const day = (data: ExerciseRow[]) => dayOf(data, { phase_id: 1, week_id: 2, day_id: 3 });
const skipped = { skipped: true, added: false, swappedFrom: null };
const done = {
  logged: { actualReps: 8, actualRpe: 8, weight: 135 },
  logged_sets: [{ set: null, actualReps: 8, actualRpe: 8, weight: 135 }],
};
const summary = {
  routine_name: "Block",
  phase_id: 1,
  week_id: 2,
  day_id: 3,
  startedAt: null,
  finishedAt: null,
  durationSeconds: null,
  sets: 1,
  volume: 1080,
  records: [],
};

describe("changing the day in the log", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a skipped exercise as Skipped, not as a card, and Undo skip takes it back", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(
      <WorkoutLog program="Block" day={day([row("r1", "Back Squat"), row("r2", "Row", { change: skipped })])} />,
    );
    expect(screen.queryByRole("article", { name: "Row" })).toBeNull();
    const section = screen.getByRole("region", { name: "Skipped" });
    expectVisible(within(section).getByText("Row"));
    await user.click(within(section).getByRole("button", { name: "Do Row after all" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/add/skipDayExercise/Block")).toBe(true));
    expect(calls.find((c) => c.path === "/api/add/skipDayExercise/Block")?.body).toMatchObject({
      exerciseId: "r2",
      skipped: false,
    });
  });

  it("skips and moves pending exercises from each card's Change menu", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    const rows = [row("r1", "Back Squat"), row("r2", "Bench Press"), row("r3", "Row")];
    renderWithApp(<WorkoutLog program="Block" day={day(rows)} />);
    await user.click(screen.getByRole("button", { name: "Change Back Squat" }));
    await user.click(within(card("Back Squat")).getByRole("button", { name: "Move down" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/add/orderDayExercises/Block")).toBe(true));
    expect(calls.find((c) => c.path === "/api/add/orderDayExercises/Block")?.body).toMatchObject({
      phase: 1,
      week: 2,
      day: 3,
      order: ["r2", "r1", "r3"],
    });

    // The menu waits for the change to be saved; then the last card cannot move down.
    const changeRow = screen.getByRole("button", { name: "Change Row" });
    await waitFor(() => expect(changeRow.hasAttribute("data-loading")).toBe(false));
    await user.click(changeRow);
    expect(within(card("Row")).getByRole("button", { name: "Move down" }).hasAttribute("disabled")).toBe(true);
    await user.click(within(card("Row")).getByRole("button", { name: "Skip" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/add/skipDayExercise/Block")).toBe(true));
    expect(calls.find((c) => c.path === "/api/add/skipDayExercise/Block")?.body).toMatchObject({
      exerciseId: "r3",
      skipped: true,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("finishes the day when the rest is done, listing the skipped one as Skipped, not as not done", async () => {
    stubApi((call) => (call.path.startsWith("/api/query/day-summary/") ? json(200, summary) : json(200, { ok: true })));
    renderWithApp(
      <WorkoutLog program="Block" day={day([row("r1", "Back Squat", done), row("r2", "Row", { change: skipped })])} />,
    );
    const finish = await screen.findByRole("region", { name: "Workout complete" });
    expectVisible(within(within(finish).getByRole("list", { name: "Skipped" })).getByText("Row"));
    expect(within(finish).queryByText("Not done today")).toBeNull();
  });
});
