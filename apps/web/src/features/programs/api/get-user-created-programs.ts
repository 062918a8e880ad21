import { userCreatedProgramsPath } from "@ironpath/domain/programs/program-paths";
import type { RoutineList } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { ProgramName } from "./get-ready-made-programs";
import { PROGRAMS_FETCH_FAILED } from "./get-user-programs";
import { programsKeys } from "./programs-keys";

/** The programs the user built day by day (Add program). */
export async function getUserCreatedPrograms(signal?: AbortSignal): Promise<ProgramName[]> {
  try {
    const { data } = await apiFetch<RoutineList>(userCreatedProgramsPath, { signal });
    return data.data;
  } catch (error) {
    console.log(PROGRAMS_FETCH_FAILED, error);
    throw error;
  }
}

export function userCreatedProgramsQuery() {
  return queryOptions({
    queryKey: programsKeys.userCreated(),
    queryFn: ({ signal }) => getUserCreatedPrograms(signal),
  });
}

export function useUserCreatedPrograms() {
  return useQuery(userCreatedProgramsQuery());
}
