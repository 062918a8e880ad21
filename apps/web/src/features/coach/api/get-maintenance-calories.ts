import { apiPath } from "@ironpath/domain/api-path";
import { maintenanceCaloriesPath } from "@ironpath/domain/coach/coach-paths";
import type { maintenanceCaloriesSchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type MaintenanceCalories = z.output<typeof maintenanceCaloriesSchema>;

/** Maintenance calories with the expenditure estimate, and today's recommended calories (recCalories). */
export async function getMaintenanceCalories(date: string, signal?: AbortSignal): Promise<MaintenanceCalories> {
  const { data } = await apiFetch<z.output<typeof maintenanceCaloriesSchema>>(
    apiPath(maintenanceCaloriesPath, { date }),
    { signal },
  );
  return data;
}

export function maintenanceCaloriesQuery(date: string) {
  return queryOptions({
    queryKey: coachKeys.maintenanceCalories(date),
    queryFn: ({ signal }) => getMaintenanceCalories(date, signal),
  });
}

export function useMaintenanceCalories(date: string) {
  return useQuery(maintenanceCaloriesQuery(date));
}
