import { apiPath } from "@ironpath/domain/api-path";
import { PROGRAM_DAY_PATHS, type ProgramKind } from "@ironpath/domain/training/workout-log-paths";
import type { PhaseList } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { workoutsKeys } from "./workouts-keys";

export async function getPhases(kind: ProgramKind, program: string, signal?: AbortSignal): Promise<number[]> {
  const { data } = await apiFetch<PhaseList>(apiPath(PROGRAM_DAY_PATHS[kind].phases, { program }), { signal });
  return data.phase.map((p) => p.phase_id);
}

export function phasesQuery(kind: ProgramKind, program: string) {
  return queryOptions({
    queryKey: workoutsKeys.phases(kind, program),
    queryFn: ({ signal }) => getPhases(kind, program, signal),
    staleTime: 10 * 60_000,
  });
}

export function usePhases(kind: ProgramKind, program: string, enabled: boolean) {
  return useQuery({ ...phasesQuery(kind, program), enabled });
}
