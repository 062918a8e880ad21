import type { PhaseList } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { programPath } from "./program-path";

export async function getPhases(program: string, signal?: AbortSignal): Promise<number[]> {
  const { data } = await apiFetch<PhaseList>(`/api/query/exercises/${programPath(program)}/phase`, { signal });
  return data.phase.map((p) => p.phase_id);
}

export function usePhases(program: string, enabled: boolean) {
  return useQuery({
    queryKey: ["workouts", program, "phases"],
    queryFn: ({ signal }) => getPhases(program, signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
