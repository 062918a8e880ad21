import { rowUnit } from "../../../lib/weight-unit";
import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { toNumbers } from "../entry-values";
import { toSaved } from "../saved-entries";
import { useDayEntries } from "./use-day-entries";
import { type LinesOf, type RestRule, useDayProgress } from "./use-day-progress";
import { useFinalSubmit } from "./use-final-submit";
import { useQuickSave } from "./use-quick-save";
import { useSentEntries } from "./use-sent-entries";

/**
 * The state of one shown day: what is typed, what is saved (and so which exercises are done; the
 * rest is pending), the final Submit. Keyed by program and day in the parent: another day starts
 * afresh, while a refetch of the same day keeps what is typed.
 */
export function useWorkoutLog(program: string, day: DayResponse, restRule?: RestRule, linesOf?: LinesOf) {
  const entries = useDayEntries(program, day);
  const progress = useDayProgress(day, restRule, linesOf);
  const sent = useSentEntries(day);
  const { recordAndTell, record } = progress;

  const quick = useQuickSave(program, day, sent, (row, numbers) => {
    entries.saved([row.exerciseId]);
    recordAndTell(row, [toSaved(null, numbers)]);
  });
  const final = useFinalSubmit(program, day, sent, {
    onSubmitted: (submitted) => {
      entries.saved(submitted.map((e) => e.exerciseId));
      for (const e of submitted) {
        const row = day.data.find((r) => r.exerciseId === e.exerciseId);
        if (row) record(row, [toSaved(null, { reps: e.actualReps, rpe: e.actualRpe, weight: e.weight })]);
      }
    },
    onCleared: () => {
      entries.reset();
      sent.clear();
    },
  });

  return {
    valuesOf: entries.valuesOf,
    savedFor: progress.savedFor,
    progress: progress.progress,
    /** A card's progress with these entries saved, by its lines (added ones included): one identity for the log's life. */
    progressIn: progress.progressIn,
    pending: progress.pending,
    saving: quick.saving,
    submitting: final.submitting,
    submitted: final.submitted,
    canSubmit: day.data.some((row) => toNumbers(entries.valuesOf(row), rowUnit(row)) !== null),
    change: entries.change,
    /** The blur of reps, RPE or weight: saved when all three are filled. */
    saveOne: (row: ExerciseRow) => quick.saveOne(row, entries.valuesOf(row)),
    submitAll: () => final.submitAll(entries.valuesOf),
    /** Sets saved elsewhere, from the day as read again (decision 0127). */
    takeSaved: progress.takeSaved,
    /** A set was taken back. */
    setRemoved: (row: ExerciseRow, set: number) => progress.forget(row, set),
    /** Sets of the advanced entry were saved. */
    setsSaved: (row: ExerciseRow, sets: readonly SetEntry[]) =>
      recordAndTell(
        row,
        sets.map((s) => toSaved(s.index + 1, s)),
      ),
  };
}
