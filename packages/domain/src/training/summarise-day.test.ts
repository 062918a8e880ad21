import { describe, expect, it } from "vitest";
import { type DayEntry, savesDuration, summariseDay } from "./summarise-day";

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 18, minute)).toISOString();
const entry = (over: Partial<DayEntry> & Pick<DayEntry, "rowId" | "setIndex" | "reps" | "weight">): DayEntry => ({
  exerciseId: over.rowId === "row-bench" ? "bench" : over.rowId === "row-chin" ? "chin" : "squat",
  exerciseName:
    over.rowId === "row-bench" ? "Barbell Bench Press" : over.rowId === "row-chin" ? "Chin-Up" : "Back Squat",
  prescribedSets: 3,
  rpe: null,
  seconds: null,
  exerciseType: over.rowId === "row-chin" ? "bodyweight_load" : "weight_reps",
  loggedAt: at(0),
  ...over,
});
const s = (weight: number, reps: number, rpe: number | null = null) => ({ weight, reps, rpe });

describe("a day's summary", () => {
  it("counts advanced-entry sets one by one and a quick entry as every prescribed set", () => {
    const summary = summariseDay(
      [
        entry({ rowId: "row-squat", setIndex: 1, reps: 5, weight: 225, loggedAt: at(2) }),
        entry({ rowId: "row-squat", setIndex: 2, reps: 5, weight: 225, loggedAt: at(6) }),
        entry({ rowId: "row-squat", setIndex: 3, reps: 4, weight: 225, loggedAt: at(10) }),
        // The quick entry of a row with sets entered one by one is not counted again.
        entry({ rowId: "row-squat", setIndex: 0, reps: 5, weight: 225, loggedAt: at(1) }),
        entry({ rowId: "row-bench", setIndex: 0, reps: 5, weight: 135.5, loggedAt: at(41) }),
      ],
      new Map(),
    );
    expect(summary.sets).toBe(6);
    expect(summary.volume).toBe(225 * 14 + 135.5 * 5 * 3);
    expect(summary).toMatchObject({ startedAt: at(1), finishedAt: at(41), durationSeconds: 40 * 60 });
  });

  it("counts warm-up sets apart: in the time taken, never in the sets or the volume (decision 0066)", () => {
    const work = [entry({ rowId: "row-squat", setIndex: 1, reps: 5, weight: 225, loggedAt: at(10) })];
    const summary = summariseDay(work, new Map(), [{ loggedAt: at(2) }, { loggedAt: at(5) }]);
    expect(summary).toMatchObject({ sets: 1, warmUpSets: 2, volume: 225 * 5, startedAt: at(2), finishedAt: at(10) });
    // A day of warm-ups alone is a day begun: no set, no volume, its warm-ups said.
    const warmedUp = summariseDay([], new Map(), [{ loggedAt: at(2) }, { loggedAt: at(5) }]);
    expect(warmedUp).toMatchObject({ sets: 0, warmUpSets: 2, volume: 0, durationSeconds: 180, records: [] });
  });

  it("is empty before any save", () => {
    expect(summariseDay([], new Map())).toEqual({
      startedAt: null,
      finishedAt: null,
      durationSeconds: null,
      sets: 0,
      warmUpSets: 0,
      volume: 0,
      records: [],
    });
  });

  it("adds cents without floating-point dust", () => {
    const summary = summariseDay(
      [entry({ rowId: "row-squat", setIndex: 1, reps: 3, weight: 0.1, prescribedSets: 1 })],
      new Map(),
    );
    expect(summary.volume).toBe(0.3);
  });

  it("finds each lift's records against its sets from before, in the day's order", () => {
    const history = new Map([
      ["squat", [s(225, 5, 8), s(205, 8, 8)]],
      ["bench", [s(135, 5, 8)]],
    ]);
    const summary = summariseDay(
      [
        entry({ rowId: "row-squat", setIndex: 1, reps: 5, weight: 235, rpe: 8 }),
        entry({ rowId: "row-squat", setIndex: 2, reps: 6, weight: 225, rpe: 9.5 }),
        entry({ rowId: "row-bench", setIndex: 0, reps: 5, weight: 135, rpe: 8 }),
      ],
      history,
    );
    expect(summary.records).toEqual([
      { kind: "e1rm", exerciseName: "Back Squat", value: 235 / 0.811, previous: 225 / 0.811, set: s(235, 5, 8) },
      { kind: "reps", exerciseName: "Back Squat", exerciseType: "weight_reps", weight: 235, reps: 5, previous: null },
      { kind: "reps", exerciseName: "Back Squat", exerciseType: "weight_reps", weight: 225, reps: 6, previous: 5 },
    ]);
  });

  it("sets no record on a lift's first session, and counts a lift done on two rows once", () => {
    const summary = summariseDay(
      [
        entry({ rowId: "row-chin", setIndex: 0, reps: 12, weight: 0 }),
        entry({ rowId: "row-squat", setIndex: 0, reps: 5, weight: 245 }),
        entry({ rowId: "row-squat-2", setIndex: 0, reps: 8, weight: 185 }),
      ],
      new Map([["squat", [s(225, 5)]]]),
    );
    expect(summary.records).toEqual([
      {
        kind: "e1rm",
        exerciseName: "Back Squat",
        value: 245 * (1 + 5 / 30),
        previous: 225 * (1 + 5 / 30),
        set: s(245, 5),
      },
      { kind: "reps", exerciseName: "Back Squat", exerciseType: "weight_reps", weight: 245, reps: 5, previous: null },
      { kind: "reps", exerciseName: "Back Squat", exerciseType: "weight_reps", weight: 185, reps: 8, previous: 5 },
    ]);
  });
});

describe("a day's duration from its saves", () => {
  it("leaves out a time that is no instant, and says none when no time is one", () => {
    expect(savesDuration([at(2), "2026-13-45T99:99Z", at(50)])).toBe(48 * 60);
    expect(savesDuration(["2026-13-45T99:99Z"])).toBeNull();
    expect(savesDuration([])).toBeNull();
  });
});
