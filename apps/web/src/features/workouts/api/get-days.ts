import { apiPath } from "@ironpath/domain/api-path";
import { PROGRAM_DAY_PATHS, type ProgramKind } from "@ironpath/domain/training/workout-log-paths";
import type { DayList } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { workoutsKeys } from "./workouts-keys";

export async function getDays(
  kind: ProgramKind,
  program: string,
  phase: number,
  week: number,
  signal?: AbortSignal,
): Promise<number[]> {
  const { data } = await apiFetch<DayList>(apiPath(PROGRAM_DAY_PATHS[kind].days, { program, phase, week }), { signal });
  return data.day.map((d) => d.day);
}

export function daysQuery(kind: ProgramKind, program: string, phase: number | null, week: number | null) {
  return queryOptions({
    queryKey: workoutsKeys.days(kind, program, phase, week),
    queryFn: ({ signal }) => getDays(kind, program, phase ?? 0, week ?? 0, signal),
    enabled: phase !== null && week !== null,
    staleTime: 10 * 60_000,
  });
}

export function useDays(kind: ProgramKind, program: string, phase: number | null, week: number | null) {
  return useQuery(daysQuery(kind, program, phase, week));
}
