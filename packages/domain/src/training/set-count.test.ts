import { describe, expect, it } from "vitest";
import { countedEntries, setNumbers, setsCounted } from "./set-count";
import { sessionsOf } from "./strength/sessions";

const entry = (rowId: string, setIndex: number, weight: number, performedOn = "2026-03-02") => ({
  rowId,
  setIndex,
  performedOn,
  weight,
  reps: 5,
  rpe: 8,
});
const PRESCRIBED: Record<string, number> = { squat: 3, bench: 3, curl: 2, single: 0 };
const prescribed = (e: { rowId: string }) => PRESCRIBED[e.rowId] ?? 1;

// One day that mixes both entries: the squat set by set (and a quick entry typed too), the bench
// as one quick entry, the curl as one quick entry of a row that prescribes two sets.
const DAY = [
  entry("squat", 0, 135),
  entry("squat", 1, 200),
  entry("squat", 2, 205),
  entry("bench", 0, 155),
  entry("curl", 0, 40),
];

describe("how many sets an entry counts as (decision 0048)", () => {
  it("counts a quick entry as every prescribed set, and not at all beside sets entered one by one", () => {
    expect(setsCounted(DAY, prescribed)).toEqual([0, 1, 1, 3, 2]);
  });

  it("counts a quick entry of a row that prescribes no sets as one set", () => {
    expect(setsCounted([entry("single", 0, 100)], prescribed)).toEqual([1]);
  });

  it("reads each date of a row on its own: sets on another date do not silence a quick entry", () => {
    const entries = [entry("squat", 0, 135, "2026-03-02"), entry("squat", 1, 200, "2026-03-03")];
    expect(setsCounted(entries, prescribed)).toEqual([3, 1]);
  });

  it("numbers the sets an entry stands for 1..N, a quick entry at its numbers, one that counts for none left out", () => {
    const counts = setsCounted(DAY, prescribed);
    const lines = DAY.flatMap((e, i) => setNumbers(e.setIndex, counts[i] ?? 0).map((set) => [e.rowId, set, e.weight]));
    expect(lines).toEqual([
      ["squat", 1, 200],
      ["squat", 2, 205],
      ["bench", 1, 155],
      ["bench", 2, 155],
      ["bench", 3, 155],
      ["curl", 1, 40],
      ["curl", 2, 40],
    ]);
  });

  it("leaves out of what counts only a quick entry beside sets entered one by one", () => {
    expect(countedEntries(DAY).map((e) => [e.rowId, e.setIndex])).toEqual([
      ["squat", 1],
      ["squat", 2],
      ["bench", 0],
      ["curl", 0],
    ]);
  });

  it("is the rule the load suggestion's sessions follow", () => {
    const sessions = sessionsOf(DAY);
    expect(sessions.map((s) => [s.rowId, s.sets.map((x) => x.set)])).toEqual([
      ["squat", [1, 2]],
      ["bench", [0]],
      ["curl", [0]],
    ]);
  });
});
