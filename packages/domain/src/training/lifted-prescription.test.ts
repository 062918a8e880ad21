import { describe, expect, it } from "vitest";
import { ADDED_PRESCRIPTION, type DayChange, applyDayChanges } from "./day-changes";
import { DEFAULT_HOLD_SECONDS, defaultHoldSeconds, liftedPrescription } from "./lifted-prescription";

const eightReps = { reps: "8", percent1RM: null, sets: 3 };

describe("a prescription read for the exercise lifted (decision 0076)", () => {
  it("gives a hold swapped in for a reps exercise a hold target of its own, never the reps as seconds", () => {
    const plank = liftedPrescription(eightReps, "weight_reps", { type: "timed", name: "Plank" });
    expect(plank.reps).toBe(String(defaultHoldSeconds("Plank")));
    expect(plank.reps).not.toBe("8");
    expect(plank.sets).toBe(3);
  });

  it("gives a lifter's own hold the default hold", () => {
    expect(defaultHoldSeconds("Wall Sit Of Mine")).toBe(DEFAULT_HOLD_SECONDS);
    const held = liftedPrescription(eightReps, "reps_only", { type: "timed", name: "Wall Sit Of Mine" });
    expect(held.reps).toBe(String(DEFAULT_HOLD_SECONDS));
  });

  it("gives a reps exercise swapped in for a hold the added exercise's reps, never the seconds as reps", () => {
    const sixtySeconds = { reps: "60", percent1RM: null, sets: 2 };
    expect(liftedPrescription(sixtySeconds, "timed", { type: "weight_reps", name: "Barbell Row" }).reps).toBe(
      ADDED_PRESCRIPTION.reps,
    );
    expect(liftedPrescription(sixtySeconds, "timed", { type: "reps_only", name: "Crunch" }).reps).toBe(
      ADDED_PRESCRIPTION.reps,
    );
  });

  it("keeps the reps between kinds counted in reps, and drops a %1RM from what has no 1RM", () => {
    const percent = { reps: "5", percent1RM: "75", sets: 5 };
    expect(liftedPrescription(percent, "weight_reps", { type: "weight_reps", name: "Front Squat" })).toEqual(percent);
    expect(liftedPrescription(percent, "weight_reps", { type: "bodyweight_load", name: "Pull-Up" })).toEqual({
      ...percent,
      percent1RM: null,
    });
    expect(liftedPrescription(percent, "weight_reps", { type: "reps_only", name: "Crunch" }).reps).toBe("5");
  });

  it("keeps a hold's own seconds when a hold is swapped for another hold", () => {
    const hold = { reps: "40", percent1RM: null, sets: 3 };
    expect(liftedPrescription(hold, "timed", { type: "timed", name: "Side Plank" }).reps).toBe("40");
  });
});

describe("the day as lifted, read by kind", () => {
  const rowing = {
    id: "r3",
    exerciseId: "row",
    exerciseName: "Barbell Row",
    exerciseOrder: 3,
    exerciseType: "weight_reps" as const,
    reps: "8",
    percent1RM: null,
  };
  const change = (over: Partial<DayChange>): DayChange => ({
    rowId: "r3",
    exerciseId: null,
    exerciseName: null,
    skipped: false,
    added: false,
    position: null,
    ...over,
  });

  it("shows a plank swapped in for an 8-rep row with a hold target, not 8 s", () => {
    const swap = change({ exerciseId: "plank", exerciseName: "Plank", exerciseType: "timed" });
    const [lifted] = applyDayChanges([rowing], [], [swap]);
    expect(lifted).toMatchObject({ exerciseType: "timed", reps: String(defaultHoldSeconds("Plank")) });
  });

  it("keeps the row as written when it is only moved", () => {
    const [moved] = applyDayChanges([rowing], [], [change({ position: 0 })]);
    expect(moved).toMatchObject({ exerciseType: "weight_reps", reps: "8" });
  });

  it("reads an added hold's 8-12 prescription as a hold target", () => {
    const added = {
      ...rowing,
      id: "a1",
      exerciseId: "plank",
      exerciseName: "Plank",
      exerciseType: "timed" as const,
      reps: ADDED_PRESCRIPTION.reps,
    };
    const [plank] = applyDayChanges([], [added], [change({ rowId: "a1", added: true })]);
    expect(plank).toMatchObject({ exerciseType: "timed", reps: String(defaultHoldSeconds("Plank")) });
  });
});
