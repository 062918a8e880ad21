import type { HistoryPage, HistorySet, SetCorrection } from "@ironpath/domain/training/history-api.schema";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { queryClient as client } from "../../../lib/query-client";
import { QUERY_ROOTS } from "../../../lib/query-keys";

// The history feature's cached answers (decision 0075): the sessions' pages, the lifts and each
// lift's 1RM points.
const all = QUERY_ROOTS.history;

export const historyKeys = {
  all,
  sessions: () => [...all, "sessions"] as const,
  lifts: () => [...all, "lifts"] as const,
  liftProgress: (exerciseId: string | null) => [...all, "e1rm", exerciseId] as const,
  ownProgramNames: () => [...all, "own-program-names"] as const,
};

/**
 * After a set is corrected or deleted: the history, and everything the workout log read from the
 * logged sets (the next day, what a day shows as logged, suggestions, previous weights), are asked
 * again when next shown.
 */
export function refreshAfterSetChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.workouts }),
  ]);
}

type Pages = InfiniteData<HistoryPage> | HistoryPage;

/** Every set of the cached pages, changed by `change` (null drops it). */
function changeSets(change: (set: HistorySet) => HistorySet | null): void {
  const page = (p: HistoryPage): HistoryPage => ({
    ...p,
    sessions: p.sessions
      .map((s) => ({ ...s, sets: s.sets.flatMap((set) => change(set) ?? []) }))
      .filter((s) => s.sets.length > 0),
  });
  client.setQueriesData<Pages>({ queryKey: historyKeys.sessions() }, (data) => {
    if (!data) return data;
    return "pages" in data ? { ...data, pages: data.pages.map(page) } : page(data);
  });
}

/** A correction kept on this phone: the cached list shows it; the set as it now reads. */
export function keptSet(id: string, values: SetCorrection): HistorySet {
  let corrected: HistorySet | undefined;
  changeSets((set) => {
    if (set.id !== id) return set;
    corrected = { ...set, ...values };
    return corrected;
  });
  return corrected ?? { id, exercise: "", set: null, countsAs: 1, ...values };
}

/** A delete kept on this phone: the cached list leaves the set out. */
export function keptDelete(id: string): void {
  changeSets((set) => (set.id === id ? null : set));
}
