import type { ExerciseEntry } from "@ironpath/domain/training/logged-set.schema";
import { useMutation, useMutationState } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiFetch } from "../../../lib/api";
import { programPath } from "./program-path";

/** Saves (or, saved again, updates) an exercise; resolves to the response status. */
export async function saveExercise(program: string, entry: ExerciseEntry): Promise<number> {
  const { status } = await apiFetch<{ ok: true }>(`/api/add/addUserExerciseData/${programPath(program)}`, {
    method: "POST",
    body: entry,
  });
  return status;
}

const saveKey = (program: string) => ["workouts", program, "save-exercise"] as const;

/** The quick entry's save of one exercise; several may be on their way at once (await each call). */
export function useSaveExercise(program: string) {
  return useMutation({
    mutationKey: saveKey(program),
    mutationFn: (entry: ExerciseEntry) => saveExercise(program, entry),
  });
}

/** The exercises of `program` whose quick entry is being saved right now, by exerciseId. */
export function useSavingExercises(program: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: saveKey(program), status: "pending" },
    select: (mutation) => (mutation.state.variables as ExerciseEntry | undefined)?.exerciseId,
  });
  return useMemo(() => new Set(ids.filter((id) => id !== undefined)), [ids]);
}

/** The final Submit: every entry at once; it fails unless each one was saved (200). */
export function useSubmitExercises(program: string) {
  return useMutation({
    mutationFn: async (entries: ExerciseEntry[]) => {
      const results = await Promise.allSettled(entries.map((entry) => saveExercise(program, entry)));
      if (!results.every((r) => r.status === "fulfilled" && r.value === 200)) {
        throw new Error("Not every exercise was saved", { cause: results });
      }
    },
  });
}
