import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch } from "../../../lib/api";
import { forgetUserData } from "../../../lib/user-data";
import { ME_QUERY_KEY } from "./get-me";

export function logout(): Promise<unknown> {
  return apiFetch<{ ok: true }>("/api/auth/logout");
}

/**
 * Fires the logout call without waiting for it (as the spec does) and forgets the user at once:
 * every cached answer belonged to them. When the call settles, `me` is checked again.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const request = logout();
    // Keep only the account queries (me, providers); everything else was the user's data.
    forgetUserData(queryClient, ME_QUERY_KEY);
    queryClient.setQueryData(ME_QUERY_KEY, null);
    request
      .catch((error: unknown) => console.log("Error logging out", error))
      .finally(() => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }));
  }, [queryClient]);
}
