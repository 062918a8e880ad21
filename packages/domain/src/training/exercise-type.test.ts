import { describe, expect, it } from "vitest";
import { summariseDay, type DayEntry } from "./summarise-day";
import { catalogueExerciseType, setEstimate, setText, typeProblem } from "./exercise-type";
import { exerciseKind } from "./strength/exercise-kind";
import { planExercise } from "./strength/exercise-plan";
import { suggestLoad } from "./strength/progression";

// Decision 0053: how each type of exercise is logged, counted, estimated and progressed.

describe("the catalogue's types", () => {
  it("says a plank is timed, a pull-up takes a load on the body, a crunch is reps only, a squat weight × reps", () => {
    expect(catalogueExerciseType("Plank")).toBe("timed");
    expect(catalogueExerciseType("Weighted Pull-Up")).toBe("bodyweight_load");
    expect(catalogueExerciseType("Pull-Up")).toBe("bodyweight_load");
    expect(catalogueExerciseType("Crunch")).toBe("reps_only");
    expect(catalogueExerciseType("Back Squat")).toBe("weight_reps");
    expect(catalogueExerciseType("My Own Lift")).toBe("weight_reps");
  });
});

describe("a set's words", () => {
  it("reads +25 lb on a pull-up, never 25 lbs lifted, and a plank in seconds", () => {
    expect(setText({ weight: 25, reps: 5, rpe: 8 }, "bodyweight_load")).toBe("+25 lb × 5 @ 8");
    expect(setText({ weight: -40, reps: 8 }, "bodyweight_load")).toBe("-40 lb × 8");
    expect(setText({ weight: 0, reps: 10 }, "bodyweight_load")).toBe("bodyweight × 10");
    expect(setText({ weight: 0, reps: 1, seconds: 60 }, "timed")).toBe("60 s");
    expect(setText({ weight: 0, reps: 15 }, "reps_only")).toBe("15 reps");
    expect(setText({ weight: 10, reps: 1, seconds: 45 }, "timed")).toBe("45 s (+10 lb)");
    expect(setText({ weight: 225, reps: 5, rpe: 8 }, "weight_reps")).toBe("225 × 5 @ 8");
  });

  it("reads every load in kg for a kg lifter, never a pound (issue 22)", () => {
    // 11.34 kg typed is sent as 25 lb (decision 0063); it reads back as typed.
    expect(setText({ weight: 25, reps: 5, rpe: 8 }, "bodyweight_load", "kg")).toBe("+11.34 kg × 5 @ 8");
    expect(setText({ weight: -44.09, reps: 8 }, "bodyweight_load", "kg")).toBe("-20 kg × 8");
    expect(setText({ weight: 0, reps: 10 }, "bodyweight_load", "kg")).toBe("bodyweight × 10");
    expect(setText({ weight: 22.05, reps: 1, seconds: 45 }, "timed", "kg")).toBe("45 s (+10 kg)");
    expect(setText({ weight: 11.02, reps: 12 }, "reps_only", "kg")).toBe("12 reps (+5 kg)");
    expect(setText({ weight: 220.46, reps: 5, rpe: 8 }, "weight_reps", "kg")).toBe("100 × 5 @ 8");
  });
});

describe("the estimated 1RM", () => {
  it("comes only from weight × reps: not from a belt's 25 lb, nor from a hold", () => {
    expect(setEstimate({ weight: 225, reps: 1, rpe: null }, "weight_reps")).toBe(225);
    expect(setEstimate({ weight: 25, reps: 5, rpe: 8 }, "bodyweight_load")).toBeNull();
    expect(setEstimate({ weight: 0, reps: 1, rpe: null, seconds: 60 }, "timed")).toBeNull();
  });
});

describe("numbers that do not fit the type", () => {
  it("are refused in words", () => {
    expect(typeProblem("timed", { weight: 0, reps: 1 })).toEqual(["seconds", "is required for a timed hold"]);
    expect(typeProblem("timed", { weight: 0, reps: 3, seconds: 60 })).toEqual([
      "reps",
      "must be 1 for a timed hold (one hold a set)",
    ]);
    expect(typeProblem("timed", { weight: -10, reps: 1, seconds: 60 })?.[0]).toBe("weight");
    expect(typeProblem("weight_reps", { weight: 100, reps: 5, seconds: 30 })).toEqual([
      "seconds",
      "is only for a timed hold",
    ]);
    expect(typeProblem("reps_only", { weight: -20, reps: 5 })?.[0]).toBe("weight");
    expect(typeProblem("weight_reps", { weight: -40, reps: 5 })?.[0]).toBe("weight");
  });

  it("take a plank's seconds, an assisted pull-up's -40 and a weighted one's +25", () => {
    expect(typeProblem("timed", { weight: 0, reps: 1, seconds: 60 })).toBeNull();
    expect(typeProblem("bodyweight_load", { weight: -40, reps: 8 })).toBeNull();
    expect(typeProblem("bodyweight_load", { weight: 25, reps: 5 })).toBeNull();
  });
});

describe("progression by type", () => {
  const lastSession = (weight: number, reps: number) => ({
    performedOn: "2026-03-02",
    rowId: "r",
    sets: [1, 2, 3].map((set) => ({ set, weight, reps, rpe: null })),
  });
  const input = (name: string, weight: number, reps: number) => ({
    exerciseName: name,
    kind: exerciseKind(name, ["Lats", "Biceps"]),
    prescription: { reps: "5", rpe: null, percent1RM: null },
    record: { lastSession: lastSession(weight, reps), bestOneRepMax: null },
    oneRepMaxes: {},
  });

  it("adds the step to a weighted pull-up's +25 when every set was done, else keeps it", () => {
    expect(suggestLoad(input("Weighted Pull-Up", 25, 5))).toMatchObject({ weight: 30, basis: "linear-step" });
    expect(suggestLoad(input("Weighted Pull-Up", 25, 4))).toMatchObject({ weight: 25, basis: "last-weight" });
  });

  it("takes 5 lb of assistance away once an assisted pull-up's sets are all done", () => {
    expect(suggestLoad(input("Pull-Up", -40, 5))).toMatchObject({ weight: -35 });
  });

  it("suggests no load for a plank or a crunch, and no warm-up ramp for a load on the body", () => {
    expect(suggestLoad(input("Plank", 0, 1)).weight).toBeNull();
    expect(suggestLoad(input("Crunch", 0, 20)).weight).toBeNull();
    const plan = planExercise({
      kind: exerciseKind("Weighted Pull-Up", ["Lats"]),
      prescription: { warmUpSets: 2, sets: 3 },
      load: 30,
      lastSession: null,
    });
    expect(plan.warmUps).toEqual([]);
    expect(plan.bodyweight).toBe(true);
  });
});

describe("a finished day by type", () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 18, minute)).toISOString();
  const entry = (over: Partial<DayEntry> & Pick<DayEntry, "rowId" | "setIndex">): DayEntry => ({
    exerciseId: over.rowId,
    exerciseName: over.rowId,
    prescribedSets: 3,
    reps: 5,
    rpe: null,
    weight: 0,
    seconds: null,
    exerciseType: "weight_reps",
    loggedAt: at(over.setIndex),
    ...over,
  });

  it("counts every set, adds only weight × reps to the volume, and sets a longest-hold record", () => {
    const pullUp = { rowId: "Pull-Up", exerciseType: "bodyweight_load", weight: 25 } as const;
    const plank = { rowId: "Plank", exerciseType: "timed", reps: 1, seconds: 75 } as const;
    const summary = summariseDay(
      [
        entry({ rowId: "Back Squat", setIndex: 1, weight: 200 }),
        entry({ ...pullUp, setIndex: 1 }),
        entry({ ...pullUp, setIndex: 2 }),
        entry({ ...plank, setIndex: 1 }),
      ],
      new Map([
        ["Pull-Up", [{ weight: 20, reps: 5, rpe: 8 }]],
        ["Plank", [{ weight: 0, reps: 1, rpe: null, seconds: 60 }]],
      ]),
    );
    expect(summary.sets).toBe(4);
    expect(summary.volume).toBe(1000);
    expect(summary.records).toEqual([
      { kind: "reps", exerciseName: "Pull-Up", exerciseType: "bodyweight_load", weight: 25, reps: 5, previous: null },
      { kind: "seconds", exerciseName: "Plank", seconds: 75, previous: 60 },
    ]);
  });
});
