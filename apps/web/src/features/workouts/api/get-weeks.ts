import { apiPath } from "@ironpath/domain/api-path";
import { PROGRAM_DAY_PATHS, type ProgramKind } from "@ironpath/domain/training/workout-log-paths";
import type { WeekList } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { workoutsKeys } from "./workouts-keys";

export async function getWeeks(
  kind: ProgramKind,
  program: string,
  phase: number,
  signal?: AbortSignal,
): Promise<number[]> {
  const { data } = await apiFetch<WeekList>(apiPath(PROGRAM_DAY_PATHS[kind].weeks, { program, phase }), { signal });
  return data.week.map((w) => w.week_id);
}

export function weeksQuery(kind: ProgramKind, program: string, phase: number | null) {
  return queryOptions({
    queryKey: workoutsKeys.weeks(kind, program, phase),
    queryFn: ({ signal }) => getWeeks(kind, program, phase ?? 0, signal),
    enabled: phase !== null,
    staleTime: 10 * 60_000,
  });
}

export function useWeeks(kind: ProgramKind, program: string, phase: number | null) {
  return useQuery(weeksQuery(kind, program, phase));
}
