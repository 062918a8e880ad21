import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useCallback, useEffect, useState } from "react";
import { draftKey, readDrafts, writeDrafts } from "../drafts";
import { type EntryField, type EntryValues, freshValues, initialValues } from "../entry-values";

function without<T>(set: ReadonlySet<T>, items: readonly T[]): ReadonlySet<T> {
  const next = new Set(set);
  for (const item of items) next.delete(item);
  return next;
}

/** The stored drafts of this day's rows. */
function storedDrafts(key: string, day: DayResponse): [string, EntryValues][] {
  const drafts = readDrafts(key);
  return day.data.flatMap((row) => {
    const draft = drafts[row.exerciseId];
    return draft ? [[row.exerciseId, draft]] : [];
  });
}

/**
 * What is typed for each exercise of one shown day. What is typed and not yet saved is also kept as
 * a draft in sessionStorage, so a reload or Back/Forward brings it back.
 */
export function useDayEntries(program: string, day: DayResponse) {
  const [storageKey] = useState(() => draftKey(program, day));
  const [stored] = useState(() => storedDrafts(storageKey, day));
  const [entries, setEntries] = useState<Record<string, EntryValues>>(() => ({
    ...Object.fromEntries(day.data.map((row) => [row.exerciseId, initialValues(row)])),
    ...Object.fromEntries(stored),
  }));
  // The rows typed in and not yet saved: what the stored draft holds.
  const [drafted, setDrafted] = useState<ReadonlySet<string>>(() => new Set(stored.map(([id]) => id)));

  useEffect(() => {
    writeDrafts(storageKey, Object.fromEntries([...drafted].flatMap((id) => (entries[id] ? [[id, entries[id]]] : []))));
  }, [storageKey, entries, drafted]);

  const valuesOf = (row: ExerciseRow): EntryValues => entries[row.exerciseId] ?? initialValues(row);

  const change = useCallback((row: ExerciseRow, field: EntryField, value: number | string) => {
    setEntries((prev) => ({
      ...prev,
      [row.exerciseId]: { ...(prev[row.exerciseId] ?? initialValues(row)), [field]: value },
    }));
    setDrafted((prev) => (prev.has(row.exerciseId) ? prev : new Set(prev).add(row.exerciseId)));
  }, []);

  /** These rows are saved: what is typed for them is no longer a draft. */
  const saved = useCallback((ids: readonly string[]) => setDrafted((prev) => without(prev, ids)), []);

  /** Every row back to its fresh values, and no drafts. */
  const reset = useCallback(() => {
    setEntries(Object.fromEntries(day.data.map((row) => [row.exerciseId, freshValues()])));
    setDrafted(new Set());
  }, [day]);

  return { valuesOf, change, saved, reset };
}
