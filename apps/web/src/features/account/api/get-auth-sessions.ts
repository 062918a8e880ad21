import { sessionsPath } from "@ironpath/domain/auth/account-paths";
import type { AccountSession } from "@ironpath/domain/auth/account-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { accountKeys } from "./account-keys";

/** The signed-in user's sessions, newest activity first; `current` marks this browser's. */
export async function getAuthSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const { data } = await apiFetch<{ sessions: AccountSession[] }>(sessionsPath, { signal });
  return data.sessions;
}

export function authSessionsQuery() {
  return queryOptions({
    queryKey: accountKeys.authSessions(),
    queryFn: ({ signal }) => getAuthSessions(signal),
    staleTime: 0,
  });
}

export function useAuthSessions() {
  return useQuery(authSessionsQuery());
}
