import { rowUnit } from "../../../lib/weight-unit";
import type { ExerciseEntry } from "@ironpath/domain/training/logged-set.schema";
import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useEffect, useRef, useState } from "react";
import { todayLocalIso } from "../../../lib/local-date";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useSubmitExercises } from "../api/save-exercise";
import { type EntryValues, toNumbers } from "../entry-values";
import type { useSentEntries } from "./use-sent-entries";

/** How long the success flag of the final Submit stays up (docs/product.md section 4). */
export const SUBMITTED_FLAG_MS = 3000;

interface FinalSubmitEvents {
  /** These entries were saved by the Submit. */
  onSubmitted: (entries: ExerciseEntry[]) => void;
  /** The success flag went down: the log starts afresh. */
  onCleared: () => void;
}

/**
 * The final Submit: every entered exercise (reps and RPE typed, the weight typed or prefilled),
 * without phase, week and day. Exercises never touched are not sent, nor ones already saved with
 * these very numbers. The success flag clears after 3 s, and with it the entered data (docs/product.md
 * section 4): what was saved stays shown as saved on the cards.
 */
export function useFinalSubmit(
  program: string,
  day: DayResponse,
  sent: ReturnType<typeof useSentEntries>,
  events: FinalSubmitEvents,
) {
  const submit = useSubmitExercises(program);
  const [submitted, setSubmitted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function submitAll(valuesOf: (row: ExerciseRow) => EntryValues) {
    const date = todayLocalIso();
    const toSend: ExerciseEntry[] = day.data.flatMap((row) => {
      const values = valuesOf(row);
      const numbers = toNumbers(values, rowUnit(row));
      if (!numbers || sent.isSent(row.exerciseId, values)) return [];
      const { exerciseId, exercise_name } = row;
      return [
        { exerciseId, exercise_name, actualReps: numbers.reps, actualRpe: numbers.rpe, weight: numbers.weight, date },
      ];
    });
    try {
      await submit.mutateAsync(toSend);
    } catch {
      notifyError("Error submitting exercises. Please try again.");
      return;
    }
    notifySuccess("Exercises have been submitted successfully!");
    events.onSubmitted(toSend);
    setSubmitted(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSubmitted(false);
      events.onCleared();
    }, SUBMITTED_FLAG_MS);
  }

  return { submitAll, submitting: submit.isPending, submitted };
}
