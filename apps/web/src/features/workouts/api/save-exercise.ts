import { apiPath } from "@ironpath/domain/api-path";
import { saveExercisePath } from "@ironpath/domain/training/workout-log-paths";
import type { ExerciseEntry } from "@ironpath/domain/training/logged-set.schema";
import { useMutation, useMutationState } from "@tanstack/react-query";
import { useMemo } from "react";
import { OUTBOX_SENDS, sendSave } from "../../../lib/offline/outbox";
import { keepInLog } from "./keep-in-log";
import { workoutsKeys } from "./workouts-keys";

/**
 * Saves (or, saved again, updates) an exercise; resolves to the response status, or 200 when it is
 * kept on this phone to be sent when the signal returns (the outbox; it shows as saved meanwhile).
 */
export async function saveExercise(program: string, entry: ExerciseEntry): Promise<number> {
  const result = await sendSave({
    method: "POST",
    path: apiPath(saveExercisePath, { program }),
    body: entry,
    label: `${entry.exercise_name}: ${entry.actualReps} × ${entry.weight}`,
    row: entry.exerciseId,
  });
  if (!result.kept) return result.status;
  const { exerciseId, exercise_name, actualReps, actualRpe, weight } = entry;
  keepInLog(program, { exerciseId, exercise_name, set: null, actualReps, actualRpe, weight });
  return 200;
}

/** The quick entry's save of one exercise; several may be on their way at once (await each call). */
export function useSaveExercise(program: string) {
  return useMutation({
    mutationKey: workoutsKeys.saveExercise(program),
    networkMode: OUTBOX_SENDS,
    mutationFn: (entry: ExerciseEntry) => saveExercise(program, entry),
  });
}

/** The exercises of `program` whose quick entry is being saved right now, by exerciseId. */
export function useSavingExercises(program: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: workoutsKeys.saveExercise(program), status: "pending" },
    select: (mutation) => (mutation.state.variables as ExerciseEntry | undefined)?.exerciseId,
  });
  return useMemo(() => new Set(ids.filter((id) => id !== undefined)), [ids]);
}

/** The final Submit: every entry at once; it fails unless each one was saved (200). */
export function useSubmitExercises(program: string) {
  return useMutation({
    networkMode: OUTBOX_SENDS,
    mutationFn: async (entries: ExerciseEntry[]) => {
      const results = await Promise.allSettled(entries.map((entry) => saveExercise(program, entry)));
      if (!results.every((r) => r.status === "fulfilled" && r.value === 200)) {
        throw new Error("Not every exercise was saved", { cause: results });
      }
    },
  });
}
