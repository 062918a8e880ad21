import type { PhaseList } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { type ProgramKind, programDaysPath } from "./program-path";

export async function getPhases(kind: ProgramKind, program: string, signal?: AbortSignal): Promise<number[]> {
  const { data } = await apiFetch<PhaseList>(`${programDaysPath(kind, program)}/phase`, { signal });
  return data.phase.map((p) => p.phase_id);
}

export function usePhases(kind: ProgramKind, program: string, enabled: boolean) {
  return useQuery({
    queryKey: ["workouts", kind, program, "phases"],
    queryFn: ({ signal }) => getPhases(kind, program, signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
