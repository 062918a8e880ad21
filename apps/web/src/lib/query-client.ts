import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
} from "@tanstack/react-query";
import { ApiError } from "./api";
import { ME_QUERY_KEY } from "./signed-in-user";
import { forgetUserData } from "./user-data";

/** Client errors (4xx) will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * A 401 while signed in means the session ended elsewhere (signed out of other devices, a password
 * reset): the user becomes a visitor, as a reload would find, and the guard leads to sign-in with
 * the way back. A visitor's 401 (a refused sign-in) is the caller's to tell.
 */
function endSessionOn401(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && queryClient.getQueryData(ME_QUERY_KEY)) {
    forgetUserData(queryClient, ME_QUERY_KEY);
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: endSessionOn401 }),
  mutationCache: new MutationCache({ onError: endSessionOn401 }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** How long a query fetched for a first render waits for its page to show (a redirect never does). */
const FIRST_RENDER_HOLD_MS = 10_000;

/**
 * Fetches a query that a page shows on its first render (main.tsx waits for it on a page load), and
 * keeps it, whatever its gcTime, until the page's own observer takes it over: the page then renders
 * once with its data instead of rendering empty and again, all at once, when the data comes.
 */
export async function prefetchForFirstRender<TData, TKey extends QueryKey>(
  options: QueryObserverOptions<TData, Error, TData, TData, TKey>,
): Promise<void> {
  const holder = new QueryObserver(queryClient, { ...options, enabled: false });
  const stopHolding = holder.subscribe(() => undefined);
  const query = holder.getCurrentQuery();
  const release = () => {
    stopWatching();
    clearTimeout(timer);
    stopHolding();
  };
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "observerAdded" && event.query === query && event.observer !== holder) release();
  });
  const timer = setTimeout(release, FIRST_RENDER_HOLD_MS);
  await queryClient.prefetchQuery(options);
}
