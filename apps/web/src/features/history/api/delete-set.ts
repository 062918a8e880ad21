import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { refreshAfterSetChange } from "./history-keys";

/** Deletes one logged set for good. */
export async function deleteSet(id: string): Promise<void> {
  await apiFetch<{ ok: true }>(`/api/history/sets/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSet(id),
    // After a refusal too: a set deleted elsewhere (404) leaves the list here.
    onSettled: () => refreshAfterSetChange(queryClient),
  });
}
