import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { type ExerciseEntry, saveExercise } from "../api/save-exercise";
import { type EntryField, type EntryValues, EMPTY_ENTRY, initialValues, toNumbers } from "../entry-values";
import type { ExerciseRow, WorkoutDay } from "../types";

/** How long the success flag of the final Submit stays up (spec section 4). */
export const SUBMITTED_FLAG_MS = 3000;

const keyOf = (values: EntryValues) => JSON.stringify(toNumbers(values));

function startValues(day: WorkoutDay): Record<string, EntryValues> {
  return Object.fromEntries(day.data.map((row) => [row.exerciseId, initialValues(row)]));
}

/**
 * The state of one shown day: what is typed, what is saved (the rest is pending), the final
 * Submit. Keyed by the day in the parent, so choosing another day starts afresh.
 */
export function useWorkoutLog(program: string, day: WorkoutDay, date: string) {
  const [entries, setEntries] = useState(() => startValues(day));
  const [completed, setCompleted] = useState(
    () => new Set(day.data.filter((row) => row.logged).map((row) => row.exerciseId)),
  );
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // What was last sent per row, so a blur without a change sends nothing.
  const sent = useRef(new Map(day.data.filter((r) => r.logged).map((r) => [r.exerciseId, keyOf(initialValues(r))])));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pending = day.data.filter((row) => !completed.has(row.exerciseId));
  const previousPending = useRef(pending.length);
  useEffect(() => {
    if (previousPending.current > 0 && pending.length === 0) {
      notifySuccess("All exercises have been completed for the day!");
    }
    previousPending.current = pending.length;
  }, [pending.length]);

  const complete = useCallback((row: ExerciseRow) => {
    setCompleted((prev) => new Set(prev).add(row.exerciseId));
    notifySuccess(`${row.exercise_name} has been completed!`);
  }, []);

  const change = useCallback((id: string, field: EntryField, value: number | string) => {
    setEntries((prev) => ({ ...prev, [id]: { ...(prev[id] ?? EMPTY_ENTRY), [field]: value } }));
  }, []);

  const markSaving = (id: string, on: boolean) =>
    setSaving((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** On blur: saves the exercise only when reps, RPE and weight are all filled. */
  async function saveOne(row: ExerciseRow) {
    const values = entries[row.exerciseId] ?? EMPTY_ENTRY;
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
        date,
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

  /** The final Submit: every exercise with all three values, without phase, week and day. */
  async function submitAll() {
    const toSend: ExerciseEntry[] = day.data.flatMap((row) => {
      const numbers = toNumbers(entries[row.exerciseId] ?? EMPTY_ENTRY);
      if (!numbers) return [];
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
    setCompleted((prev) => new Set([...prev, ...toSend.map((e) => e.exerciseId)]));
    setSubmitted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSubmitted(false);
      setEntries(Object.fromEntries(day.data.map((row) => [row.exerciseId, EMPTY_ENTRY])));
      sent.current.clear();
    }, SUBMITTED_FLAG_MS);
  }

  const canSubmit = day.data.some((row) => toNumbers(entries[row.exerciseId] ?? EMPTY_ENTRY) !== null);

  return {
    entries,
    completed,
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
