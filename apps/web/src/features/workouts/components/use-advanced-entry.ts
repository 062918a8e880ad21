import { rowUnit } from "../../../lib/weight-unit";
import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useState } from "react";
import { messageOf } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { useSaveSets } from "../api/save-set";
import {
  type EntryField,
  type EntryValues,
  entryProblem,
  freshValues,
  isStarted,
  missingFields,
  toSetNumbers,
  valuesOf,
} from "../entry-values";
import type { SavedSet } from "../saved-entries";

/** Each set as it starts: the saved numbers of a set already logged, else empty. */
function startingSets(row: ExerciseRow, savedSets: readonly SavedSet[]): EntryValues[] {
  const count = Math.max(row.sets, ...savedSets.map((s) => s.set ?? 0));
  return Array.from({ length: count }, (_, index) => {
    const saved = savedSets.find((s) => s.set === index + 1);
    return saved ? valuesOf(saved, rowUnit(row)) : freshValues();
  });
}

/**
 * The sets of Advanced Entry: the ones already saved filled in, the others empty. `submit` sends
 * one call per set the lifter changed (a set still as it started is left out), after checking each; the lifter may save some
 * sets now and the rest later.
 */
export function useAdvancedEntry(
  program: string,
  row: ExerciseRow,
  savedSets: readonly SavedSet[],
  onSaved: (sets: SetEntry[]) => void,
) {
  const saveSets = useSaveSets(program);
  const [starting] = useState(() => startingSets(row, savedSets));
  const [sets, setSets] = useState<EntryValues[]>(starting);
  const [problem, setProblem] = useState<string | null>(null);
  /** The set Submit's refusal is about (its fields still empty are described by it), if any. */
  const [problemSet, setProblemSet] = useState<number | null>(null);

  const started = sets.flatMap((values, index) =>
    isStarted(values, starting[index] ?? freshValues()) ? [{ index, values }] : [],
  );

  const change = (index: number, field: EntryField, value: number | string) =>
    setSets((prev) => prev.map((v, i) => (i === index ? { ...v, [field]: value } : v)));

  function submit() {
    for (const { index, values } of started) {
      const why = entryProblem(values, row);
      if (why) {
        setProblem(`Set ${index + 1}: ${why}.`);
        setProblemSet(index);
        return;
      }
    }
    setProblem(null);
    setProblemSet(null);
    const date = todayLocalIso();
    const entries: SetEntry[] = started.flatMap(({ index, values }) => {
      const numbers = toSetNumbers(values, row);
      return numbers ? [{ index, exercise_name: row.exercise_name, exerciseId: row.exerciseId, ...numbers, date }] : [];
    });
    saveSets.mutate(entries, {
      onSuccess: () => onSaved(entries),
      onError: (error) => {
        setProblem(messageOf(error, { fallback: "The sets could not be saved." }));
      },
    });
  }

  const isSaved = (index: number) => savedSets.some((s) => s.set === index + 1);
  /** The fields of set `index` Submit's refusal is about: those still empty (a bad number says why under it). */
  const refusedFields = (index: number) =>
    problem !== null && problemSet === index ? missingFields(sets[index] ?? freshValues(), row) : [];
  return {
    sets,
    change,
    isSaved,
    problem,
    refusedFields,
    submit,
    saving: saveSets.isPending,
    canSubmit: started.length > 0,
  };
}
