/**
 * The export and import calls, as the server registers them; the web fills a
 * pattern's parameters with `apiPath` (api-path.ts). One list, so the two sides cannot drift apart.
 */
export const exportEverythingPath = "/api/export/everything";
export const exportSetsPath = "/api/export/sets";
export const importWorkoutsPath = "/api/import/workouts";
export const importEverythingPath = "/api/import/everything";
