import type { HistoryPage, HistorySession } from "@ironpath/domain/training/history-api.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { SessionList } from "./session-list";
import { expectVisible } from "../../../test/visible";

const PROGRAM = "Beginner Linear Progression 3-Day";
const day = (date: string, day: number, sets: HistorySession["sets"]): HistorySession => ({
  key: `${date}.1.1.${day}.p`,
  date,
  program: PROGRAM,
  phase: 1,
  week: 1,
  day,
  kind: "program",
  workout: null,
  workoutId: null,
  skipped: [],
  notDone: [],
  sets,
});
// The newest session: one quick entry for the squat's 3 sets. The older: the squat set by set, with a
// quick entry typed beside those sets, which counts for none (decision 0048).
const NEWEST = day("2026-03-04", 2, [
  { id: "a", exercise: "Back Squat", set: null, countsAs: 3, reps: 5, rpe: 8, weight: 225 },
]);
const OLDER = day("2026-03-02", 1, [
  { id: "z", exercise: "Back Squat", set: null, countsAs: 0, reps: 5, rpe: 8, weight: 300 },
  { id: "b", exercise: "Back Squat", set: 1, countsAs: 1, reps: 5, rpe: 8, weight: 200 },
  { id: "c", exercise: "Back Squat", set: 2, countsAs: 1, reps: 5, rpe: 8.5, weight: 205 },
]);

/** A server with two pages of one session each; corrections and deletes change what it lists. */
function serve() {
  const sessions = [structuredClone(NEWEST), structuredClone(OLDER)];
  const sets = () => sessions.flatMap((s) => s.sets);
  return stubApi(({ method, path, body }) => {
    if (method === "GET" && path.startsWith("/api/history/sessions")) {
      const older = path.includes("before=");
      const page: HistoryPage = older
        ? { sessions: sessions.slice(1), nextCursor: null }
        : { sessions: sessions.slice(0, 1), nextCursor: NEWEST.key };
      return json(200, page);
    }
    const id = /^\/api\/history\/sets\/(\w+)$/.exec(path)?.[1];
    const set = sets().find((s) => s.id === id);
    if (!set) return undefined;
    if (method === "PUT") {
      Object.assign(set, body);
      return json(200, { set });
    }
    if (method === "DELETE") {
      for (const s of sessions) s.sets = s.sets.filter((x) => x.id !== id);
      return json(200, { ok: true });
    }
    return undefined;
  });
}

describe("SessionList", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says in words when the history did not load, and Try again reads it again", async () => {
    let fail = true;
    stubApi(({ method, path }) => {
      if (method !== "GET" || !path.startsWith("/api/history/sessions")) return undefined;
      if (fail) return json(503, { error: "The history is resting" });
      return json(200, { sessions: [NEWEST], nextCursor: null } satisfies HistoryPage);
    });
    renderWithApp(<SessionList />);
    const alert = await screen.findByRole("alert");
    expectVisible(within(alert).getByText("Could not load your history"));
    expectVisible(within(alert).getByText("The history is resting"));
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expectVisible(await screen.findByText("Mar 4, 2026", { exact: false }));
    expect(screen.queryByText("Could not load your history")).toBeNull();
  });

  it("lists sessions newest first and loads older ones on demand", async () => {
    serve();
    renderWithApp(<SessionList />);
    const newest = await screen.findByRole("article", { name: `Wed, Mar 4, 2026, ${PROGRAM}` });
    expectVisible(within(newest).getByText("Phase 1 · Week 1 · Day 2"));
    expectVisible(within(newest).getByText("5 reps · RPE 8 · 225 lbs"));
    await userEvent.click(screen.getByRole("button", { name: "Show older sessions" }));
    const older = await screen.findByRole("article", { name: `Mon, Mar 2, 2026, ${PROGRAM}` });
    expectVisible(within(older).getByText("5 reps · RPE 8.5 · 205 lbs"));
    expect(screen.queryByRole("button", { name: "Show older sessions" })).toBeNull();
  });

  it("shows a quick entry as the sets it counts as, and a session's sets as the finish screen counts them", async () => {
    serve();
    renderWithApp(<SessionList />);
    const newest = await screen.findByRole("article", { name: `Wed, Mar 4, 2026, ${PROGRAM}` });
    expectVisible(within(newest).getByText("3 sets"));
    expectVisible(within(newest).getByText("Sets 1–3"));
    await userEvent.click(screen.getByRole("button", { name: "Show older sessions" }));
    const older = await screen.findByRole("article", { name: `Mon, Mar 2, 2026, ${PROGRAM}` });
    // The quick entry beside sets entered one by one is there to correct or delete, counted as none.
    expectVisible(within(older).getByText("2 sets"));
    expectVisible(within(older).getByText("Not counted: sets entered one by one"));
    expectVisible(within(older).getByText("5 reps · RPE 8 · 300 lbs"));
    expect(
      within(older)
        .getAllByRole("button", { name: /^Edit Back Squat/ })
        .map((b) => b.ariaLabel),
    ).toEqual([
      "Edit Back Squat, not counted: sets entered one by one, Mon, Mar 2, 2026",
      "Edit Back Squat, set 1, Mon, Mar 2, 2026",
      "Edit Back Squat, set 2, Mon, Mar 2, 2026",
    ]);
  });

  /** Opens the correction of the newest session's set: 5 reps at RPE 8 with 225 lbs. */
  async function openCorrection() {
    await userEvent.click(await screen.findByRole("button", { name: "Edit Back Squat, sets 1–3, Wed, Mar 4, 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Correct Back Squat, sets 1–3" });
    const field = (name: string) => within(dialog).getByRole("textbox", { name }) as HTMLInputElement;
    return { dialog, reps: field("Reps"), rpe: field("RPE"), weight: field("Weight (lbs)") };
  }

  it("refuses a correction out of range or left empty in words, without sending it", async () => {
    const calls = serve();
    renderWithApp(<SessionList />);
    const { dialog, reps, rpe } = await openCorrection();
    await userEvent.clear(rpe);
    await userEvent.type(rpe, "11");
    expectVisible(within(dialog).getByText("RPE must be at most 10"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("RPE must be at most 10");

    await userEvent.clear(rpe);
    await userEvent.clear(reps);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Fill in Reps and RPE");
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
  });

  it("describes each field left empty by Save's refusal, marks it invalid, and lets go once it is typed", async () => {
    serve();
    renderWithApp(<SessionList />);
    const { dialog, reps, rpe, weight } = await openCorrection();
    await userEvent.clear(reps);
    await userEvent.clear(rpe);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const words = "Fill in Reps and RPE";
    expect(within(dialog).getByRole("alert").textContent).toBe(words);
    // Both empty fields are read out with the words, and only they.
    expect(within(dialog).getAllByRole("textbox", { description: words })).toEqual([reps, rpe]);
    for (const field of [reps, rpe]) expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(weight.getAttribute("aria-invalid")).not.toBe("true");
    await userEvent.type(reps, "5");
    expect(within(dialog).queryAllByRole("textbox", { description: words })).toEqual([]);
    for (const field of [reps, rpe]) expect(field.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("takes a correction as typed on the phone's keypads, then saves it and says so", async () => {
    const calls = serve();
    renderWithApp(<SessionList />);
    const { dialog, reps, rpe, weight } = await openCorrection();
    // Whole reps on the digits-only keypad.
    expect(reps.getAttribute("inputmode")).toBe("numeric");
    await userEvent.clear(reps);
    await userEvent.type(reps, "6");
    // RPE to one decimal: half-way through "8.5" is no error.
    expect(rpe.getAttribute("inputmode")).toBe("decimal");
    await userEvent.clear(rpe);
    await userEvent.type(rpe, "8.");
    expect(within(dialog).queryByText(/RPE must/)).toBeNull();
    await userEvent.type(rpe, "5");
    expect(rpe.value).toBe("8.5");
    // A comma is read as the point (some phones' keypads have no other).
    await userEvent.clear(weight);
    await userEvent.type(weight, "227,5");
    await userEvent.tab();
    expect(weight.value).toBe("227.5");

    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "PUT")).toEqual([
      { method: "PUT", path: "/api/history/sets/a", body: { reps: 6, rpe: 8.5, weight: 227.5 } },
    ]);
    const newest = screen.getByRole("article", { name: `Wed, Mar 4, 2026, ${PROGRAM}` });
    expect(within(newest).getByRole("status").textContent).toContain("Saved");
    await within(newest).findByText("6 reps · RPE 8.5 · 227.5 lbs");
  });

  it("keeps a number typed wrong as typed, says why under the field and sends nothing", async () => {
    const calls = serve();
    renderWithApp(<SessionList />);
    const { dialog, reps, weight } = await openCorrection();
    await userEvent.clear(reps);
    await userEvent.type(reps, "5.5");
    expect(reps.value).toBe("5.5");
    expectVisible(within(dialog).getByText("Reps must be a whole number"));
    await userEvent.clear(reps);
    await userEvent.type(reps, "5");
    await userEvent.clear(weight);
    await userEvent.type(weight, "1e2");
    expect(weight.value).toBe("1e2");
    expectVisible(within(dialog).getByText("Weight must be a number"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Weight must be a number");
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
  });

  it("deletes a set only once the lifter confirms", async () => {
    const calls = serve();
    renderWithApp(<SessionList />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Back Squat, sets 1–3, Wed, Mar 4, 2026" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete this set" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this set?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep it" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete this set" }));
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete set" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/history/sets/a"]),
    );
    await waitFor(() => expect(screen.queryByText("5 reps · RPE 8 · 225 lbs")).toBeNull());
  });
});
