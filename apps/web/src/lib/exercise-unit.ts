import { exerciseUnitPath } from "@ironpath/domain/units/exercise-unit-paths";
import type { ExerciseUnitBody } from "@ironpath/domain/units/exercise-unit.schema";
import { apiFetch } from "./api";

// The one call that gives an exercise its own unit (decision 0081), made from the workout log's
// Adv. Entry and the builder's rows; each feature's hook says what it refreshes after it.

/** 200 {ok: true, data}; 404 when the lifter has no exercise of that name; 400 in words. */
export async function saveExerciseUnit(body: ExerciseUnitBody): Promise<ExerciseUnitBody> {
  const { data } = await apiFetch<{ ok: true; data: ExerciseUnitBody }>(exerciseUnitPath, {
    method: "POST",
    body,
  });
  return data.data;
}
