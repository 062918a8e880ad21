import { exerciseUnitPath } from "@ironpath/domain/units/exercise-unit-paths";
import type { ExerciseUnitBody } from "@ironpath/domain/units/exercise-unit.schema";
import { unitWord } from "@ironpath/domain/units/weight-unit";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api";
import { QUERY_ROOTS } from "./query-keys";

// The one call that gives an exercise its own unit (decision 0081), made from the workout log's
// Adv. Entry and the builder's rows, with the one hook both use.

/** 200 {ok: true, data}; 404 when the lifter has no exercise of that name; 400 in words. */
export async function saveExerciseUnit(body: ExerciseUnitBody): Promise<ExerciseUnitBody> {
  const { data } = await apiFetch<{ ok: true; data: ExerciseUnitBody }>(exerciseUnitPath, {
    method: "POST",
    body,
  });
  return data.data;
}

/** The units an exercise can be shown and typed in, in the words a weight carries: "lbs", "kg". */
export const EXERCISE_UNIT_CHOICES = (["lb", "kg"] as const).map((unit) => ({ value: unit, label: unitWord(unit) }));

/**
 * Gives one exercise its own unit, or (null) the lifter's. The log's cached days carry its
 * suggestion and plates made in the old unit, History its sets in words, the builder its rows'
 * units and exercise list, the empty workout's picker the unit an exercise is added in: all are
 * asked again, by their roots.
 */
export function useSaveExerciseUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent now or refused now, as a change of the day: with no signal it fails at once in words,
    // never held unseen and made after the lifter has moved on (decision 0110).
    networkMode: "always",
    mutationFn: saveExerciseUnit,
    onSuccess: () => {
      for (const root of [QUERY_ROOTS.workouts, QUERY_ROOTS.history, QUERY_ROOTS.builder, QUERY_ROOTS.emptyWorkout])
        void queryClient.invalidateQueries({ queryKey: root });
    },
  });
}
