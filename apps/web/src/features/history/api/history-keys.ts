import type { QueryClient } from "@tanstack/react-query";

// The history feature's cached answers: the sessions' pages, the lifts and each lift's 1RM points.
export const HISTORY_QUERY_KEY = ["history"] as const;
/** The workout log's cached answers (its days, suggested weights, previous weights). */
const WORKOUT_LOG_QUERY_KEY = ["workouts"] as const;

/**
 * After a set is corrected or deleted: the history, and everything the workout log read from the
 * logged sets (the next day, what a day shows as logged, suggestions, previous weights), are asked
 * again when next shown.
 */
export function refreshAfterSetChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: WORKOUT_LOG_QUERY_KEY }),
  ]);
}
