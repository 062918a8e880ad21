import { describe, expect, it } from "vitest";
import type { PreviousPerformance } from "../api/get-previous-weights";
import { previousSessionsOf } from "./previous-weights-dialog";

const entry = (date: string, routine_name: string, set: number | null): PreviousPerformance => ({
  weight: 100,
  reps_performed: 5,
  rpe_actual: 7,
  date,
  routine_name,
  set,
});

describe("previous weights by session", () => {
  it("cuts the server's list into sessions of one date and one program, keeping its order", () => {
    const sessions = previousSessionsOf([
      entry("2026-03-02", "Block", null),
      entry("2026-02-20", "Beginner", 1),
      entry("2026-02-20", "Beginner", 2),
      entry("2026-02-20", "Block", 1),
    ]);
    expect(sessions.map((s) => [s.date, s.program, s.entries.map((e) => e.set)])).toEqual([
      ["2026-03-02", "Block", [null]],
      ["2026-02-20", "Beginner", [1, 2]],
      ["2026-02-20", "Block", [1]],
    ]);
    expect(previousSessionsOf([])).toEqual([]);
  });
});
