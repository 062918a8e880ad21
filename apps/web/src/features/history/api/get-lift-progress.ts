import { apiPath } from "@ironpath/domain/api-path";
import { liftProgressPath } from "@ironpath/domain/training/history-paths";
import type { LiftProgress } from "@ironpath/domain/training/history-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { historyKeys } from "./history-keys";

export type LiftPoint = LiftProgress["points"][number];

/** A lift's best estimated 1RM of each date it was logged, oldest first. */
export async function getLiftProgress(exerciseId: string, signal?: AbortSignal): Promise<LiftPoint[]> {
  const { data } = await apiFetch<LiftProgress>(apiPath(liftProgressPath, { exerciseId }), {
    signal,
  });
  return data.points;
}

export function liftProgressQuery(exerciseId: string | null) {
  return queryOptions({
    queryKey: historyKeys.liftProgress(exerciseId),
    queryFn: ({ signal }) => getLiftProgress(exerciseId as string, signal),
    enabled: exerciseId !== null,
    staleTime: 0,
  });
}

export function useLiftProgress(exerciseId: string | null) {
  return useQuery(liftProgressQuery(exerciseId));
}
