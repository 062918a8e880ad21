import { apiPath } from "@ironpath/domain/api-path";
import { lossSummaryPath } from "@ironpath/domain/coach/coach-paths";
import type { lossSummarySchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type LossSummary = z.output<typeof lossSummarySchema>["data"];

/** Planned, expected and actual loss on the lifter's local `date`, the missing days, and which Monday dialog to open. */
export async function getLossSummary(date: string, signal?: AbortSignal): Promise<LossSummary> {
  const { data } = await apiFetch<z.output<typeof lossSummarySchema>>(apiPath(lossSummaryPath, { date }), {
    signal,
  });
  return data.data;
}

export function lossSummaryQuery(date: string) {
  return queryOptions({ queryKey: coachKeys.lossSummary(date), queryFn: ({ signal }) => getLossSummary(date, signal) });
}

export function useLossSummary(date: string) {
  return useQuery(lossSummaryQuery(date));
}
