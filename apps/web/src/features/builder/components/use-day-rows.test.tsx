import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type RowDraft, emptyRow } from "../row-values";
import { useDayRows } from "./use-day-rows";

const stored = (name: string): RowDraft => ({ ...emptyRow(), exerciseName: name, sets: "3", reps: "5" });
const names = (rows: readonly RowDraft[]) => rows.map((row) => row.exerciseName);

describe("the rows of a day", () => {
  it("starts from the stored rows (one blank row for an empty day) and tells changes from what is stored", () => {
    const { result } = renderHook(() => useDayRows([stored("Back Squat"), stored("Barbell Row")]));
    expect(names(result.current.rows)).toEqual(["Back Squat", "Barbell Row"]);
    expect(result.current.dirty).toBe(false);
    expect(result.current.hasSaved).toBe(true);
    // A blank row added is not a change: it is never sent.
    act(() => result.current.add());
    expect(result.current.dirty).toBe(false);
    const first = result.current.rows[0] as RowDraft;
    act(() => result.current.update(first.id, { ...first, sets: "4" }));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.markSaved(result.current.rows));
    expect(result.current.dirty).toBe(false);

    const empty = renderHook(() => useDayRows([]));
    expect(empty.result.current.rows).toHaveLength(1);
    expect(empty.result.current.hasSaved).toBe(false);
  });

  it("moves a row up or down, removes one, and stops at 12 rows", () => {
    const { result } = renderHook(() => useDayRows([stored("A1"), stored("B1"), stored("C1")]));
    const c = result.current.rows[2] as RowDraft;
    act(() => result.current.move(c.id, -1));
    expect(names(result.current.rows)).toEqual(["A1", "C1", "B1"]);
    act(() => result.current.move(c.id, -1));
    act(() => result.current.move(c.id, -1)); // already first: stays
    expect(names(result.current.rows)).toEqual(["C1", "A1", "B1"]);
    expect(result.current.dirty).toBe(true);
    act(() => result.current.remove(c.id));
    expect(names(result.current.rows)).toEqual(["A1", "B1"]);

    for (let i = 0; i < 12; i++) act(() => result.current.add());
    expect(result.current.rows).toHaveLength(12);
    expect(result.current.canAdd).toBe(false);
  });
});
