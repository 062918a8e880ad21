import { apiPath } from "@ironpath/domain/api-path";
import { gainSummaryPath } from "@ironpath/domain/coach/coach-paths";
import type { gainSummarySchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type GainSummary = z.output<typeof gainSummarySchema>["data"];

/** Planned, expected and actual gain on the lifter's local `date`, the missing days, the end of the bulk and which dialog to open. */
export async function getGainSummary(date: string, signal?: AbortSignal): Promise<GainSummary> {
  const { data } = await apiFetch<z.output<typeof gainSummarySchema>>(apiPath(gainSummaryPath, { date }), {
    signal,
  });
  return data.data;
}

export function gainSummaryQuery(date: string) {
  return queryOptions({ queryKey: coachKeys.gainSummary(date), queryFn: ({ signal }) => getGainSummary(date, signal) });
}

export function useGainSummary(date: string) {
  return useQuery(gainSummaryQuery(date));
}
