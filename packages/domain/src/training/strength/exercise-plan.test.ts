import { describe, expect, it } from "vitest";
import { exerciseKind } from "./exercise-kind";
import { planExercise } from "./exercise-plan";
import { sessionsOf } from "./sessions";

const SQUAT = exerciseKind("Back Squat", ["Quadriceps", "Glutes"]);
const CURL = exerciseKind("Dumbbell Curl", ["Biceps"]);
const CHIN_UP = exerciseKind("Chin-Up", ["Lats", "Biceps"]);
const logged = (setIndex: number, weight: number, reps: number, rpe: number | null = 7) => ({
  performedOn: "2026-03-04",
  rowId: "r1",
  setIndex,
  weight,
  reps,
  rpe,
});

describe("the plan of an exercise", () => {
  it("ramps, suggests each set with last session's same set, and loads the bar", () => {
    const [last] = sessionsOf([logged(1, 225, 5), logged(2, 225, 5), logged(3, 225, 4, 9)]);
    const plan = planExercise({
      kind: SQUAT,
      prescription: { warmUpSets: 3, sets: 3 },
      load: 225,
      lastSession: last ?? null,
    });
    expect(plan.warmUps.map((w) => w.weight)).toEqual([45, 105, 165]);
    expect(plan.sets).toEqual([
      { set: 1, suggested: 225, last: { weight: 225, reps: 5, rpe: 7 } },
      { set: 2, suggested: 225, last: { weight: 225, reps: 5, rpe: 7 } },
      { set: 3, suggested: 225, last: { weight: 225, reps: 4, rpe: 9 } },
    ]);
    expect(plan.plates).toEqual({ bar: 45, perSide: [45, 45], loaded: 225, exact: true });
  });

  it("shows a quick entry as every set's last, and no plates off the barbell", () => {
    const [last] = sessionsOf([logged(0, 30, 12, 8)]);
    const plan = planExercise({
      kind: CURL,
      prescription: { warmUpSets: 0, sets: 2 },
      load: 35,
      lastSession: last ?? null,
    });
    expect(plan).toEqual({
      warmUps: [],
      sets: [
        { set: 1, suggested: 35, last: { weight: 30, reps: 12, rpe: 8 } },
        { set: 2, suggested: 35, last: { weight: 30, reps: 12, rpe: 8 } },
      ],
      plates: null,
      bodyweight: false,
    });
  });

  it("has no load, ramp or plates for a bodyweight exercise, but still what was done last time", () => {
    const [last] = sessionsOf([logged(1, 0, 9, null)]);
    const plan = planExercise({
      kind: CHIN_UP,
      prescription: { warmUpSets: 1, sets: 2 },
      load: null,
      lastSession: last ?? null,
    });
    expect(plan).toEqual({
      warmUps: [],
      sets: [
        { set: 1, suggested: null, last: { weight: 0, reps: 9, rpe: null } },
        { set: 2, suggested: null, last: null },
      ],
      plates: null,
      bodyweight: true,
    });
  });

  it("takes the lifter's bar and plates", () => {
    const plan = planExercise({
      kind: SQUAT,
      prescription: { warmUpSets: 1, sets: 1 },
      load: 100,
      lastSession: null,
      barAndPlates: { bar: 20, plates: [20, 10, 5, 2.5, 1.25] },
    });
    expect(plan.warmUps).toEqual([{ weight: 20, reps: 5 }]);
    expect(plan.plates?.perSide).toEqual([20, 20]);
    expect(plan.sets).toEqual([{ set: 1, suggested: 100, last: null }]);
  });

  it("loads 235 on a 35 lb bar without 45s as 35 + 25 + 10 + 5 + 2.5 a side, the ramp from 35", () => {
    const plan = planExercise({
      kind: SQUAT,
      prescription: { warmUpSets: 3, sets: 1 },
      load: 235,
      lastSession: null,
      barAndPlates: { bar: 35, plates: [35, 25, 10, 5, 2.5] },
    });
    expect(plan.plates).toEqual({ bar: 35, perSide: [35, 35, 25, 5], loaded: 235, exact: true });
    expect(plan.warmUps.map((w) => w.weight)).toEqual([35, 100, 165]);
  });
});
