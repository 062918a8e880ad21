import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { notifySuccess } from "../../../lib/notify";

/** Which exercises of one shown day are done (logged before, or saved now); the rest is pending. */
export function useDayProgress(day: DayResponse) {
  const [completed, setCompleted] = useState<ReadonlySet<string>>(new Set());
  const isCompleted = (row: ExerciseRow) => completed.has(row.exerciseId) || row.logged !== null;
  const pending = day.data.filter((row) => !isCompleted(row));

  // The moment the last pending exercise is saved, the lifter is told.
  const previousPending = useRef(pending.length);
  useEffect(() => {
    if (previousPending.current > 0 && pending.length === 0) {
      notifySuccess("All exercises have been completed for the day!");
    }
    previousPending.current = pending.length;
  }, [pending.length]);

  const markCompleted = useCallback((ids: readonly string[]) => {
    setCompleted((prev) => new Set([...prev, ...ids]));
  }, []);

  return { isCompleted, pending, markCompleted };
}
