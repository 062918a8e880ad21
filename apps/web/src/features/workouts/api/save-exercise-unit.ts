import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveExerciseUnit } from "../../../lib/exercise-unit";
import { QUERY_ROOTS } from "../../../lib/query-keys";

/**
 * Gives one exercise its own unit (decision 0081), or (null) the lifter's. The log's cached days
 * carry its suggestion and plates made in the old unit, History its sets in words, the builder
 * its rows' units, the empty workout's picker the unit an exercise is added in: all are asked again.
 */
export function useSaveExerciseUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent now or refused now, as a change of the day: with no signal it fails at once in words,
    // never held unseen and made after the lifter has moved on (decision 0110).
    networkMode: "always",
    mutationFn: saveExerciseUnit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.workouts });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.history });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.builder });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.emptyWorkout });
    },
  });
}
