import { historySessionsPath } from "@ironpath/domain/training/history-paths";
import type { HistoryPage } from "@ironpath/domain/training/history-api.schema";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { historyKeys } from "./history-keys";

/** A page of past sessions, newest first; `before` is the previous page's `nextCursor`. */
export async function getSessions(before: string | null, signal?: AbortSignal): Promise<HistoryPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : "";
  const { data } = await apiFetch<HistoryPage>(`${historySessionsPath}${query}`, { signal });
  return data;
}

/** The sessions a page at a time: "Show older sessions" asks for the next. */
export function sessionsQuery() {
  return infiniteQueryOptions({
    queryKey: historyKeys.sessions(),
    queryFn: ({ pageParam, signal }) => getSessions(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // What was logged since the screen was last open shows at once.
    staleTime: 0,
  });
}

export function useSessions() {
  return useInfiniteQuery(sessionsQuery());
}
