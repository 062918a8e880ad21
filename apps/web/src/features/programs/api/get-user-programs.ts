import { userProgramsPath } from "@ironpath/domain/programs/program-paths";
import type { RoutineList } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { ProgramName } from "./get-ready-made-programs";
import { programsKeys } from "./programs-keys";

/** What both program-list fetches log when they fail (docs/product.md section 8), the only trace. */
export const PROGRAMS_FETCH_FAILED = "Error fetching user programs";

/** The ready-made programs the user has added to their own list. */
export async function getUserPrograms(signal?: AbortSignal): Promise<ProgramName[]> {
  try {
    const { data } = await apiFetch<RoutineList>(userProgramsPath, { signal });
    return data.data;
  } catch (error) {
    console.log(PROGRAMS_FETCH_FAILED, error);
    throw error;
  }
}

export function userProgramsQuery() {
  return queryOptions({
    queryKey: programsKeys.userPrograms(),
    queryFn: ({ signal }) => getUserPrograms(signal),
  });
}

export function useUserPrograms() {
  return useQuery(userProgramsQuery());
}
