import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { WorkoutLog } from "./workout-log";
import { dropSave, outboxEntries } from "../../../lib/offline/outbox";

// A superset in the log (decision 0055): one block, A1 and A2, the next set named, and the rest
// started once a round is complete (the group's, the larger), not after the round's first set.

const rest = vi.hoisted(() => ({ startRest: vi.fn(), dismissRest: vi.fn() }));
vi.mock("../../../lib/rest-timer/on-demand", () => rest);

const row = (exerciseId: string, exercise_name: string, minRest: number): ExerciseRow => ({
  exerciseId,
  exercise_type: "weight_reps",
  exercise_name,
  exercise_day_order: 1,
  warm_up_sets: 0,
  sets: 2,
  reps: "8",
  rpe: null,
  percent1RM: null,
  min_rest: minRest,
  max_rest: minRest,
  rest: String(minRest),
  notes: null,
  weight: 100,
  logged: null,
  logged_sets: [],
  suggestionBasis: null,
  oneRepMax: null,
  plan: { warmUps: [], sets: [], bodyweight: false },
  plates: null,
});

const day: DayResponse = {
  data: [row("r1", "Bench Press", 3), row("r2", "Barbell Row", 1), row("r3", "Back Squat", 2)],
  phase_id: 1,
  week_id: 1,
  day_id: 1,
};

async function saveSet(card: string, set: number) {
  const user = userEvent.setup();
  const line = await within(screen.getByRole("article", { name: card })).findByRole("group", { name: `Set ${set}` });
  await user.click(within(line).getByRole("button", { name: `Save set ${set}` }));
  await within(line).findByRole("button", { name: `Set ${set} saved` });
}

/** The log shown with the signal, its day's groups read (none); then the signal is lost. */
async function logThenNoSignal() {
  let signal = true;
  const calls = stubApi((call) => {
    if (!signal) throw new TypeError("Failed to fetch");
    return call.path.startsWith("/api/query/supersets/")
      ? json(200, { program: [], day: [] })
      : json(200, { ok: true });
  });
  const user = userEvent.setup();
  renderWithApp(<WorkoutLog program="Block" day={day} />);
  await waitFor(() => expect(calls.some((c) => c.path.startsWith("/api/query/supersets/"))).toBe(true));
  signal = false;
  return user;
}

/** "Superset with…" on `name`'s card (labelled A1 or not), then `other`. */
async function groupWith(user: ReturnType<typeof userEvent.setup>, name: string, other: string) {
  const card = screen.getByRole("article", { name: new RegExp(`${name}$`) });
  await user.click(within(card).getByRole("button", { name: "Superset with…" }));
  const others = within(card).getByRole("group", { name: `Superset ${name} with` });
  await user.click(within(others).getByRole("button", { name: other }));
}

describe("a superset in the workout log", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    for (const entry of outboxEntries()) await dropSave(entry.key);
  });

  it("groups two exercises with no signal at once, and ungroups the same way, each kept on the phone (0121)", async () => {
    const user = await logThenNoSignal();

    await groupWith(user, "Bench Press", "Barbell Row");
    const block = await screen.findByRole("region", { name: "Superset A" });
    within(block).getByRole("article", { name: "A2 · Barbell Row" });
    await user.click(within(block).getByRole("button", { name: "Ungroup Barbell Row" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Superset A" })).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();

    const today = { phase: 1, week: 1, day: 1, date: expect.any(String) };
    expect(outboxEntries().map((e) => [e.path, e.body])).toEqual([
      ["/api/add/superset/Block", { ...today, exerciseIds: ["r1", "r2"] }],
      ["/api/add/superset-ungroup/Block", { ...today, exerciseId: "r2" }],
    ]);
  });

  it("draws changes made with no signal as the server will hold them: grouped, ungrouped, grouped anew", async () => {
    const user = await logThenNoSignal();
    await groupWith(user, "Bench Press", "Barbell Row");
    await user.click(await screen.findByRole("button", { name: "Ungroup Bench Press" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Superset A" })).toBeNull());
    await groupWith(user, "Bench Press", "Back Squat");
    // Bench and squat alone: the row left the group when the bench did, as the server will have it.
    const block = await screen.findByRole("region", { name: "Superset A" });
    await waitFor(() =>
      expect(
        within(block)
          .getAllByRole("article")
          .map((a) => a.getAttribute("data-exercise-id")),
      ).toEqual(["r1", "r3"]),
    );
    expect(outboxEntries()).toHaveLength(3);
  });

  it("shows the group as one block, leads set by set and rests once per round", async () => {
    stubApi((call) =>
      call.path.startsWith("/api/query/supersets/")
        ? json(200, { program: [["r1", "r2"]], day: [] })
        : json(200, { ok: true }),
    );
    renderWithApp(<WorkoutLog program="Block" day={day} />);
    const block = await screen.findByRole("region", { name: "Superset A" });
    expect(
      within(block)
        .getAllByRole("article")
        .map((a) => a.getAttribute("data-exercise-id")),
    ).toEqual(["r1", "r2"]);
    within(block).getByRole("article", { name: "A1 · Bench Press" });
    within(block).getByText("Next: A1 Bench Press, set 1");
    // The squat is no part of it.
    expect(within(block).queryByRole("article", { name: "Back Squat" })).toBeNull();

    await saveSet("A1 · Bench Press", 1);
    await within(block).findByText("Next: A2 Barbell Row, set 1");
    expect(rest.startRest).not.toHaveBeenCalled();

    await saveSet("A2 · Barbell Row", 1);
    await waitFor(() => expect(rest.startRest).toHaveBeenCalledTimes(1));
    expect(rest.startRest).toHaveBeenCalledWith(expect.objectContaining({ minRest: 3, maxRest: 3 }), "Superset A");
    within(block).getByText("Next: A1 Bench Press, set 2");

    await saveSet("A1 · Bench Press", 2);
    expect(rest.startRest).toHaveBeenCalledTimes(1);
  });

  it("counts its rounds from the sets on its cards: a set added makes a third round, taken off again two", async () => {
    stubApi((call) =>
      call.path.startsWith("/api/query/supersets/")
        ? json(200, { program: [["r1", "r2"]], day: [] })
        : json(200, { ok: true }),
    );
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={day} />);
    const block = await screen.findByRole("region", { name: "Superset A" });
    within(block).getByText(/; 2 rounds,/);
    const bench = within(block).getByRole("article", { name: "A1 · Bench Press" });
    await user.click(await within(bench).findByRole("button", { name: "Add a set" }));
    await within(block).findByText(/; 3 rounds,/);
    await within(bench).findByRole("group", { name: "Set 3" });

    // An added line with nothing saved on it can be taken off again: the rounds follow.
    await user.click(within(bench).getByRole("button", { name: "Remove set 3" }));
    await within(block).findByText(/; 2 rounds,/);
    expect(within(bench).queryByRole("group", { name: "Set 3" })).toBeNull();
    await user.click(within(bench).getByRole("button", { name: "Add a set" }));
    await within(block).findByText(/; 3 rounds,/);

    // Round 3 is the bench's alone: after both rounds of both, it is next, and its save rests.
    for (const set of [1, 2]) {
      await saveSet("A1 · Bench Press", set);
      await saveSet("A2 · Barbell Row", set);
    }
    await within(block).findByText("Next: A1 Bench Press, set 3");
    const rests = rest.startRest.mock.calls.length;
    await saveSet("A1 · Bench Press", 3);
    await waitFor(() => expect(rest.startRest).toHaveBeenCalledTimes(rests + 1));
  });
});
