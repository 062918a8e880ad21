import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { builderKeys } from "./builder-keys";

/** The exercise names a row may use: the catalogue and the lifter's own. */
export async function getExercises(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiFetch<{ data: { exercise_name: string }[] }>("/api/query/exercises", { signal });
  return data.data.map((e) => e.exercise_name);
}

export function exercisesQuery() {
  return queryOptions({
    queryKey: builderKeys.exercises(),
    queryFn: ({ signal }) => getExercises(signal),
    staleTime: 10 * 60_000,
  });
}

export function useExercises() {
  return useQuery(exercisesQuery());
}
