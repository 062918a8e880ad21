import type { HistorySet, SetCorrection } from "@ironpath/domain/training/history-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { refreshAfterSetChange } from "./history-keys";

/** New reps, RPE and weight for one logged set, as the domain's schema reads them. */
export async function correctSet(id: string, values: SetCorrection): Promise<HistorySet> {
  const { data } = await apiFetch<{ set: HistorySet }>(`/api/history/sets/${encodeURIComponent(id)}`, {
    method: "PUT",
    body: values,
  });
  return data.set;
}

export function useCorrectSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: SetCorrection }) => correctSet(id, values),
    // After a refusal too: a set deleted elsewhere (404) leaves the list here.
    onSettled: () => refreshAfterSetChange(queryClient),
  });
}
