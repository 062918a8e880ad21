import "fake-indexeddb/auto";
import { workoutsPath } from "@ironpath/domain/training/empty-workout-paths";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dropSave, outboxEntries } from "../../../lib/offline/outbox";
import { renderWithApp } from "../../../test/render";
import { type Draft, keepDraft } from "../draft";
import { EmptyWorkoutLog } from "./empty-workout-log";

const user = userEvent.setup({ delay: null });

/** The empty workout as the lifter left it in this tab. */
function showDraft(exercises: Draft["exercises"]) {
  keepDraft({ key: "k", name: "", exercises });
  renderWithApp(<EmptyWorkoutLog />);
}

const finish = () => user.click(screen.getByRole("button", { name: "Finish workout" }));

afterEach(async () => {
  localStorage.clear();
  for (const entry of outboxEntries()) await dropSave(entry.key);
  vi.unstubAllGlobals();
});

// What Finish refuses is said once, above it, and read out with the control it is about: a screen
// reader that comes to the field or button hears why (its accessible description).
describe("the empty workout's refusals, tied to their control", () => {
  it("describes the field to fix by the words, marks it invalid, and lets go once it is typed", async () => {
    showDraft([
      {
        exercise: "Back Squat",
        sets: [
          { reps: 5, rpe: "", weight: 225 },
          { reps: 5, rpe: "", weight: "" },
        ],
      },
    ]);
    await finish();
    const words = "Back Squat, set 2: fill in the weight (0 to 2000 lbs)";
    const weight = screen.getByRole("textbox", { name: "Back Squat, set 2, weight", description: words });
    expect(weight.getAttribute("aria-invalid")).toBe("true");
    // Only that field says it.
    expect(screen.getAllByRole("textbox", { description: words })).toEqual([weight]);
    expect(screen.getByRole("textbox", { name: "Back Squat, set 2, reps" }).getAttribute("aria-invalid")).not.toBe(
      "true",
    );
    await user.type(weight, "225");
    expect(screen.queryByRole("textbox", { description: words })).toBeNull();
    expect(weight.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("describes the Add exercise button when there is no exercise", async () => {
    showDraft([]);
    await finish();
    expect(
      screen.getByRole("button", { name: "Add exercise", description: "Add at least one exercise" }),
    ).toBeDefined();
  });

  it("describes an exercise's Add set button when it has no set", async () => {
    showDraft([
      { exercise: "Back Squat", sets: [{ reps: 5, rpe: "", weight: 225 }] },
      { exercise: "Cable Row", sets: [] },
    ]);
    await finish();
    const words = "Cable Row: add a set";
    const addSet = screen.getByRole("button", { name: "Add a set of Cable Row", description: words });
    expect(screen.getAllByRole("button", { description: words })).toEqual([addSet]);
  });

  it("describes the Finish button by the call's refusal", async () => {
    const refused = { error: "Exercise not found: Back Squat" };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(refused), { status: 400 })),
    );
    showDraft([{ exercise: "Back Squat", sets: [{ reps: 5, rpe: "", weight: 225 }] }]);
    await finish();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Exercise not found");
    expect(screen.getByRole("button", { name: "Finish workout", description: alert.textContent ?? "" })).toBeDefined();
    // The server keeps the refusal under the key: the draft finishes under a new one once fixed.
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem("ironpath:draft:empty-workout") ?? "{}").key).not.toBe("k"),
    );
  });
});

describe("the empty workout finished with no signal (0123)", () => {
  it("keeps it on this phone under the draft's key, says so, and starts the next one empty", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    keepDraft({
      key: "draft-key",
      name: "Basement gym",
      exercises: [{ exercise: "Back Squat", sets: [{ reps: 5, rpe: "", weight: 225 }] }],
    });
    renderWithApp(<EmptyWorkoutLog />);
    await finish();
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe(
      '"Basement gym" is kept on this phone, waiting to sync: it goes to History once it is sent.',
    );
    expect(outboxEntries()).toEqual([
      expect.objectContaining({
        key: "draft-key",
        method: "POST",
        path: workoutsPath,
        label: 'Workout "Basement gym" finished',
        body: expect.objectContaining({
          name: "Basement gym",
          exercises: [expect.objectContaining({ exercise: "Back Squat" })],
        }),
      }),
    ]);
    expect(screen.queryByRole("region", { name: "Back Squat" })).toBeNull();
    expect((screen.getByLabelText("Workout name") as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the empty workout kept on this phone (0124)", () => {
  const squat = { exercise: "Back Squat", sets: [{ reps: 5, rpe: "", weight: 225 }] };

  it("keeps every change where a closed tab finds it again", async () => {
    showDraft([squat]);
    await user.type(screen.getByLabelText("Workout name"), "Garage");
    const kept = JSON.parse(localStorage.getItem("ironpath:draft:empty-workout") ?? "null");
    expect(kept).toMatchObject({ key: "k", name: "Garage", exercises: [squat] });
  });

  it("shows what another tab changed, and its finish", async () => {
    showDraft([squat]);
    const row = { exercise: "Cable Row", sets: [{ reps: 10, rpe: 8, weight: 100 }] };
    const elsewhere = (draft: object | null) =>
      act(() => {
        const key = "ironpath:draft:empty-workout";
        if (draft) localStorage.setItem(key, JSON.stringify(draft));
        else localStorage.removeItem(key);
        window.dispatchEvent(new StorageEvent("storage", { key }));
      });
    elsewhere({ key: "k", name: "", exercises: [squat, row] });
    expect(await screen.findByRole("region", { name: "Cable Row" })).toBeDefined();
    // Finished in the other tab: this one starts the next workout, and cannot send it twice.
    elsewhere(null);
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "Back Squat" })).toBeNull());
    expect(screen.getByText("No exercises yet: add the first one you lift.")).toBeDefined();
  });
});

describe("the empty workout's bodyweight exercises (0128)", () => {
  it("asks a knee raise no weight and a push-up its added load, and finishes with reps alone", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ id: "w1", name: "Park", date: "2026-11-28" }), { status: 201 });
      }),
    );
    showDraft([
      { exercise: "Hanging Knee Raise", type: "reps_only", sets: [{ reps: 12, rpe: "", weight: "" }] },
      { exercise: "Push-Up", type: "bodyweight_load", sets: [{ reps: 20, rpe: "", weight: "" }] },
    ]);
    expect(screen.queryByRole("textbox", { name: "Hanging Knee Raise, set 1, weight" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Push-Up, set 1, added weight" })).toBeDefined();
    await finish();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      exercises: [
        { exercise: "Hanging Knee Raise", sets: [{ reps: 12, rpe: null, weight: 0 }] },
        { exercise: "Push-Up", sets: [{ reps: 20, rpe: null, weight: 0 }] },
      ],
    });
  });
});
