import type { AccountSession } from "@ironpath/domain/auth/account-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { accountKeys } from "./account-keys";

/** The signed-in user's sessions, newest activity first; `current` marks this browser's. */
export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const { data } = await apiFetch<{ sessions: AccountSession[] }>("/api/account/sessions", { signal });
  return data.sessions;
}

export function sessionsQuery() {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 0,
  });
}

export function useSessions() {
  return useQuery(sessionsQuery());
}
