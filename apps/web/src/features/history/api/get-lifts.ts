import { historyLiftsPath } from "@ironpath/domain/training/history-paths";
import type { HistoryLifts } from "@ironpath/domain/training/history-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { historyKeys } from "./history-keys";

export type HistoryLift = HistoryLifts["lifts"][number];

/** The lifts the lifter has logged, by name, for the chart's select. */
export async function getLifts(signal?: AbortSignal): Promise<HistoryLift[]> {
  const { data } = await apiFetch<HistoryLifts>(historyLiftsPath, { signal });
  return data.lifts;
}

export function liftsQuery() {
  return queryOptions({
    queryKey: historyKeys.lifts(),
    queryFn: ({ signal }) => getLifts(signal),
    staleTime: 0,
  });
}

export function useLifts() {
  return useQuery(liftsQuery());
}
