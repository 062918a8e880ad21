import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api";

export interface User {
  id: string;
  /** null for an account that only signs in with Google or Facebook. */
  email: string | null;
}

export interface Me {
  user: User;
  profileComplete: boolean;
}

export const ME_QUERY_KEY = ["auth", "me"] as const;

/** The signed-in user, or null for a visitor (the server answers 401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const { data } = await apiFetch<Me>("/api/auth/me", { signal });
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
