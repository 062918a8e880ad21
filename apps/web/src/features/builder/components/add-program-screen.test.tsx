import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddProgramScreen } from "./add-program-screen";
import { expectVisible } from "../../../test/visible";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const STORED_DAY_ONE = [
  {
    exercise_day_order: 1,
    exercise_name: "Back Squat",
    warm_up_sets: 3,
    sets: 4,
    reps: "5",
    rpe: "7-8",
    percent1rm: "75-80",
    rest: "3-5",
    notes: null,
  },
];

/** The server as the builder sees it: one program whose day 1 of week 1 holds a squat. */
function serve() {
  const posted: Array<{ path: string; body: unknown }> = [];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      posted.push({ path, body: JSON.parse(String(init.body)) });
      return json(200, { ok: true });
    }
    if (path === "/api/query/userCreatedPrograms")
      return json(200, { userCreatedPrograms: [{ routine_name: "Mine" }] });
    if (path === "/api/query/exercises") {
      return json(200, { data: ["Back Squat", "Barbell Row"].map((exercise_name) => ({ exercise_name })) });
    }
    if (path.startsWith("/api/query/userCreatedExerciseDay/Mine/1/1/")) {
      return json(200, { exercises: path.endsWith("/1") ? STORED_DAY_ONE : [] });
    }
    if (path.startsWith("/api/query/programWeekVolume/"))
      return json(200, { data: [{ muscle: "Quadriceps", sets: 4 }] });
    return json(404, { error: "Not found" });
  });
  vi.stubGlobal("fetch", fetch);
  return posted;
}

const REST_MESSAGE =
  "Invalid range: Must be a single integer less than 10 or a range of integers less than 10 (e.g., '2-3')";

/** Rest's message shows under its line of fields, and describes the field (its own copy is hidden). */
function expectRestMessage(rest: HTMLElement) {
  const shown = screen.getAllByText(REST_MESSAGE);
  expect(shown).toHaveLength(2);
  expectVisible(shown[1] as HTMLElement);
  expect(screen.getByRole("textbox", { name: "Rest (min)", description: REST_MESSAGE })).toBe(rest);
}

// jsdom has no layout: Mantine scrolls the chosen option into view.
Element.prototype.scrollIntoView = () => {};
const user = userEvent.setup({ delay: null });

afterEach(() => vi.unstubAllGlobals());

/** Mantine's test environment: no transitions or portals, so a dropdown's options are there at once. */
function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <AddProgramScreen />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function choose(label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("Add program", () => {
  it("loads a stored day when phase, week and day are chosen, clears the rows for another day, and sends the day", async () => {
    const posted = serve();
    renderScreen();
    const name = screen.getByRole("combobox", { name: "Program Name" });
    await user.type(name, "Mine");
    await user.tab();
    expect(screen.queryByRole("article")).toBeNull();

    await choose("Phase", "1");
    await choose("Week", "1");
    await choose("Day", "1");
    const card = await screen.findByRole("article", { name: "Exercise 1" });
    await waitFor(() => expect(within(card).getByRole("textbox", { name: "Sets" })).toHaveProperty("value", "4"));
    expect(within(card).getByRole("textbox", { name: "%1RM" })).toHaveProperty("value", "75-80");
    expectVisible(await screen.findByText("Quadriceps"));

    // A message as typed, the text kept as typed (not cut into another number, decision 0030), and
    // Add Program Day off while it shows.
    const rest = within(card).getByRole("textbox", { name: "Rest (min)" });
    await user.clear(rest);
    await user.type(rest, "3.5");
    expect(rest).toHaveProperty("value", "3.5");
    expectRestMessage(rest);
    expect(screen.getByRole("button", { name: "Add Program Day" })).toHaveProperty("disabled", true);
    expect(posted).toHaveLength(0);
    await user.clear(rest);
    await user.type(rest, "1x2");
    expect(rest).toHaveProperty("value", "1x2");
    expectRestMessage(rest);
    expect(screen.getByRole("button", { name: "Add Program Day" })).toHaveProperty("disabled", true);
    await user.clear(rest);
    await user.type(rest, "2-3");
    await user.click(screen.getByRole("button", { name: "Add Program Day" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: "/api/add/addProgramDay",
      body: {
        programName: "Mine",
        phase: 1,
        week: 1,
        day: 1,
        programData: [
          {
            exerciseOrder: 1,
            exerciseName: "Back Squat",
            warmUp: "3",
            sets: "4",
            reps: "5",
            rpe: "7-8",
            percent1RM: "75-80",
            rest: "2-3",
            notes: "",
          },
        ],
      },
    });

    // Another day: its own (empty) rows.
    await choose("Day", "2");
    const fresh = await screen.findByRole("article", { name: "Exercise 1" });
    await waitFor(() => expect(within(fresh).getByRole("textbox", { name: "Sets" })).toHaveProperty("value", ""));
  }, 30_000);
});
