import { MAX_ROWS_PER_DAY } from "@ironpath/domain/programs/row-rules";
import { useState } from "react";
import { type RowDraft, emptyRow, writtenRows } from "../row-values";

const snapshot = (rows: readonly RowDraft[]) => JSON.stringify(writtenRows(rows));

/**
 * The rows of the shown day and what the server holds for it (to tell unsaved changes). Keyed by
 * the day in the parent: another day starts from its own stored rows.
 */
export function useDayRows(stored: readonly RowDraft[]) {
  const [rows, setRows] = useState<RowDraft[]>(() => (stored.length > 0 ? [...stored] : [emptyRow()]));
  const [saved, setSaved] = useState(() => snapshot(stored));

  const update = (id: string, next: RowDraft) => setRows((prev) => prev.map((row) => (row.id === id ? next : row)));
  const add = () => setRows((prev) => (prev.length >= MAX_ROWS_PER_DAY ? prev : [...prev, emptyRow()]));
  const remove = (id: string) => setRows((prev) => prev.filter((row) => row.id !== id));
  const move = (id: string, by: -1 | 1) =>
    setRows((prev) => {
      const from = prev.findIndex((row) => row.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= prev.length) return prev;
      const next = [...prev];
      [next[from], next[to]] = [next[to] as RowDraft, next[from] as RowDraft];
      return next;
    });

  return {
    rows,
    /** Something differs from what the server holds for this day. */
    dirty: snapshot(rows) !== saved,
    /** The server holds rows for this day. */
    hasSaved: saved !== "[]",
    canAdd: rows.length < MAX_ROWS_PER_DAY,
    update,
    add,
    remove,
    move,
    /** These rows (the ones sent) are what the server now holds. */
    markSaved: (sent: readonly RowDraft[]) => setSaved(snapshot(sent)),
  };
}
