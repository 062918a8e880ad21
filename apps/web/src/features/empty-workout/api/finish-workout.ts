import { workoutsPath } from "@ironpath/domain/training/empty-workout-paths";
import type { z } from "zod";
import type { EmptyWorkout, savedWorkoutSchema } from "@ironpath/domain/training/empty-workout-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export type SavedWorkout = z.infer<typeof savedWorkoutSchema>;

/**
 * Saves the finished workout whole. The key is the draft's: a finish sent again (a retry after a
 * lost answer) saves it once (decision 0042).
 */
export async function finishWorkout(workout: EmptyWorkout, key: string): Promise<SavedWorkout> {
  const { data } = await apiFetch<SavedWorkout>(workoutsPath, {
    method: "POST",
    body: workout,
    headers: { "Idempotency-Key": key },
  });
  return data;
}

export function useFinishWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent now or refused now: with no signal it fails at once in words and the draft stays on the
    // phone to finish again, never a spinner until the signal returns (decision 0110).
    networkMode: "always",
    mutationFn: ({ workout, key }: { workout: EmptyWorkout; key: string }) => finishWorkout(workout, key),
    // History lists it now, and the log's previous weights hold its sets.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.history }),
        queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.workouts }),
      ]),
  });
}
