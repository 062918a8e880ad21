import { createExercisePath } from "@ironpath/domain/programs/program-paths";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api";
import { builderKeys } from "./builder-keys";

export interface NewExercise {
  exercise_name: string;
  muscle_name: string;
  /** How it is logged (decision 0053); weight × reps when absent. */
  exercise_type?: ExerciseType;
}

/** Creates one of the lifter's own exercises (201); 409 when the name is taken. */
export async function createExercise(exercise: NewExercise): Promise<void> {
  await apiFetch(createExercisePath, { method: "POST", body: exercise });
}

/** What the dialog says when the server refuses or cannot be reached (docs/product.md section 8, word for word). */
export function createExerciseErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return "No response received from the server. Please check your network connection.";
    const body = error.data;
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") return body.error;
    return `API request failed with status ${error.status}`;
  }
  return `Error setting up the request: ${error instanceof Error ? error.message : String(error)}`;
}

export function useCreateExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExercise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.exercises() }),
  });
}
