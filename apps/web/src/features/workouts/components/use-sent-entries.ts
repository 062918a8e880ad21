import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { useRef } from "react";
import { type EntryValues, initialValues, toNumbers } from "../entry-values";

const keyOf = (values: EntryValues) => JSON.stringify(toNumbers(values));

/**
 * What was last sent per exercise, so that a blur without a change sends nothing and the final
 * Submit leaves out what is already saved with these very numbers.
 */
export function useSentEntries(day: DayResponse) {
  const sent = useRef<Map<string, string> | null>(null);
  // What the quick entry starts with when the whole exercise is logged already counts as sent.
  sent.current ??= new Map(
    day.data
      .filter((r) => r.logged_sets.some((s) => s.set === null))
      .map((r) => [r.exerciseId, keyOf(initialValues(r))]),
  );
  const map = sent.current;
  return {
    isSent: (id: string, values: EntryValues) => map.get(id) === keyOf(values),
    mark: (id: string, values: EntryValues) => void map.set(id, keyOf(values)),
    unmark: (id: string) => void map.delete(id),
    clear: () => map.clear(),
  };
}
