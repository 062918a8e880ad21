import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { useSaveSets } from "../api/save-set";
import { type EntryField, type EntryValues, entryProblem, freshValues, isStarted, toNumbers } from "../entry-values";

/**
 * The sets of Advanced Entry, each prefilled with the suggestion. `submit` sends one call per set
 * the lifter started (a set only holding the prefilled weight is left out), after checking each.
 */
export function useAdvancedEntry(program: string, row: ExerciseRow, onSaved: () => void) {
  const saveSets = useSaveSets(program);
  const fresh = freshValues(row);
  const emptySets = () => Array.from({ length: row.sets }, () => fresh);
  const [sets, setSets] = useState<EntryValues[]>(emptySets);
  const [problem, setProblem] = useState<string | null>(null);

  const started = sets.flatMap((values, index) => (isStarted(values, fresh) ? [{ index, values }] : []));

  const change = (index: number, field: EntryField, value: number | string) =>
    setSets((prev) => prev.map((v, i) => (i === index ? { ...v, [field]: value } : v)));

  function submit() {
    for (const { index, values } of started) {
      const why = entryProblem(values);
      if (why) {
        setProblem(`Set ${index + 1}: ${why}.`);
        return;
      }
    }
    setProblem(null);
    const date = todayLocalIso();
    const entries: SetEntry[] = started.flatMap(({ index, values }) => {
      const numbers = toNumbers(values);
      return numbers ? [{ index, exercise_name: row.exercise_name, exerciseId: row.exerciseId, ...numbers, date }] : [];
    });
    saveSets.mutate(entries, {
      onSuccess: () => {
        setSets(emptySets());
        onSaved();
      },
      onError: (error) => {
        console.log("Error saving sets", error);
        setProblem(error instanceof ApiError ? error.message : "The sets could not be saved.");
      },
    });
  }

  return { sets, change, problem, submit, saving: saveSets.isPending, canSubmit: started.length > 0 };
}
