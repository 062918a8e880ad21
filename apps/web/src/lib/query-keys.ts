// Query-key prefixes another screen's change must reach without importing that feature.

/**
 * Every answer the workout log caches starts with this (its days and next day, suggested loads,
 * plates, previous weights): a change made elsewhere that moves what the log shows, a corrected
 * set or a new bar, invalidates them all by this prefix.
 */
export const WORKOUT_LOG_QUERY_KEY = ["workouts"] as const;
