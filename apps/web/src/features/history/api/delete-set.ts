import { apiPath } from "@ironpath/domain/api-path";
import { historySetPath } from "@ironpath/domain/training/history-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OUTBOX_SENDS, sendSave } from "../../../lib/offline/outbox";
import { keptDelete, refreshAfterSetChange } from "./history-keys";

/** Deletes one logged set for good (with no signal: kept on this phone, sent when it returns). */
export async function deleteSet(id: string): Promise<void> {
  const result = await sendSave({
    method: "DELETE",
    path: apiPath(historySetPath, { id }),
    label: "Deleting a logged set",
  });
  if (result.kept) keptDelete(id);
}

export function useDeleteSet() {
  const queryClient = useQueryClient();
  return useMutation({
    // Kept on this phone with no signal, not held unseen by the query library (decision 0110).
    networkMode: OUTBOX_SENDS,
    mutationFn: (id: string) => deleteSet(id),
    // After a refusal too: a set deleted elsewhere (404) leaves the list here.
    onSettled: () => (navigator.onLine ? refreshAfterSetChange(queryClient) : undefined),
  });
}
