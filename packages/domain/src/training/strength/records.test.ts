import { describe, expect, it } from "vitest";
import { liftBests, mostRepsAtOrAbove, recordsSet } from "./records";

const s = (weight: number, reps: number, rpe: number | null = null) => ({ weight, reps, rpe });

describe("a lift's bests", () => {
  it("keeps the best e1RM and the most reps at each weight or heavier", () => {
    const bests = liftBests([s(225, 5), s(205, 8), s(185, 6), s(245, 2), s(225, 3)]);
    expect(bests.e1rm).toBeCloseTo(262.5, 6); // 225 × 5, Epley
    // 185 × 6 is beaten by 205 × 8, a heavier set with more reps
    expect(bests.reps).toEqual([
      { weight: 245, reps: 2 },
      { weight: 225, reps: 5 },
      { weight: 205, reps: 8 },
    ]);
    expect(mostRepsAtOrAbove(bests, 185)).toBe(8);
    expect(mostRepsAtOrAbove(bests, 230)).toBe(2);
    expect(mostRepsAtOrAbove(bests, 250)).toBeNull();
  });
});

describe("records set today", () => {
  const before = liftBests([s(225, 5, 8), s(205, 8, 8)]); // e1RM 225 / 0.811 = 277.4

  it("finds an e1RM record and says what it beat", () => {
    const records = recordsSet([s(235, 5, 8), s(235, 5, 9)], before);
    expect(records.e1rm?.value).toBeCloseTo(235 / 0.811, 6);
    expect(records.e1rm?.previous).toBeCloseTo(277.44, 2);
    expect(records.e1rm?.set).toEqual(s(235, 5, 8));
  });

  it("finds a rep record: more reps than ever at that weight or heavier", () => {
    const records = recordsSet([s(225, 6, 9), s(205, 8, 9)], before);
    expect(records.reps).toEqual([{ weight: 225, reps: 6, previous: 5 }]);
  });

  it("counts a weight never lifted before as a rep record", () => {
    expect(recordsSet([s(245, 1, 9.5)], before).reps).toEqual([{ weight: 245, reps: 1, previous: null }]);
  });

  it("sets no record by matching the bests", () => {
    expect(recordsSet([s(225, 5, 8), s(205, 8, 8)], before)).toEqual({ e1rm: null, reps: [] });
  });

  it("sets no record on the first session of a lift, or without sets", () => {
    expect(recordsSet([s(225, 5, 8)], liftBests([]))).toEqual({ e1rm: null, reps: [] });
    expect(recordsSet([], before)).toEqual({ e1rm: null, reps: [] });
  });

  it("counts reps for a bodyweight lift logged at 0 lb, with no e1RM", () => {
    const chinUps = liftBests([s(0, 10), s(0, 8)]);
    expect(recordsSet([s(0, 12), s(0, 9)], chinUps)).toEqual({
      e1rm: null,
      reps: [{ weight: 0, reps: 12, previous: 10 }],
    });
  });

  it("counts an AMRAP set past 10 reps for reps, but not for e1RM (no estimate there)", () => {
    const records = recordsSet([s(205, 14)], before);
    expect(records.e1rm).toBeNull();
    expect(records.reps).toEqual([{ weight: 205, reps: 14, previous: 8 }]);
  });
});
