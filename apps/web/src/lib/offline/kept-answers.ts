import type { Me } from "@ironpath/domain/auth/auth-api.schema";
import { type QueryClient, dehydrate, hydrate } from "@tanstack/react-query";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { createStore, del, get, set } from "idb-keyval";
import { QUERY_ROOTS } from "../query-keys";
import { ME_QUERY_KEY } from "../signed-in-user";
import { DAY_MS } from "@ironpath/domain/days";

// The answers the workout log needs, kept on this phone (IndexedDB) as they come, so that the log
// opens and works with no signal for the program being run (decision 0043): who is signed in, the
// programs, the log's days, next day and suggestions, previous weights, the profile and equipment,
// History's first page, the exercises a swap may pick (decision 0113) and those an empty workout
// may add (0126). Kept per lifter: signing out forgets them.

/** What the first word of a query key says the answer is; only these are kept. */
const KEPT = new Set<string>(
  [
    QUERY_ROOTS.auth,
    QUERY_ROOTS.workouts,
    QUERY_ROOTS.programs,
    QUERY_ROOTS.profile,
    QUERY_ROOTS.equipment,
    QUERY_ROOTS.history,
    QUERY_ROOTS.dayChanges,
    QUERY_ROOTS.emptyWorkout,
  ].map((root) => root[0]),
);
/** An answer older than this is not worth showing. */
const MAX_AGE_MS = 14 * DAY_MS;
const WRITE_EVERY_MS = 1000;

interface Kept {
  userId: string;
  client: PersistedClient;
}

const store = () => createStore("ironpath-kept", "answers");
const KEY = "client";

const isKept = (key: readonly unknown[]) => KEPT.has(String(key[0]));

/**
 * Every kept answer that holds data, including one whose last refresh failed: offline, every refresh
 * fails (the query's status turns to "error" with its data still there), and that data is where a
 * save made offline is written. Skipping it kept the copy from before the save, and a reload lost the
 * set. It is kept as the answer it is, without the failure.
 */
function snapshotOf(queryClient: QueryClient): PersistedClient {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.data !== undefined && isKept(query.queryKey),
    shouldDehydrateMutation: () => false,
  });
  const queries = state.queries.map((q) =>
    q.state.status === "error"
      ? {
          ...q,
          state: {
            ...q.state,
            status: "success" as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : q,
  );
  return { timestamp: Date.now(), buster: "", clientState: { ...state, queries } };
}

/**
 * Answers the log read earlier but no longer holds (the next day is dropped when the log closes)
 * are kept too, unless a newer answer took their place.
 */
function merged(next: PersistedClient, previous: PersistedClient | undefined): PersistedClient {
  if (!previous) return next;
  const fresh = new Set(next.clientState.queries.map((q) => q.queryHash));
  const old = previous.clientState.queries.filter(
    (q) => !fresh.has(q.queryHash) && Date.now() - q.state.dataUpdatedAt < MAX_AGE_MS,
  );
  return { ...next, clientState: { ...next.clientState, queries: [...next.clientState.queries, ...old] } };
}

/** Puts the kept answers of the last lifter back into the cache (where nothing newer is there). */
export async function restoreKeptAnswers(queryClient: QueryClient): Promise<void> {
  const kept = await get<Kept>(KEY, store()).catch(() => undefined);
  if (!kept) return;
  hydrate(queryClient, kept.client.clientState);
}

/** Writes the kept answers at most once a second while the cache changes; forgets them at sign-out. */
export function keepAnswers(queryClient: QueryClient): () => void {
  let scheduled = false;
  const write = async () => {
    scheduled = false;
    const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
    if (me === null) return void (await del(KEY, store()).catch(() => undefined));
    if (!me) return;
    const previous = await get<Kept>(KEY, store()).catch(() => undefined);
    const userId = me.user.id;
    const client = merged(snapshotOf(queryClient), previous?.userId === userId ? previous.client : undefined);
    await set(KEY, { userId, client } satisfies Kept, store()).catch(() => undefined);
  };
  // What the page fetched before this started is written too.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => void write(), WRITE_EVERY_MS);
  };
  schedule();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed") return;
    if (!isKept(event.query.queryKey)) return;
    schedule();
  });
}
