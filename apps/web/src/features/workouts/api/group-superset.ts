import { apiPath } from "@ironpath/domain/api-path";
import { groupSupersetPath } from "@ironpath/domain/training/workout-log-paths";
import type { DaySupersets } from "@ironpath/domain/training/supersets-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { DayKey } from "./get-day-exercises";
import { workoutsKeys } from "./workouts-keys";

/** Groups exercises for this day and date ("Superset with…"); the answer is the day's groups. */
export function useGroupSuperset(program: string, key: DayKey, date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (exerciseIds: string[]) =>
      (
        await apiFetch<DaySupersets>(apiPath(groupSupersetPath, { program }), {
          method: "POST",
          body: { ...key, date, exerciseIds },
        })
      ).data,
    // As a change of the day: refused at once with no signal, never made later (decision 0110).
    networkMode: "always",
    onSuccess: (groups) => client.setQueryData(workoutsKeys.supersets(program, key, date), groups),
  });
}
