import type { historySchema } from "@ironpath/domain/coach/api.schema";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKey } from "./coach-query";

export type HistoryDay = z.output<typeof historySchema>["data"][number];

/** Every day of the phase up to `date`: weigh-in, trend, planned weight, calories and steps (the chart). */
export async function getHistory(date: string, signal?: AbortSignal): Promise<HistoryDay[]> {
  const { data } = await apiFetch<z.output<typeof historySchema>>(`/api/query/coach_history/${date}`, { signal });
  return data.data;
}

export function useHistory(date: string) {
  return useQuery({ queryKey: coachKey("history", date), queryFn: ({ signal }) => getHistory(date, signal) });
}
