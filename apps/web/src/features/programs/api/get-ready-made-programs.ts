import { routinesPath } from "@ironpath/domain/programs/program-paths";
import type { RoutineList } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { programsKeys } from "./programs-keys";

export type ProgramName = RoutineList["data"][number];

/** The ready-made programs anyone may add (the wire calls them routines). */
export async function getReadyMadePrograms(signal?: AbortSignal): Promise<ProgramName[]> {
  try {
    const { data } = await apiFetch<RoutineList>(routinesPath, { signal });
    return data.data;
  } catch (error) {
    console.log("Error fetching routine names", error);
    throw error;
  }
}

export function readyMadeProgramsQuery() {
  return queryOptions({
    queryKey: programsKeys.readyMade(),
    queryFn: ({ signal }) => getReadyMadePrograms(signal),
    staleTime: 10 * 60_000,
  });
}

export function useReadyMadePrograms() {
  return useQuery(readyMadeProgramsQuery());
}
