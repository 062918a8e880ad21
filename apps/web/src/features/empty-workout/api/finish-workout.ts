import { workoutsPath } from "@ironpath/domain/training/empty-workout-paths";
import type { z } from "zod";
import type { EmptyWorkout, savedWorkoutSchema } from "@ironpath/domain/training/empty-workout-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OUTBOX_SENDS, sendSave } from "../../../lib/offline/outbox";
import { QUERY_ROOTS } from "../../../lib/query-keys";

export type SavedWorkout = z.infer<typeof savedWorkoutSchema>;

/** The workout saved (the server's answer), or kept on this phone until the signal returns. */
export type Finished = { kept: false; saved: SavedWorkout } | { kept: true };

/**
 * Saves the finished workout whole, through the outbox (decision 0123): with no signal it waits on
 * this phone with the sets of the log and goes when the signal returns. The key is the draft's: a
 * finish sent again after a lost answer saves it once (decision 0042).
 */
export async function finishWorkout(workout: EmptyWorkout, key: string, label: string): Promise<Finished> {
  const result = await sendSave({ method: "POST", path: workoutsPath, body: workout, label }, { key });
  return result.kept ? { kept: true } : { kept: false, saved: result.data as SavedWorkout };
}

export function useFinishWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Kept on this phone with no signal, not held unseen by the query library (decision 0110).
    networkMode: OUTBOX_SENDS,
    mutationFn: ({ workout, key, label }: { workout: EmptyWorkout; key: string; label: string }) =>
      finishWorkout(workout, key, label),
    // History lists it now, and the log's previous weights hold its sets.
    onSuccess: (finished) =>
      finished.kept
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.history }),
            queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.workouts }),
          ]),
  });
}
