import type { RoutineList } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { ProgramName } from "./get-ready-made-programs";

export const USER_PROGRAMS_QUERY_KEY = ["programs", "user-programs"] as const;

/** The ready-made programs the user has added to their own list. */
export async function getUserPrograms(signal?: AbortSignal): Promise<ProgramName[]> {
  try {
    const { data } = await apiFetch<RoutineList>("/api/query/user_programs", { signal });
    return data.data;
  } catch (error) {
    console.log("Error fetching user programs", error);
    throw error;
  }
}

export function useUserPrograms() {
  return useQuery({
    queryKey: USER_PROGRAMS_QUERY_KEY,
    queryFn: ({ signal }) => getUserPrograms(signal),
  });
}
