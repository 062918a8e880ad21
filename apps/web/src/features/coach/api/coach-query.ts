import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/** Every coach answer lives under this key: a write reads them all again (the spec "reloads"). */
export const COACH_QUERY_KEY = ["coach"] as const;

export const coachKey = (...parts: readonly unknown[]): QueryKey => [...COACH_QUERY_KEY, ...parts];

/** A coach write: after it succeeds, every coach figure on screen is read again. */
export function useCoachWrite<TBody, TResult>(write: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COACH_QUERY_KEY }),
  });
}
