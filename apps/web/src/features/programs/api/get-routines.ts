import type { RoutineList } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

export type RoutineName = RoutineList["data"][number];

/** The ready-made routines anyone may add. */
export async function getRoutines(signal?: AbortSignal): Promise<RoutineName[]> {
  try {
    const { data } = await apiFetch<RoutineList>("/api/query/routines", { signal });
    return data.data;
  } catch (error) {
    console.log("Error fetching routine names", error);
    throw error;
  }
}

export function useRoutines() {
  return useQuery({
    queryKey: ["programs", "routines"],
    queryFn: ({ signal }) => getRoutines(signal),
    staleTime: 10 * 60_000,
  });
}
