import { apiPath } from "@ironpath/domain/api-path";
import { ungroupSupersetPath } from "@ironpath/domain/training/workout-log-paths";
import type { DaySupersets } from "@ironpath/domain/training/supersets-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { DayKey } from "./get-day-exercises";
import { workoutsKeys } from "./workouts-keys";

/** Takes one exercise out of the lifter's superset for this day and date ("Ungroup"). */
export function useUngroupSuperset(program: string, key: DayKey, date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (exerciseId: string) =>
      (
        await apiFetch<DaySupersets>(apiPath(ungroupSupersetPath, { program }), {
          method: "POST",
          body: { ...key, date, exerciseId },
        })
      ).data,
    // As a change of the day: refused at once with no signal, never made later (decision 0110).
    networkMode: "always",
    onSuccess: (groups) => client.setQueryData(workoutsKeys.supersets(program, key, date), groups),
  });
}
