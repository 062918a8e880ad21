import { onlineManager, useMutation, useQueryClient } from "@tanstack/react-query";
import { OUTBOX_SENDS } from "../../../lib/offline/outbox";
import { coachKeys } from "./coach-keys";

/**
 * A coach write: after it succeeds, every coach figure is read again. A write within a phase waits
 * for the new figures (the dialog closes on them); a phase change does not wait, so the screen
 * moves to the new phase's assistant before the old one's calls answer "not in that phase".
 * A write through the outbox (`outbox`, the day's entries) runs whatever the network and, kept on
 * the phone with no signal, waits for no figures: they are read when the signal returns (decision 0110).
 */
export function useCoachWrite<TBody, TResult>(
  write: (body: TBody) => Promise<TResult>,
  { phaseChange = false, outbox = false }: { phaseChange?: boolean; outbox?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(outbox && { networkMode: OUTBOX_SENDS }),
    mutationFn: write,
    onSuccess: () => {
      const refresh = queryClient.invalidateQueries({ queryKey: coachKeys.all });
      return phaseChange || (outbox && !onlineManager.isOnline()) ? undefined : refresh;
    },
  });
}
