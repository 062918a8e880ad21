import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { programPath } from "../types";

export interface PreviousPerformance {
  weight: number;
  reps_performed: number;
  rpe_actual: number | null;
  date: string;
  routine_name: string;
  /** The set number, or null for a whole-exercise entry. */
  set: number | null;
}

/** The user's past performances of an exercise, newest first, across programs. */
export async function getPreviousWeights(
  exerciseName: string,
  program: string,
  signal?: AbortSignal,
): Promise<PreviousPerformance[]> {
  const { data } = await apiFetch<{ data: PreviousPerformance[] }>(
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
