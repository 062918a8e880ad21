import { apiPath } from "@ironpath/domain/api-path";
import { historyPath } from "@ironpath/domain/coach/coach-paths";
import type { historySchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type HistoryDay = z.output<typeof historySchema>["data"][number];

/** Every day of the phase up to `date`: weigh-in, trend, planned weight, calories and steps (the chart). */
export async function getHistory(date: string, signal?: AbortSignal): Promise<HistoryDay[]> {
  const { data } = await apiFetch<z.output<typeof historySchema>>(apiPath(historyPath, { date }), { signal });
  return data.data;
}

export function historyQuery(date: string) {
  return queryOptions({ queryKey: coachKeys.history(date), queryFn: ({ signal }) => getHistory(date, signal) });
}

export function useHistory(date: string) {
  return useQuery(historyQuery(date));
}
