import { describe, expect, it } from "vitest";
import { type Draft, loadDraft, readDraft } from "./draft";

const draft = (exercises: Draft["exercises"], name = ""): Draft => ({ key: "k", name, exercises });

// What a finished empty workout sends, and what it asks for first, in words.
describe("readDraft", () => {
  it("asks for an exercise, reps and a weight; RPE may stay empty", () => {
    expect(readDraft(draft([]), "2026-11-27")).toEqual({
      problem: "Add at least one exercise",
      at: { kind: "exercises" },
    });
    expect(
      readDraft(draft([{ exercise: "Back Squat", sets: [{ reps: "", rpe: "", weight: 225 }] }]), "2026-11-27"),
    ).toEqual({
      problem: "Back Squat, set 1: fill in reps (0 to 100)",
      at: { kind: "field", exercise: 0, set: 0, field: "reps" },
    });
    expect(
      readDraft(draft([{ exercise: "Back Squat", sets: [{ reps: 5, rpe: 12, weight: 225 }] }]), "2026-11-27"),
    ).toEqual({
      problem: "Back Squat, set 1: RPE is 1 to 10, or leave it empty",
      at: { kind: "field", exercise: 0, set: 0, field: "rpe" },
    });
  });

  it("says which exercise lacks a set, and which set and field is wrong", () => {
    const read = readDraft(
      draft([
        { exercise: "Back Squat", sets: [{ reps: 5, rpe: "", weight: 225 }] },
        { exercise: "Cable Row", sets: [] },
      ]),
      "2026-11-27",
    );
    expect(read).toEqual({ problem: "Cable Row: add a set", at: { kind: "sets", exercise: 1 } });
    const second = readDraft(
      draft([
        {
          exercise: "Back Squat",
          sets: [
            { reps: 5, rpe: "", weight: 225 },
            { reps: 5, rpe: "", weight: "" },
          ],
        },
      ]),
      "2026-11-27",
    );
    expect(second).toMatchObject({ at: { kind: "field", exercise: 0, set: 1, field: "weight" } });
  });

  it("sends the sets as typed, an empty RPE as none, and no name for the default", () => {
    const read = readDraft(
      draft([{ exercise: "Back Squat", sets: [{ reps: 5, rpe: "", weight: 225 }] }], "  "),
      "2026-11-27",
    );
    expect(read).toEqual({
      workout: {
        name: undefined,
        date: "2026-11-27",
        exercises: [{ exercise: "Back Squat", sets: [{ reps: 5, rpe: null, weight: 225 }] }],
      },
    });
  });
});

// Each exercise in the unit it was added in (decision 0081): typed as the lifter reads it, sent in pounds.
describe("readDraft in an exercise's unit", () => {
  it("sends kg typed as pounds that read back as typed, and pounds as typed", () => {
    const read = readDraft(
      draft([
        { exercise: "Back Squat", unit: "kg", sets: [{ reps: 5, rpe: "", weight: 100 }] },
        { exercise: "Cable Row", unit: "lb", sets: [{ reps: 10, rpe: "", weight: 120 }] },
      ]),
      "2026-11-27",
    );
    expect(read).toMatchObject({
      workout: {
        exercises: [{ sets: [{ weight: 220.46 }] }, { sets: [{ weight: 120 }] }],
      },
    });
  });

  it("words the weight's limit in the exercise's unit", () => {
    const read = readDraft(
      draft([{ exercise: "Back Squat", unit: "kg", sets: [{ reps: 5, rpe: "", weight: 1000 }] }]),
      "d",
    );
    expect(read).toEqual({
      problem: "Back Squat, set 1: fill in the weight (0 to 907.18 kg)",
      at: { kind: "field", exercise: 0, set: 0, field: "weight" },
    });
  });

  it("asks no weight of reps alone, and takes an added load left empty as none (0128)", () => {
    const sets = [{ reps: 12, rpe: "", weight: "" }];
    expect(
      readDraft(
        draft([
          { exercise: "Hanging Knee Raise", type: "reps_only", sets },
          { exercise: "Push-Up", type: "bodyweight_load", sets },
          { exercise: "Weighted Dip", type: "bodyweight_load", sets: [{ reps: 8, rpe: 8, weight: 25 }] },
        ]),
        "2026-11-27",
      ),
    ).toEqual({
      workout: {
        name: undefined,
        date: "2026-11-27",
        exercises: [
          { exercise: "Hanging Knee Raise", sets: [{ reps: 12, rpe: null, weight: 0 }] },
          { exercise: "Push-Up", sets: [{ reps: 12, rpe: null, weight: 0 }] },
          { exercise: "Weighted Dip", sets: [{ reps: 8, rpe: 8, weight: 25 }] },
        ],
      },
    });
    // A lift's weight is still the lifter's to type: none is never taken as 0.
    expect(readDraft(draft([{ exercise: "Back Squat", type: "weight_reps", sets }]), "2026-11-27")).toMatchObject({
      problem: "Back Squat, set 1: fill in the weight (0 to 2000 lbs)",
    });
  });
});

describe("loadDraft (0124)", () => {
  it("moves a draft an older tab kept in sessionStorage once, so reading again never brings it back", () => {
    const key = "ironpath:draft:empty-workout";
    const older = draft([{ exercise: "Back Squat", sets: [{ reps: 5, rpe: "", weight: 225 }] }], "Before");
    sessionStorage.setItem(key, JSON.stringify(older));
    expect(loadDraft()).toEqual(older);
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(JSON.parse(localStorage.getItem(key) ?? "null")).toEqual(older);
    // Finished elsewhere: the next read is a new workout, not the older tab's copy.
    localStorage.removeItem(key);
    expect(loadDraft()).toMatchObject({ name: "", exercises: [] });
  });
});
