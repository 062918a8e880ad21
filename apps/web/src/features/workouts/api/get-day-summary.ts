import { apiPath } from "@ironpath/domain/api-path";
import { daySummaryPath } from "@ironpath/domain/training/workout-log-paths";
import type { DaySummaryResponse } from "@ironpath/domain/training/day-summary-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { DayKey } from "./get-day-exercises";
import { workoutsKeys } from "./workouts-keys";

/** A logged day's duration, sets, volume and the records set on it (ready-made or own program). */
export async function getDaySummary(program: string, key: DayKey, signal?: AbortSignal): Promise<DaySummaryResponse> {
  const { data } = await apiFetch<DaySummaryResponse>(apiPath(daySummaryPath, { program, ...key }), { signal });
  return data;
}

export function daySummaryQuery(program: string, key: DayKey) {
  return queryOptions({
    queryKey: workoutsKeys.daySummary(program, key),
    queryFn: ({ signal }) => getDaySummary(program, key, signal),
    // Asked for when the day is finished: always what was just saved.
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

export function useDaySummary(program: string, key: DayKey) {
  return useQuery(daySummaryQuery(program, key));
}
