import type { HistorySession } from "@ironpath/domain/training/history-api.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { expectVisible } from "../../../test/visible";
import { SessionCard } from "./session-card";

const set = { id: "s1", exercise: "Back Squat", set: 1, countsAs: 1, reps: 5, rpe: 7, weight: 225 };
const session = (over: Partial<HistorySession>): HistorySession => ({
  key: "k",
  date: "2025-03-03",
  program: "Imported from Strong 2025",
  phase: 1,
  week: 11,
  day: 2,
  kind: "history",
  workout: "Lower A",
  workoutId: null,
  sets: [set],
  skipped: [],
  notDone: [],
  ...over,
});

// Decision 0051: an imported workout and one with no program are named as the lifter named them,
// never as a program's 'Phase · Week · Day'.
describe("SessionCard", () => {
  it("shows an imported workout under its own name and where it came from, with no program day", () => {
    renderWithApp(<SessionCard session={session({})} savedId={null} onEdit={vi.fn()} onSaveAsDay={vi.fn()} />);
    expectVisible(screen.getByRole("article", { name: "Mon, Mar 3, 2025, Lower A" }));
    expectVisible(screen.getByText("Imported from Strong 2025"));
    expect(screen.queryByText(/Phase \d/)).toBeNull();
    expect(screen.queryByRole("button", { name: /as a program day/ })).toBeNull();
  });

  it("offers a workout with no program as a program day", async () => {
    const onSaveAsDay = vi.fn();
    const free = session({ kind: "freestyle", program: "Hotel gym", workout: "Hotel gym", workoutId: "w1" });
    renderWithApp(<SessionCard session={free} savedId={null} onEdit={vi.fn()} onSaveAsDay={onSaveAsDay} />);
    expectVisible(screen.getByText("Workout with no program"));
    await userEvent.click(screen.getByRole("button", { name: "Save Hotel gym as a program day" }));
    expect(onSaveAsDay).toHaveBeenCalledWith(free);
  });

  it("says a program day's skipped exercises and those not done, apart from its sets", () => {
    const day = session({ kind: "program", workout: null, skipped: ["Back Squat"], notDone: ["Overhead Press"] });
    renderWithApp(<SessionCard session={day} savedId={null} onEdit={vi.fn()} />);
    expectVisible(within(screen.getByRole("list", { name: "Skipped" })).getByText("Back Squat"));
    expectVisible(within(screen.getByRole("list", { name: "Not done" })).getByText("Overhead Press"));
  });

  it("shows a day of notes alone: each exercise and its notes, with no count of sets (decision 0103)", () => {
    const notes = [
      { exercise: "Back Squat", set: null, note: "Rack taken, came back tomorrow" },
      { exercise: "Barbell Row", set: 2, note: "Grip gave out" },
    ];
    const day = session({ kind: "program", workout: null, sets: [], warmUps: [], notes });
    renderWithApp(<SessionCard session={day} savedId={null} onEdit={vi.fn()} />);
    const card = screen.getByRole("article", { name: "Mon, Mar 3, 2025, Imported from Strong 2025" });
    expectVisible(within(card).getByText("Back Squat"));
    expectVisible(within(card).getByText("Note: “Rack taken, came back tomorrow”"));
    expectVisible(within(card).getByText("Barbell Row"));
    expectVisible(within(card).getByText("Set 2: “Grip gave out”"));
    expect(within(card).queryByText(/\d+ sets?\b/)).toBeNull();
    expect(within(card).queryByRole("button", { name: /^Edit/ })).toBeNull();
  });

  it("shows a day of warm-ups only: its warm-ups under their exercise, said apart from the sets", () => {
    const warmUps = [
      { exercise: "Back Squat", set: 1, reps: 10, weight: 45 },
      { exercise: "Back Squat", set: 2, reps: 5, weight: 135 },
    ];
    const day = session({ kind: "program", workout: null, sets: [], warmUps, notDone: ["Back Squat"] });
    renderWithApp(<SessionCard session={day} savedId={null} onEdit={vi.fn()} />);
    expectVisible(screen.getByText("0 sets · 2 warm-ups"));
    expectVisible(screen.getByText("W1 · warm-up · 10 reps · 45 lbs"));
    expectVisible(screen.getByText("W2 · warm-up · 5 reps · 135 lbs"));
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();
  });

  it("shows the warm-ups of an exercise in its own unit in it, beside the lifter's pounds (decision 0081)", () => {
    // 20 kg and 60 kg typed on the squat's kg card: pounds on the wire, as every weight is.
    const warmUps = [
      { exercise: "Back Squat", set: 1, reps: 10, weight: 44.09, unit: "kg" as const },
      { exercise: "Back Squat", set: 2, reps: 5, weight: 132.28, unit: "kg" as const },
      { exercise: "Bench Press", set: 1, reps: 10, weight: 45 },
    ];
    const squat = { ...set, weight: 220.46, unit: "kg" as const };
    const bench = { ...set, id: "s2", exercise: "Bench Press", weight: 135 };
    const day = session({ kind: "program", workout: null, sets: [squat, bench], warmUps });
    renderWithApp(<SessionCard session={day} savedId={null} onEdit={vi.fn()} />);
    expectVisible(screen.getByText("W1 · warm-up · 10 reps · 20 kg"));
    expectVisible(screen.getByText("W2 · warm-up · 5 reps · 60 kg"));
    expectVisible(screen.getByText("W1 · warm-up · 10 reps · 45 lbs"));
  });

  it("shows the day as lifted: a swap from what to what, a superset grouped, and how long it took", () => {
    const squat = { ...set, exercise: "Front Squat" };
    const bench = { ...set, id: "s2", exercise: "Bench Press", weight: 135 };
    const row = { ...set, id: "s3", exercise: "Barbell Row", weight: 115 };
    const day = session({
      kind: "program",
      workout: null,
      sets: [squat, bench, row],
      durationSeconds: 48 * 60,
      swapped: [{ from: "Back Squat", to: "Front Squat" }],
      groups: [["Bench Press", "Barbell Row"]],
    });
    renderWithApp(<SessionCard session={day} savedId={null} onEdit={vi.fn()} />);
    expectVisible(screen.getByText("3 sets"));
    expectVisible(screen.getByText("Duration 48 min"));
    expectVisible(screen.getByText("Swapped in for Back Squat"));
    const superset = screen.getByRole("region", { name: "Superset A" });
    expectVisible(within(superset).getByText("A1 Bench Press"));
    expectVisible(within(superset).getByText("A2 Barbell Row"));
    expect(within(superset).queryByText(/Front Squat/)).toBeNull();
  });

  it("says a swap under the exercise lifted on its row, not under another lift of the same name", () => {
    // Front Squat written on row 1, and swapped in for Back Squat on row 3 (decision 0099).
    const written = { ...set, exercise: "Front Squat" };
    const bench = { ...set, id: "s2", exercise: "Bench Press", weight: 135 };
    const swappedIn = { ...set, id: "s3", exercise: "Front Squat", weight: 185 };
    const day = session({
      kind: "program",
      workout: null,
      sets: [written, bench, swappedIn],
      swapped: [{ from: "Back Squat", to: "Front Squat", setIds: ["s3"] }],
    });
    renderWithApp(<SessionCard session={day} savedId={null} onEdit={vi.fn()} />);
    const said = screen.getAllByText("Swapped in for Back Squat");
    expect(said).toHaveLength(1);
    const edits = screen.getAllByRole("button", { name: /^Edit Front Squat/ });
    // Said once, after the second Front Squat's heading: between the bench's Edit and its own.
    expect(screen.getByRole("button", { name: /^Edit Bench Press/ }).compareDocumentPosition(said[0] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect((said[0] as Node).compareDocumentPosition(edits[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("says no duration for an import, whose saves are the import's", () => {
    renderWithApp(<SessionCard session={session({ durationSeconds: null })} savedId={null} onEdit={vi.fn()} />);
    expectVisible(screen.getByText("1 set"));
    expect(screen.queryByText(/^Duration/)).toBeNull();
  });
});
