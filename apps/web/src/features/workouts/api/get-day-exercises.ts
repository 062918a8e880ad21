import { apiPath } from "@ironpath/domain/api-path";
import { PROGRAM_DAY_PATHS, type ProgramKind } from "@ironpath/domain/training/workout-log-paths";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { workoutsKeys } from "./workouts-keys";

/** A day the lifter picked to log: the domain's day of a program, as the server names it. */
export type { DayKey };

/** One chosen day's exercises; the server also makes it the day the log applies entries to. */
export async function getDayExercises(
  kind: ProgramKind,
  program: string,
  key: DayKey,
  signal?: AbortSignal,
): Promise<DayResponse> {
  const { data } = await apiFetch<DayResponse>(apiPath(PROGRAM_DAY_PATHS[kind].day, { program, ...key }), { signal });
  return data;
}

export function dayExercisesQuery(kind: ProgramKind, program: string, key: DayKey | null) {
  return queryOptions({
    queryKey: workoutsKeys.day(kind, program, key),
    queryFn: ({ signal }) => getDayExercises(kind, program, key ?? { phase: 0, week: 0, day: 0 }, signal),
    enabled: key !== null,
    // What was logged changes as the user logs: ask again each time the day is chosen.
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}

export function useDayExercises(kind: ProgramKind, program: string, key: DayKey | null) {
  return useQuery(dayExercisesQuery(kind, program, key));
}
