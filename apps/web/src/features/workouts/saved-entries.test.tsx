import { describe, expect, it } from "vitest";
import { describeEntry, progressOf, savedOf, setsOf, toSaved, wholeOf, withSaved } from "./saved-entries";

const set = (n: number | null, weight = 100) => ({ set: n, reps: 5, rpe: 7, weight });

describe("saved entries", () => {
  it("reads the day's logged_sets, the whole exercise apart from the sets", () => {
    const saved = savedOf({
      logged_sets: [
        { set: null, actualReps: 8, actualRpe: null, weight: 135 },
        { set: 1, actualReps: 5, actualRpe: 7, weight: 185 },
      ],
    });
    expect(wholeOf(saved)).toEqual({ set: null, reps: 8, rpe: null, weight: 135 });
    expect(setsOf(saved)).toEqual([{ set: 1, reps: 5, rpe: 7, weight: 185 }]);
  });

  it("keeps one entry per set, in set order, the whole exercise first", () => {
    const saved = withSaved([set(2), set(null)], [set(1), set(2, 110)]);
    expect(saved.map((s) => [s.set, s.weight])).toEqual([
      [null, 100],
      [1, 100],
      [2, 110],
    ]);
    expect(toSaved(3, { reps: 4, rpe: 8, weight: 90 })).toEqual({ set: 3, reps: 4, rpe: 8, weight: 90 });
  });

  it("is done with the whole exercise or every prescribed set, and counts the sets on the way", () => {
    expect(progressOf({ sets: 3 }, [])).toEqual({ done: false, setsSaved: 0, sets: 3 });
    expect(progressOf({ sets: 3 }, [set(1)])).toEqual({ done: false, setsSaved: 1, sets: 3 });
    expect(progressOf({ sets: 3 }, [set(1), set(2), set(3)])).toEqual({ done: true, setsSaved: 3, sets: 3 });
    expect(progressOf({ sets: 3 }, [set(null)])).toEqual({ done: true, setsSaved: 0, sets: 3 });
  });

  it("says an entry in the order it is typed: reps, RPE, weight", () => {
    expect(describeEntry({ reps: 8, rpe: 7.5, weight: 225 })).toBe("8 reps · RPE 7.5 · 225 lbs");
    expect(describeEntry({ reps: 1, rpe: null, weight: 315 })).toBe("1 rep · 315 lbs");
  });
});
