// The spec's route table. The web router renders these; the server answers them with the app's
// page (history fallback). Matching ignores letter case: the spec links to /weightLoss.

export const APP_ROUTES = [
  "/",
  "/create-user",
  "/routine_Selection",
  "/exercises/:program",
  "/user-info",
  "/profile",
  "/weightloss",
  "/step-recommender",
  "/weight-gain-recommender",
  "/maintenance-phase",
  "/add-program",
  "/user-created-exercises/:program",
] as const;

const patterns = APP_ROUTES.map((route) => new RegExp(`^${route.replace(/:[a-z]+/gi, "[^/]+")}/?$`, "i"));

export function isAppRoute(path: string): boolean {
  return patterns.some((p) => p.test(path));
}
