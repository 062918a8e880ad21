import { describe, expect, it } from "vitest";
import { entriesByRow } from "./logged-entries";

const entry = (rowId: string, setIndex: number, weight: number) => ({
  rowId,
  setIndex,
  reps: 5,
  rpe: null,
  weight,
  seconds: null,
});

describe("a day's entries by row", () => {
  it("lets the quick entry stand for the exercise, its sets after it in order", () => {
    const byRow = entriesByRow([entry("a", 2, 140), entry("a", 0, 135), entry("a", 1, 150)]);
    expect(byRow.get("a")).toMatchObject({ setIndex: 0, weight: 135 });
    expect(byRow.get("a")?.sets.map((s) => s.set)).toEqual([null, 1, 2]);
  });

  it("without a quick entry, lets the heaviest set stand for it, the first of equals", () => {
    const byRow = entriesByRow([
      entry("b", 3, 150),
      entry("b", 1, 150),
      entry("b", 2, 155),
      entry("c", 2, 60),
      entry("c", 1, 60),
    ]);
    expect(byRow.get("b")).toMatchObject({ setIndex: 2, weight: 155 });
    expect(byRow.get("b")?.sets.map((s) => s.set)).toEqual([1, 2, 3]);
    expect(byRow.get("c")).toMatchObject({ setIndex: 1, weight: 60 });
    expect(byRow.get("c")?.sets.map((s) => s.set)).toEqual([1, 2]);
  });
});
