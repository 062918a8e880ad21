import type { AccountSession } from "@ironpath/domain/auth/account-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { SESSIONS_QUERY_KEY } from "./account-keys";

/** The signed-in user's sessions, newest activity first; `current` marks this browser's. */
export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const { data } = await apiFetch<{ sessions: AccountSession[] }>("/api/account/sessions", { signal });
  return data.sessions;
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 0,
  });
}
