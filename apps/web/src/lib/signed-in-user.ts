import { mePath } from "@ironpath/domain/auth/session-paths";
import type { Me } from "@ironpath/domain/auth/auth-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "./api";
import { QUERY_ROOTS } from "./query-keys";

// The signed-in user, as every part of the app reads it: the shell guards routes on it, Home greets
// them, the auth feature refreshes it at sign-in and sign-out, and a save that changes what it says
// (User Info and `profileComplete`) marks it stale.

export const ME_QUERY_KEY = [...QUERY_ROOTS.auth, "me"] as const;

/**
 * Set when the user is forgotten on purpose (Log Out, signing this device out), not found signed
 * out (a session ended elsewhere): the guard then goes to plain Home, so the next person to sign in
 * on this phone is not sent to the previous user's page. A user read again clears it.
 */
export const signedOut = { onPurpose: false };

/** The signed-in user, or null for a visitor (the server answers 401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const { data } = await apiFetch<Me>(mePath, { signal });
    if (data) signedOut.onPurpose = false;
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
