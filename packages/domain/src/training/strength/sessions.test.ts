import { describe, expect, it } from "vitest";
import { type LoggedSet, bestRecentOneRepMax, liftRecordOf, sessionsOf, setOfSession } from "./sessions";

const set = (
  performedOn: string,
  setIndex: number,
  weight: number,
  reps: number,
  rpe: number | null = 8,
  rowId = "r1",
) => ({ performedOn, setIndex, weight, reps, rpe, rowId }) satisfies LoggedSet;

describe("sessions of a lift", () => {
  it("groups sets by date and row, newest first, each in set order", () => {
    const sessions = sessionsOf([
      set("2026-03-05", 3, 225, 4),
      set("2026-03-05", 1, 225, 5),
      set("2026-03-05", 2, 225, 5),
      set("2026-03-03", 0, 215, 5),
    ]);
    expect(sessions.map((s) => s.performedOn)).toEqual(["2026-03-05", "2026-03-03"]);
    expect(sessions[0]?.sets.map((s) => [s.set, s.reps])).toEqual([
      [1, 5],
      [2, 5],
      [3, 4],
    ]);
  });

  it("prefers the sets of the advanced entry to the quick entry of the same session", () => {
    const [session] = sessionsOf([set("2026-03-05", 0, 225, 5), set("2026-03-05", 1, 225, 3)]);
    expect(session?.sets).toEqual([{ set: 1, weight: 225, reps: 3, rpe: 8 }]);
  });

  it("keeps a lift done on two rows of one day as two sessions", () => {
    const sessions = sessionsOf([set("2026-03-05", 0, 275, 3, 8, "heavy"), set("2026-03-05", 0, 225, 8, 7, "volume")]);
    expect(sessions.map((s) => s.rowId)).toEqual(["heavy", "volume"]);
  });

  it("reads set n as its own entry, or the quick entry that stands for every set", () => {
    const [bySet] = sessionsOf([set("2026-03-05", 1, 225, 5), set("2026-03-05", 2, 225, 4)]);
    expect(setOfSession(bySet!, 2)).toEqual({ weight: 225, reps: 4, rpe: 8 });
    expect(setOfSession(bySet!, 3)).toBeNull();
    const [quick] = sessionsOf([set("2026-03-05", 0, 185, 8, null)]);
    expect(setOfSession(quick!, 3)).toEqual({ weight: 185, reps: 8, rpe: null });
  });

  it("has no session without sets", () => {
    expect(sessionsOf([])).toEqual([]);
    expect(liftRecordOf([], "2026-03-06").lastSession).toBeNull();
  });

  it("gives a lift's record its newest session, wherever its sets lie in the history", () => {
    const histories = [
      [set("2026-03-05", 3, 225, 4), set("2026-03-03", 1, 215, 5), set("2026-03-05", 1, 225, 5)],
      [set("2026-03-05", 0, 275, 3, 8, "heavy"), set("2026-03-05", 0, 225, 8, 7, "volume")],
      [set("2026-03-05", 0, 225, 5), set("2026-03-05", 2, 225, 3), set("2026-03-05", 1, 230, 3)],
      [set("2026-03-05", 0, 185, 8, null), set("2026-03-05", 0, 190, 8, null)],
    ];
    for (const history of histories)
      expect(liftRecordOf(history, "2026-03-06").lastSession).toEqual(sessionsOf(history)[0]);
    expect(liftRecordOf(histories[2]!, "2026-03-06").lastSession?.sets.map((s) => s.set)).toEqual([1, 2]);
  });
});

describe("best recent estimated 1RM", () => {
  it("takes the best estimate of the last six weeks", () => {
    const history = [
      set("2026-03-05", 1, 225, 5, 8),
      set("2026-03-05", 2, 225, 5, 10),
      set("2026-02-20", 0, 250, 3, 9),
    ];
    // 225 / 0.811 = 277.4; 225 / 0.863 = 260.7; 250 / 0.892 = 280.3
    expect(bestRecentOneRepMax(history, "2026-03-06")).toBeCloseTo(280.27, 2);
  });

  it("leaves out sets older than the window or after the date", () => {
    const history = [
      set("2026-01-01", 0, 300, 1, 10),
      set("2026-03-10", 0, 300, 1, 10),
      set("2026-02-01", 0, 200, 1, 10),
    ];
    expect(bestRecentOneRepMax(history, "2026-03-06")).toBe(200);
    expect(bestRecentOneRepMax(history, "2026-03-06", 90)).toBe(300);
  });

  it("is null when no set estimates (too many reps, nothing in the window)", () => {
    expect(bestRecentOneRepMax([set("2026-03-05", 0, 100, 20, null)], "2026-03-06")).toBeNull();
    expect(bestRecentOneRepMax([], "2026-03-06")).toBeNull();
  });
});
