import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { WorkoutLog } from "./workout-log";
import { dayOf, plainRow } from "../../../test/squat-day";
import { expectVisible } from "../../../test/visible";
import { dropSave, outboxEntries } from "../../../lib/offline/outbox";

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
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const entry of outboxEntries()) await dropSave(entry.key);
  });

  it("with no signal, skips, swaps and adds at once on the log and keeps each on the phone, in order", async () => {
    // Decision 0113: the lifter in a basement gym skips one lift and swaps another.
    const choices = [
      { id: "ex-plank", name: "Plank", muscles: ["Abs"], own: false, exercise_type: "timed", reason: null },
      {
        id: "ex-goblet",
        name: "Goblet Squat",
        muscles: ["Quads"],
        own: false,
        exercise_type: "weight_reps",
        reason: null,
      },
    ];
    let signal = true;
    const calls = stubApi((call) => {
      if (!signal) throw new TypeError("Failed to fetch");
      return call.path === "/api/query/dayExerciseChoices/Block" ? json(200, { choices }) : undefined;
    });
    const user = userEvent.setup();
    const rows = [row("r1", "Back Squat"), row("r2", "Bench Press"), row("r3", "Row")];
    renderWithApp(<WorkoutLog program="Block" day={day(rows)} />);
    // The log reads what a swap may pick while there is signal.
    await waitFor(() => expect(calls.some((c) => c.path === "/api/query/dayExerciseChoices/Block")).toBe(true), {
      timeout: 4000,
    });
    signal = false;
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

    await user.click(screen.getByRole("button", { name: "Change Row" }));
    await user.click(within(card("Row")).getByRole("button", { name: "Skip" }));
    const section = await screen.findByRole("region", { name: "Skipped" });
    expectVisible(within(section).getByText("Row"));
    expect(screen.queryByRole("article", { name: "Row" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Change Back Squat" }));
    await user.click(within(card("Back Squat")).getByRole("button", { name: "Swap…" }));
    const picker = await screen.findByRole("dialog", { name: "Swap Back Squat" });
    // Its own ranked list was never read: the whole list, and why it is not ranked.
    expectVisible(await within(picker).findByText(/^No signal: every exercise, A to Z\./));
    await user.click(await within(picker).findByRole("button", { name: /^Plank/ }));
    // The swapped-in lift's card, logged as its kind: a hold in seconds.
    const plank = await screen.findByRole("article", { name: "Plank" });
    expectVisible(within(plank).getByText(/Back Squat/));
    expect(screen.queryByRole("article", { name: "Back Squat" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    // An addition waits too, drawn at once under the row id the phone made (decision 0121).
    await user.click(screen.getByRole("button", { name: "Add exercise" }));
    const adding = await screen.findByRole("dialog", { name: "Add exercise" });
    await user.click(await within(adding).findByRole("button", { name: /^Goblet Squat/ }));
    const goblet = await screen.findByRole("article", { name: "Goblet Squat" });
    expectVisible(await within(goblet).findByRole("group", { name: "Set 3" }, { timeout: 4000 }));
    const rowId = goblet.getAttribute("data-exercise-id");
    expect(rowId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(screen.queryByRole("alert")).toBeNull();

    expect(outboxEntries().map((e) => [e.path, e.body])).toEqual([
      ["/api/add/skipDayExercise/Block", { exerciseId: "r3", skipped: true, date: expect.any(String) }],
      [
        "/api/add/swapDayExercise/Block",
        { exerciseId: "r1", to: "ex-plank", alsoProgram: false, date: expect.any(String) },
      ],
      [
        "/api/add/addDayExercise/Block",
        { phase: 1, week: 2, day: 3, exercise: "ex-goblet", alsoProgram: false, date: expect.any(String), rowId },
      ],
    ]);
    // A whole journey of the log (about 4 s alone): room for a busy machine.
  }, 20_000);

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
