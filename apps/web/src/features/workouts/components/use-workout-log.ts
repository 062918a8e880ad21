import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useCallback, useEffect, useRef } from "react";
import { notifySuccess } from "../../../lib/notify";
import { toNumbers } from "../entry-values";
import { useDayEntries } from "./use-day-entries";
import { useDayProgress } from "./use-day-progress";
import { useFinalSubmit } from "./use-final-submit";
import { useQuickSave } from "./use-quick-save";
import { useSentEntries } from "./use-sent-entries";

/**
 * The state of one shown day: what is typed, what is saved (the rest is pending), the final
 * Submit. Keyed by program and day in the parent: another day starts afresh, while a refetch of
 * the same day keeps what is typed.
 *
 * `beforeRemove` is called just before an exercise leaves the pending list.
 */
export function useWorkoutLog(program: string, day: DayResponse, beforeRemove?: (exerciseId: string) => void) {
  const entries = useDayEntries(program, day);
  const progress = useDayProgress(day);
  const sent = useSentEntries(day);
  const beforeRemoveRef = useRef(beforeRemove);
  useEffect(() => {
    beforeRemoveRef.current = beforeRemove;
  });

  const { markCompleted } = progress;
  const { saved, reset } = entries;
  /** The exercise is saved (quick entry or Advanced Entry): it leaves the pending list. */
  const complete = useCallback(
    (row: ExerciseRow) => {
      beforeRemoveRef.current?.(row.exerciseId);
      markCompleted([row.exerciseId]);
      saved([row.exerciseId]);
      notifySuccess(`${row.exercise_name} has been completed!`);
    },
    [markCompleted, saved],
  );

  const quick = useQuickSave(program, day, sent, complete);
  const final = useFinalSubmit(program, day, sent, {
    onSubmitted: (ids) => {
      markCompleted(ids);
      saved(ids);
    },
    onCleared: () => {
      reset();
      sent.clear();
    },
  });

  return {
    valuesOf: entries.valuesOf,
    isCompleted: progress.isCompleted,
    pending: progress.pending,
    saving: quick.saving,
    submitting: final.submitting,
    submitted: final.submitted,
    canSubmit: day.data.some((row) => toNumbers(entries.valuesOf(row)) !== null),
    change: entries.change,
    saveOne: (row: ExerciseRow) => quick.saveOne(row, entries.valuesOf(row)),
    submitAll: () => final.submitAll(entries.valuesOf),
    complete,
  };
}
