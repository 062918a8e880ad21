import { apiPath } from "@ironpath/domain/api-path";
import { maintenanceWeightPath } from "@ironpath/domain/coach/coach-paths";
import type { maintenanceWeightSchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type MaintenanceWeight = z.output<typeof maintenanceWeightSchema>;

/** The weight maintenance started at, the trend weight now, the average weigh-in and whether to offer a change. */
export async function getMaintenanceWeight(date: string, signal?: AbortSignal): Promise<MaintenanceWeight> {
  const { data } = await apiFetch<z.output<typeof maintenanceWeightSchema>>(apiPath(maintenanceWeightPath, { date }), {
    signal,
  });
  return data;
}

export function maintenanceWeightQuery(date: string) {
  return queryOptions({
    queryKey: coachKeys.maintenanceWeight(date),
    queryFn: ({ signal }) => getMaintenanceWeight(date, signal),
  });
}

export function useMaintenanceWeight(date: string) {
  return useQuery(maintenanceWeightQuery(date));
}
