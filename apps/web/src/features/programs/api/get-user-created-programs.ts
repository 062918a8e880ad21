import type { RoutineList } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { RoutineName } from "./get-routines";

/** The programs the user built day by day (Add program). */
export async function getUserCreatedPrograms(signal?: AbortSignal): Promise<RoutineName[]> {
  try {
    const { data } = await apiFetch<RoutineList>("/api/query/user_created_programs", { signal });
    return data.data;
  } catch (error) {
    console.log("Error fetching user programs", error);
    throw error;
  }
}

export function useUserCreatedPrograms() {
  return useQuery({
    queryKey: ["programs", "user-created-programs"],
    queryFn: ({ signal }) => getUserCreatedPrograms(signal),
  });
}
