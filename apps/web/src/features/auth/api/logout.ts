import { logoutPath } from "@ironpath/domain/auth/session-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch } from "../../../lib/api";
import { ME_QUERY_KEY, signedOut } from "../../../lib/signed-in-user";
import { forgetUserData } from "../../../lib/user-data";

export function logout(): Promise<unknown> {
  return apiFetch<{ ok: true }>(logoutPath);
}

/**
 * Fires the logout call without waiting for it (as docs/product.md does) and forgets the user at once:
 * every cached answer belonged to them. When the call settles, `me` is checked again.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: logout,
    onError: (error) => console.log("Error logging out", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
  return useCallback(() => {
    mutate();
    // Keep only the account queries (me, providers); everything else was the user's data.
    forgetUserData(queryClient, ME_QUERY_KEY);
    signedOut.onPurpose = true;
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }, [mutate, queryClient]);
}
