/**
 * History's calls (docs/product.md section 3), as the server registers them; the web fills a
 * pattern's parameters with `apiPath` (api-path.ts). One list, so the two sides cannot drift apart.
 * The workout log's own calls are in workout-log-paths.ts and program-day-paths.ts.
 */
export const historySessionsPath = "/api/history/sessions";
export const historySetPath = "/api/history/sets/:id";
export const historyLiftsPath = "/api/history/lifts";
export const liftProgressPath = "/api/history/lifts/:exerciseId/e1rm";
/** Saving a finished workout as a day of one's program, from History. */
export const workoutProgramDayPath = "/api/workouts/:id/program-day";
