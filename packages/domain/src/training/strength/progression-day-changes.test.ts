import { describe, expect, it } from "vitest";
import { applyDayChanges, isRowSettled } from "../day-changes";
import { exerciseKind } from "./exercise-kind";
import { suggestLoad } from "./progression";
import { type LoggedSet, liftRecordOf } from "./sessions";

// Progression across a changed day (decisions 0049, 0053): a skipped or swapped exercise is no
// session of the one written, so its load neither repeats nor drops; the exercise lifted in its
// place progresses from its own sessions, as its own kind.

const TODAY = "2026-03-10";
const SQUAT = exerciseKind("Back Squat", ["Quadriceps", "Glutes"]);
const PRESS = exerciseKind("Leg Press", ["Quadriceps", "Glutes"]);

interface Lifted extends LoggedSet {
  exerciseId: string;
}
const set = (exerciseId: string, performedOn: string, setIndex: number, weight: number, reps: number): Lifted => ({
  exerciseId,
  performedOn,
  setIndex,
  weight,
  reps,
  rpe: 8,
  rowId: `row-${performedOn}`,
});
/** What the server reads for a lift: the sets saved under the exercise lifted (0049), nothing else. */
const historyOf = (sets: readonly Lifted[], exerciseId: string) => sets.filter((s) => s.exerciseId === exerciseId);
const suggest = (exerciseName: string, kind: typeof SQUAT, history: readonly LoggedSet[]) =>
  suggestLoad({
    exerciseName,
    kind,
    prescription: { reps: "5", rpe: null, percent1RM: null },
    record: liftRecordOf(history, TODAY),
    oneRepMaxes: {},
  });

// Monday: three squat sets of 5 at 225, all reached. Wednesday: the rack was taken, the squat's row
// was swapped for the leg press (3 × 5 at 300, one short). Friday: the squat was skipped.
const logged: Lifted[] = [
  set("squat", "2026-03-02", 1, 225, 5),
  set("squat", "2026-03-02", 2, 225, 5),
  set("squat", "2026-03-02", 3, 225, 5),
  set("press", "2026-03-04", 1, 300, 5),
  set("press", "2026-03-04", 2, 300, 5),
  set("press", "2026-03-04", 3, 300, 4),
];

describe("progression across skipped and swapped exercises", () => {
  it("steps the squat from its last session lifted, as if the swap and the skip had not been", () => {
    // Not the leg press's missed rep (a repeat) nor a missing session (a reset): 225 + 10.
    expect(suggest("Back Squat", SQUAT, historyOf(logged, "squat"))).toMatchObject({ weight: 235 });
  });

  it("progresses the exercise swapped in from its own sessions only", () => {
    expect(suggest("Leg Press", PRESS, historyOf(logged, "press"))).toMatchObject({ weight: 300 });
    expect(suggest("Leg Press", PRESS, [])).toMatchObject({ weight: null });
  });

  it("suggests no load for a plank swapped in, whatever the row's barbell history", () => {
    const plank = exerciseKind("Plank", ["Abs"], "timed");
    expect(suggest("Plank", plank, historyOf(logged, "squat")).weight).toBeNull();
  });

  it("counts a skipped row as settled, and an unlogged one that is not skipped as not", () => {
    expect(isRowSettled(false, { skipped: true })).toBe(true);
    expect(isRowSettled(false, null)).toBe(false);
    const [row] = applyDayChanges(
      [{ id: "r1", exerciseId: "squat", exerciseName: "Back Squat", exerciseOrder: 1 }],
      [],
      [{ rowId: "r1", exerciseId: null, exerciseName: null, skipped: true, added: false, position: null }],
    );
    expect(row?.change).toEqual({ skipped: true, added: false, swappedFrom: null });
  });
});
