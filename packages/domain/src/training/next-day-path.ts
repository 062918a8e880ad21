/**
 * The workout log's next day (docs/product.md section 7), as the server registers it. Apart from the
 * log's other calls (workout-log-paths.ts): the app's first file prefetches it on a page load.
 */
export const nextDayPath = "/api/query/nextExerciseDay/:date/:program";
