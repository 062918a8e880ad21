import { apiPath } from "@ironpath/domain/api-path";
import { workoutProgramDayPath } from "@ironpath/domain/training/history-paths";
import { userCreatedProgramsPath } from "@ironpath/domain/programs/program-paths";
import type { z } from "zod";
import type { workoutProgramDaySchema } from "@ironpath/domain/training/empty-workout-api.schema";
import type { RoutineList } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { historyKeys } from "./history-keys";

export type ProgramDayTarget = z.infer<typeof workoutProgramDaySchema>;

/** Makes a workout with no program an empty day of a program of the lifter's (new or theirs). */
export async function saveWorkoutAsDay(workoutId: string, target: ProgramDayTarget): Promise<ProgramDayTarget> {
  const { data } = await apiFetch<ProgramDayTarget>(apiPath(workoutProgramDayPath, { id: workoutId }), {
    method: "POST",
    body: target,
  });
  return data;
}

export function useSaveWorkoutAsDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workoutId, target }: { workoutId: string; target: ProgramDayTarget }) =>
      saveWorkoutAsDay(workoutId, target),
    // The Programs screen and the builder list a program made by it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.programs }),
  });
}

/** The lifter's own programs' names, offered as the day's program. */
export function ownProgramNamesQuery() {
  return queryOptions({
    queryKey: historyKeys.ownProgramNames(),
    queryFn: async ({ signal }) =>
      (await apiFetch<RoutineList>(userCreatedProgramsPath, { signal })).data.data.map((p) => p.routine_name),
  });
}

export function useOwnProgramNames() {
  return useQuery(ownProgramNamesQuery());
}
