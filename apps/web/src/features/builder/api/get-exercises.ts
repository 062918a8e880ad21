import { exercisesPath } from "@ironpath/domain/programs/program-paths";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { builderKeys } from "./builder-keys";

/** An exercise a row may use, with the unit the lifter gave it (decision 0081), if any. */
export interface ExerciseChoice {
  exercise_name: string;
  unit?: WeightUnit;
}

/** The exercises a row may use: the catalogue and the lifter's own. */
export async function getExercises(signal?: AbortSignal): Promise<ExerciseChoice[]> {
  const { data } = await apiFetch<{ data: ExerciseChoice[] }>(exercisesPath, { signal });
  return data.data;
}

export function exercisesQuery() {
  return queryOptions({
    queryKey: builderKeys.exercises(),
    queryFn: ({ signal }) => getExercises(signal),
    staleTime: 10 * 60_000,
  });
}

/** Their names, for the rows' exercise choice. */
export function useExercises() {
  return useQuery({ ...exercisesQuery(), select: (list) => list.map((e) => e.exercise_name) });
}

/** The units the lifter gave exercises, by name (one answer with the names). */
export function useExerciseUnits() {
  return useQuery({
    ...exercisesQuery(),
    select: (list) => new Map(list.flatMap((e) => (e.unit ? [[e.exercise_name, e.unit] as const] : []))),
  });
}
