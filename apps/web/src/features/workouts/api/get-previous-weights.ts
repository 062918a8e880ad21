import { apiPath } from "@ironpath/domain/api-path";
import { previousWeightsPath } from "@ironpath/domain/training/workout-log-paths";
import type { PreviousWeights } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { workoutsKeys } from "./workouts-keys";

export type PreviousPerformance = PreviousWeights["data"][number];

/** The user's past performances of an exercise across programs, by session: newest first, sets in order. */
export async function getPreviousWeights(
  exerciseName: string,
  program: string,
  signal?: AbortSignal,
): Promise<PreviousPerformance[]> {
  const { data } = await apiFetch<PreviousWeights>(apiPath(previousWeightsPath, { exerciseName, program }), { signal });
  return data.data;
}

export function previousWeightsQuery(exerciseName: string, program: string) {
  return queryOptions({
    queryKey: workoutsKeys.previousWeights(exerciseName, program),
    queryFn: ({ signal }) => getPreviousWeights(exerciseName, program, signal),
    staleTime: 0,
  });
}

export function usePreviousWeights(exerciseName: string, program: string, enabled: boolean) {
  return useQuery({ ...previousWeightsQuery(exerciseName, program), enabled });
}
