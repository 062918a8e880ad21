import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { type ExerciseEntry, saveExercise } from "../api/save-exercise";
import { draftKey, readDrafts, writeDrafts } from "../drafts";
import { type EntryField, type EntryValues, freshValues, initialValues, toNumbers } from "../entry-values";
import type { ExerciseRow, WorkoutDay } from "../types";

/** How long the success flag of the final Submit stays up (spec section 4). */
export const SUBMITTED_FLAG_MS = 3000;

const keyOf = (values: EntryValues) => JSON.stringify(toNumbers(values));

function without<T>(set: ReadonlySet<T>, items: readonly T[]): ReadonlySet<T> {
  const next = new Set(set);
  for (const item of items) next.delete(item);
  return next;
}

/**
 * The state of one shown day: what is typed, what is saved (the rest is pending), the final
 * Submit. Keyed by program and day in the parent: another day starts afresh, while a refetch of
 * the same day keeps what is typed. What is typed and not yet saved is also kept as a draft in
 * sessionStorage, so a reload or Back/Forward brings it back.
 *
 * `beforeRemove` is called just before an exercise leaves the pending list.
 */
export function useWorkoutLog(program: string, day: WorkoutDay, beforeRemove?: (exerciseId: string) => void) {
  const [storageKey] = useState(() => draftKey(program, day));
  const [stored] = useState(() => {
    const drafts = readDrafts(storageKey);
    return day.data.flatMap((row) =>
      drafts[row.exerciseId] ? [[row.exerciseId, drafts[row.exerciseId]] as const] : [],
    );
  });
  const [entries, setEntries] = useState<Record<string, EntryValues>>(() => ({
    ...Object.fromEntries(day.data.map((row) => [row.exerciseId, initialValues(row)])),
    ...Object.fromEntries(stored),
  }));
  // The rows typed in and not yet saved: what the stored draft holds.
  const [drafted, setDrafted] = useState<ReadonlySet<string>>(() => new Set(stored.map(([id]) => id)));
  const [completed, setCompleted] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // What was last sent per row, so a blur without a change sends nothing.
  const sent = useRef(new Map(day.data.filter((r) => r.logged).map((r) => [r.exerciseId, keyOf(initialValues(r))])));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    writeDrafts(storageKey, Object.fromEntries([...drafted].flatMap((id) => (entries[id] ? [[id, entries[id]]] : []))));
  }, [storageKey, entries, drafted]);

  const valuesOf = (row: ExerciseRow): EntryValues => entries[row.exerciseId] ?? initialValues(row);
  const isCompleted = (row: ExerciseRow) => completed.has(row.exerciseId) || row.logged !== null;
  const pending = day.data.filter((row) => !isCompleted(row));
  const previousPending = useRef(pending.length);
  useEffect(() => {
    if (previousPending.current > 0 && pending.length === 0) {
      notifySuccess("All exercises have been completed for the day!");
    }
    previousPending.current = pending.length;
  }, [pending.length]);

  const beforeRemoveRef = useRef(beforeRemove);
  useEffect(() => {
    beforeRemoveRef.current = beforeRemove;
  });

  /** The exercise is saved (quick entry or Advanced Entry): it leaves the pending list. */
  const complete = useCallback((row: ExerciseRow) => {
    beforeRemoveRef.current?.(row.exerciseId);
    setCompleted((prev) => new Set(prev).add(row.exerciseId));
    setDrafted((prev) => without(prev, [row.exerciseId]));
    notifySuccess(`${row.exercise_name} has been completed!`);
  }, []);

  const change = useCallback((row: ExerciseRow, field: EntryField, value: number | string) => {
    setEntries((prev) => ({
      ...prev,
      [row.exerciseId]: { ...(prev[row.exerciseId] ?? initialValues(row)), [field]: value },
    }));
    setDrafted((prev) => (prev.has(row.exerciseId) ? prev : new Set(prev).add(row.exerciseId)));
  }, []);

  const markSaving = (id: string, on: boolean) =>
    setSaving((prev) => (on ? new Set(prev).add(id) : without(prev, [id])));

  /** On blur: saves the exercise only when reps, RPE and weight are all filled. */
  async function saveOne(row: ExerciseRow) {
    const values = valuesOf(row);
    const numbers = toNumbers(values);
    const key = keyOf(values);
    if (!numbers || sent.current.get(row.exerciseId) === key) return;
    sent.current.set(row.exerciseId, key);
    markSaving(row.exerciseId, true);
    try {
      await saveExercise(program, {
        phase: day.phase_id,
        week: day.week_id,
        day: day.day_id,
        exerciseId: row.exerciseId,
        exercise_name: row.exercise_name,
        actualReps: numbers.reps,
        actualRpe: numbers.rpe,
        weight: numbers.weight,
        // The local date now, not when the log opened: it may have been left open past midnight.
        date: todayLocalIso(),
      });
      complete(row);
    } catch (error) {
      sent.current.delete(row.exerciseId);
      console.log("Error saving exercise", error);
      notifyError(error instanceof ApiError ? error.message : "The exercise could not be saved.", row.exercise_name);
    } finally {
      markSaving(row.exerciseId, false);
    }
  }

  /**
   * The final Submit: every entered exercise (reps and RPE typed, the weight typed or prefilled),
   * without phase, week and day. Exercises never touched are not sent, nor ones already saved with
   * these very numbers (a day logged through Adv. Entry shows its top set, which is not a new entry).
   */
  async function submitAll() {
    const date = todayLocalIso();
    const toSend: ExerciseEntry[] = day.data.flatMap((row) => {
      const values = valuesOf(row);
      const numbers = toNumbers(values);
      if (!numbers || sent.current.get(row.exerciseId) === keyOf(values)) return [];
      const { reps, rpe, weight } = numbers;
      const { exerciseId, exercise_name } = row;
      return [{ exerciseId, exercise_name, actualReps: reps, actualRpe: rpe, weight, date }];
    });
    setSubmitting(true);
    const results = await Promise.allSettled(toSend.map((entry) => saveExercise(program, entry)));
    setSubmitting(false);
    if (!results.every((r) => r.status === "fulfilled" && r.value === 200)) {
      console.log("Error submitting exercises", results);
      notifyError("Error submitting exercises. Please try again.");
      return;
    }
    notifySuccess("Exercises have been submitted successfully!");
    const ids = toSend.map((e) => e.exerciseId);
    setCompleted((prev) => new Set([...prev, ...ids]));
    setDrafted((prev) => without(prev, ids));
    setSubmitted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSubmitted(false);
      setEntries(Object.fromEntries(day.data.map((row) => [row.exerciseId, freshValues(row)])));
      setDrafted(new Set());
      sent.current.clear();
    }, SUBMITTED_FLAG_MS);
  }

  const canSubmit = day.data.some((row) => toNumbers(valuesOf(row)) !== null);

  return {
    valuesOf,
    isCompleted,
    pending,
    saving,
    submitting,
    submitted,
    canSubmit,
    change,
    saveOne,
    submitAll,
    complete,
  };
}
