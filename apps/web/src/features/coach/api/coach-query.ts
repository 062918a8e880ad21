import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/** Every coach answer lives under this key: a write reads them all again (docs/product.md section 4: the page "reloads"). */
export const COACH_QUERY_KEY = ["coach"] as const;

export const coachKey = (...parts: readonly unknown[]): QueryKey => [...COACH_QUERY_KEY, ...parts];

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
      const refresh = queryClient.invalidateQueries({ queryKey: COACH_QUERY_KEY });
      return phaseChange ? undefined : refresh;
    },
  });
}
