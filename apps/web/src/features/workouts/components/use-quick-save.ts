import { rowUnit } from "../../../lib/weight-unit";
import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { messageOf } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { notifyError } from "../../../lib/notify";
import { useSaveExercise, useSavingExercises } from "../api/save-exercise";
import { type EntryNumbers, type EntryValues, toNumbers } from "../entry-values";
import type { useSentEntries } from "./use-sent-entries";

/**
 * The quick entry's save, on the blur of reps, RPE or weight (docs/product.md section 5): an exercise is sent
 * only when all three are filled and differ from what was last sent. `saving` holds the exercises
 * on their way.
 */
export function useQuickSave(
  program: string,
  day: DayResponse,
  sent: ReturnType<typeof useSentEntries>,
  onSaved: (row: ExerciseRow, numbers: EntryNumbers) => void,
) {
  const save = useSaveExercise(program);
  const saving = useSavingExercises(program);

  async function saveOne(row: ExerciseRow, values: EntryValues) {
    const numbers = toNumbers(values, rowUnit(row));
    if (!numbers || sent.isSent(row.exerciseId, values)) return;
    sent.mark(row.exerciseId, values);
    try {
      await save.mutateAsync({
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
      onSaved(row, numbers);
    } catch (error) {
      sent.unmark(row.exerciseId);
      notifyError(messageOf(error, { fallback: "The exercise could not be saved." }), row.exercise_name);
    }
  }

  return { saveOne, saving };
}
