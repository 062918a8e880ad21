import { apiPath } from "@ironpath/domain/api-path";
import { nextDayPath } from "@ironpath/domain/training/next-day-path";
import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { prefetchForFirstRender } from "../../../lib/query-client";
import { workoutsKeys } from "./workouts-keys";

/** The next scheduled day on the user's local `date`, or null (204) when none is scheduled. */
export async function getNextDay(program: string, date: string, signal?: AbortSignal): Promise<DayResponse | null> {
  const { status, data } = await apiFetch<DayResponse | null>(apiPath(nextDayPath, { date, program }), { signal });
  return status === 204 ? null : data;
}

/** An answer this young was fetched for this very opening of the log (a page load prefetches it). */
const JUST_FETCHED_MS = 3000;

export function nextDayQuery(program: string) {
  return queryOptions({
    queryKey: workoutsKeys.nextDay(program),
    // The local date of the moment of asking: a log left open past midnight asks for the new day.
    queryFn: ({ signal }) => getNextDay(program, todayLocalIso(), signal),
    // The answer moves as the user logs: always ask again when the log opens, unless the answer
    // was fetched for this opening.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
    refetchOnReconnect: false,
  });
}

export function useNextDay(program: string) {
  return useQuery(nextDayQuery(program));
}

/** Fetches the next day while the page loads, so that the log's first render shows it. */
export function prefetchNextDay(program: string): Promise<void> {
  return prefetchForFirstRender(nextDayQuery(program));
}
