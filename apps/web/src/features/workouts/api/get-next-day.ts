import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { programPath } from "./program-path";

/** The next scheduled day on the user's local `date`, or null (204) when none is scheduled. */
export async function getNextDay(program: string, date: string, signal?: AbortSignal): Promise<DayResponse | null> {
  const { status, data } = await apiFetch<DayResponse | null>(
    `/api/query/nextExerciseDay/${date}/${programPath(program)}`,
    { signal },
  );
  return status === 204 ? null : data;
}

export function useNextDay(program: string) {
  return useQuery({
    queryKey: ["workouts", program, "next-day"],
    // The local date of the moment of asking: a log left open past midnight asks for the new day.
    queryFn: ({ signal }) => getNextDay(program, todayLocalIso(), signal),
    // The answer moves as the user logs: always ask again when the log opens.
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
