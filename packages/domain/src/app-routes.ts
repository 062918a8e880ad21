// The product's route table (docs/product.md section 2), once. The web router is built from it; the server answers
// these paths with the app's page (history fallback). Matching ignores letter case: docs/product.md
// links to /weightLoss. `screen` names the page module under apps/web/src/app/routes.

export type RouteAccess = "public" | "signed-in";

export interface AppRoute {
  path: string;
  screen: string;
  access: RouteAccess;
}

export const APP_ROUTES = [
  { path: "/", screen: "home", access: "public" },
  { path: "/create-user", screen: "create-user", access: "public" },
  { path: "/routine_Selection", screen: "programs", access: "signed-in" },
  { path: "/exercises/:program", screen: "exercises", access: "signed-in" },
  { path: "/user-info", screen: "user-info", access: "signed-in" },
  { path: "/profile", screen: "profile", access: "signed-in" },
  { path: "/weightloss", screen: "weight-goal", access: "signed-in" },
  { path: "/step-recommender", screen: "step-recommender", access: "signed-in" },
  { path: "/weight-gain-recommender", screen: "weight-gain-recommender", access: "signed-in" },
  { path: "/maintenance-phase", screen: "maintenance-phase", access: "signed-in" },
  { path: "/add-program", screen: "add-program", access: "signed-in" },
  { path: "/user-created-exercises/:program", screen: "user-created-exercises", access: "signed-in" },
  { path: "/account", screen: "account", access: "signed-in" },
  { path: "/history", screen: "history", access: "signed-in" },
  { path: "/empty-workout", screen: "empty-workout", access: "signed-in" },
  { path: "/forgot-password", screen: "forgot-password", access: "public" },
  // RESET_PAGE_PATH (auth/account-api.schema.ts): the page the reset e-mail links to.
  { path: "/reset-password", screen: "reset-password", access: "public" },
] as const satisfies readonly AppRoute[];

export type AppScreen = (typeof APP_ROUTES)[number]["screen"];

// Pure: the web, which never calls isAppRoute, leaves the patterns out of its first load.
const patterns = /* @__PURE__ */ APP_ROUTES.map(
  (route) => new RegExp(`^${route.path.replace(/:[a-z]+/gi, "[^/]+")}/?$`, "i"),
);

export function isAppRoute(path: string): boolean {
  return patterns.some((p) => p.test(path));
}
