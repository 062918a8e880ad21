import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveExerciseUnit } from "../../../lib/exercise-unit";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { builderKeys } from "./builder-keys";

/** A builder row's exercise in its own unit (decision 0081): the exercise list, the log and the empty workout's picker follow. */
export function useSaveExerciseUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent now or refused now, as the log's unit choice: with no signal it fails at once in words,
    // never held unseen and made later (decision 0110).
    networkMode: "always",
    mutationFn: saveExerciseUnit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.exercises() });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.workouts });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.history });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.emptyWorkout });
    },
  });
}
