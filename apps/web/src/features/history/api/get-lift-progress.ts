import type { LiftProgress } from "@ironpath/domain/training/history-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { HISTORY_QUERY_KEY } from "./history-keys";

export type LiftPoint = LiftProgress["points"][number];

/** A lift's best estimated 1RM of each date it was logged, oldest first. */
export async function getLiftProgress(exerciseId: string, signal?: AbortSignal): Promise<LiftPoint[]> {
  const { data } = await apiFetch<LiftProgress>(`/api/history/lifts/${encodeURIComponent(exerciseId)}/e1rm`, {
    signal,
  });
  return data.points;
}

export function useLiftProgress(exerciseId: string | null) {
  return useQuery({
    queryKey: [...HISTORY_QUERY_KEY, "e1rm", exerciseId],
    queryFn: ({ signal }) => getLiftProgress(exerciseId as string, signal),
    enabled: exerciseId !== null,
    staleTime: 0,
  });
}
