import type { PreviousWeights } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { programPath } from "./program-path";

export type PreviousPerformance = PreviousWeights["data"][number];

/** The user's past performances of an exercise across programs, by session: newest first, sets in order. */
export async function getPreviousWeights(
  exerciseName: string,
  program: string,
  signal?: AbortSignal,
): Promise<PreviousPerformance[]> {
  const { data } = await apiFetch<PreviousWeights>(
    `/api/query/advanced_weight/${encodeURIComponent(exerciseName)}/${programPath(program)}`,
    { signal },
  );
  return data.data;
}

export function usePreviousWeights(exerciseName: string, program: string, enabled: boolean) {
  return useQuery({
    queryKey: ["workouts", "previous-weights", exerciseName, program],
    queryFn: ({ signal }) => getPreviousWeights(exerciseName, program, signal),
    enabled,
    staleTime: 0,
  });
}
