import { QueryClient, type QueryKey, QueryObserver, type QueryObserverOptions } from "@tanstack/react-query";
import { ApiError } from "./api";

/** Client errors (4xx) will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
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
