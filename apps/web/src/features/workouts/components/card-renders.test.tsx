import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { queryClient } from "../../../lib/query-client";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { squat } from "../../../test/squat-day";
import { expectVisible } from "../../../test/visible";
import { workoutsKeys } from "../api/workouts-keys";
import { WorkoutLog } from "./workout-log";
import { WorkoutLogScreen } from "./workout-log-screen";

// A saved set re-renders its own card and no other (decision 0078): each card is wrapped in a
// React Profiler that counts the commits it takes part in.

const commits = new Map<string, number>();
let online = true;
Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });

vi.mock("./exercise-card", async (importOriginal) => {
  const real = await importOriginal<typeof import("./exercise-card")>();
  return {
    ...real,
    ExerciseCard: (props: Parameters<typeof real.ExerciseCard>[0]) => (
      <Profiler id={props.row.exerciseId} onRender={(id) => commits.set(id, (commits.get(id) ?? 0) + 1)}>
        <real.ExerciseCard {...props} />
      </Profiler>
    ),
  };
});

const row = (exerciseId: string, exercise_name: string): ExerciseRow => ({
  ...squat,
  exerciseId,
  exercise_name,
  sets: 3,
  weight: 135,
  plan: { warmUps: [], sets: [], bodyweight: false },
});

const DAY: DayResponse = {
  data: [row("r1", "Back Squat"), row("r2", "Bench Press"), row("r3", "Deadlift"), row("r4", "Barbell Row")],
  phase_id: 1,
  week_id: 1,
  day_id: 1,
};

/** Ticks Bench Press's first set once every card's set lines are up; resolves when it shows saved. */
async function tickBenchSetOne() {
  const user = userEvent.setup();
  // Every card's set lines are up (those below the first screen mount when the page is idle).
  for (const { exercise_name } of DAY.data) {
    await within(await screen.findByRole("article", { name: exercise_name })).findByRole(
      "button",
      { name: "Save set 1" },
      { timeout: 4000 },
    );
  }
  const bench = screen.getByRole("article", { name: "Bench Press" });
  await user.type(within(bench).getByRole("textbox", { name: "Set 1 rpe" }), "8");
  commits.clear();
  await user.click(within(bench).getByRole("button", { name: "Save set 1" }));
  expectVisible(within(bench).getByRole("button", { name: "Set 1 saved" }));
  return bench;
}

const othersCommits = () => Object.fromEntries(["r1", "r3", "r4"].map((id) => [id, commits.get(id) ?? 0]));

describe("a tick on the workout log", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    online = true;
  });

  it("re-renders the ticked card only, through its save and the server's answer", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    renderWithApp(<WorkoutLog program="Block" day={DAY} />);
    const bench = await tickBenchSetOne();
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    // The answer has come back to the log: the card counts its saved set.
    expectVisible(await within(bench).findByText("1 of 3 sets saved"));

    expect(commits.get("r2")).toBeGreaterThan(0);
    expect(othersCommits()).toEqual({ r1: 0, r3: 0, r4: 0 });
  });

  it("re-renders the ticked card only when the set is kept offline and written into the cached day", async () => {
    const calls = stubApi(({ path }) => (path.includes("nextExerciseDay") ? json(200, DAY) : undefined));
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <WorkoutLogScreen kind="ready-made" program="Block" />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await screen.findByText("Phase 1 · Week 1 · Day 1");
    online = false;
    const cached = () => queryClient.getQueryData<DayResponse>(workoutsKeys.nextDay("Block"));
    const before = cached();
    const bench = await tickBenchSetOne();
    // Kept on this phone: the cached day holds the set (for a reload offline), and the card says so.
    expectVisible(await within(bench).findByText("1 of 3 sets saved"));
    expect(cached()).not.toBe(before);
    expect(cached()?.data[1]?.logged_sets).toMatchObject([{ set: 1, actualReps: 5, actualRpe: 8 }]);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    expect(commits.get("r2")).toBeGreaterThan(0);
    expect(othersCommits()).toEqual({ r1: 0, r3: 0, r4: 0 });
  });

  it("re-renders no card when the day's supersets answer, after the cards, with no group", async () => {
    let answer = (_: Response) => {};
    stubApi(({ path }) =>
      path.includes("/supersets/") ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <WorkoutLog program="Block" day={DAY} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    for (const { exercise_name } of DAY.data) {
      await within(await screen.findByRole("article", { name: exercise_name })).findByRole(
        "button",
        { name: "Save set 1" },
        { timeout: 4000 },
      );
    }
    commits.clear();
    answer(json(200, { program: [], day: [] }));
    const supersets = () => client.getQueryCache().findAll({ predicate: (q) => q.queryKey.includes("supersets") })[0];
    await vi.waitFor(() => expect(supersets()?.state.status).toBe("success"));
    // The query's observers hear of it in a later task (TanStack Query's notify): let it run.
    await act(() => new Promise((done) => setTimeout(done, 0)));

    expect({ ...othersCommits(), r2: commits.get("r2") ?? 0 }).toEqual({ r1: 0, r2: 0, r3: 0, r4: 0 });
  });
});
