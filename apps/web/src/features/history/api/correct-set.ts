import { apiPath } from "@ironpath/domain/api-path";
import { historySetPath } from "@ironpath/domain/training/history-paths";
import type { HistorySet, SetCorrection } from "@ironpath/domain/training/history-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { OUTBOX_SENDS, sendSave } from "../../../lib/offline/outbox";
import { keptSet, refreshAfterSetChange } from "./history-keys";

/**
 * New reps, RPE and weight for one logged set, as the domain's schema reads them. With no signal the
 * correction is kept on this phone (the outbox) and shown at once; it is sent when the signal returns.
 */
export async function correctSet(id: string, values: SetCorrection): Promise<HistorySet> {
  const result = await sendSave({
    method: "PUT",
    path: apiPath(historySetPath, { id }),
    body: values,
    label: `Correction: ${values.reps} × ${values.weight}`,
  });
  return result.kept ? keptSet(id, values) : (result.data as { set: HistorySet }).set;
}

export function useCorrectSet() {
  const queryClient = useQueryClient();
  return useMutation({
    // Kept on this phone with no signal, not held unseen by the query library (decision 0110).
    networkMode: OUTBOX_SENDS,
    mutationFn: ({ id, values }: { id: string; values: SetCorrection }) => correctSet(id, values),
    // After a refusal too: a set deleted elsewhere (404) leaves the list here. Kept on this phone,
    // the list shows the correction until the server's answer can be read again.
    onSettled: () => (navigator.onLine ? refreshAfterSetChange(queryClient) : undefined),
  });
}
