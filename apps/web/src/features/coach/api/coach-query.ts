import { useMutation, useQueryClient } from "@tanstack/react-query";
import { coachKeys } from "./coach-keys";

/**
 * A coach write: after it succeeds, every coach figure is read again. A write within a phase waits
 * for the new figures (the dialog closes on them); a phase change does not wait, so the screen
 * moves to the new phase's assistant before the old one's calls answer "not in that phase".
 */
export function useCoachWrite<TBody, TResult>(
  write: (body: TBody) => Promise<TResult>,
  { phaseChange = false }: { phaseChange?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      const refresh = queryClient.invalidateQueries({ queryKey: coachKeys.all });
      return phaseChange ? undefined : refresh;
    },
  });
}
