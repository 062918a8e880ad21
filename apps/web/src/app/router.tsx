import { APP_ROUTES, type AppScreen } from "@ironpath/domain/app-routes";
import { type ComponentType, Suspense, lazy, useState } from "react";
import { Route, Routes, matchRoutes } from "react-router";
import { prefetchNextDay } from "../features/workouts/api/get-next-day";
import { LogOpening } from "../features/workouts/components/log-title";
import { AppLayout } from "./layout/app-layout";
import { RequireUser } from "./layout/require-user";
import { screenUnavailable } from "./layout/screen-unavailable";
import { HomeRoute } from "./routes/home";

type RouteParams = Readonly<Record<string, string | undefined>>;

/** Fetches (into the query cache) what a page shows on its first render, from the URL's params. */
type PrefetchData = (params: RouteParams) => Promise<unknown>;

interface Screen {
  /** The page's component once its chunk has come, else undefined. */
  loaded: () => ComponentType | undefined;
  /** The page, suspending until its chunk has come. */
  Lazy: ComponentType;
  /** Loads the page's chunk and, once `canSee` says the visitor may see it, its first data. */
  preload: (params?: RouteParams, canSee?: Promise<boolean>) => Promise<unknown>;
  /**
   * What the page shows while its code comes, from the app's own chunk. A page that has one is
   * first rendered as soon as the visitor may see it, not once its code and data are in.
   */
  opening?: ComponentType;
}

// Every screen is its own chunk, loaded when first visited, so the first page stays light. On a
// page load the server hints the page's chunks (apps/server/src/plugins/web.ts), main.tsx starts its
// data at once (here, in the app's own chunk, so the call does not wait for the page's code), and
// the first render waits for both: the page paints whole, in one render that React can split (a
// transition), instead of a spinner, an empty page and then a long re-render when the data comes.
function screen<M extends Record<string, unknown>>(
  importPage: () => Promise<M>,
  name: keyof M,
  prefetchData?: PrefetchData,
  opening?: ComponentType,
): Screen {
  let page: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const load = () => {
    page ??= importPage().then(
      (module) => {
        loaded = module[name] as ComponentType;
        return loaded;
      },
      // Never a white page: a chunk gone after an update, or no connection, shows in words.
      screenUnavailable,
    );
    return page;
  };
  const preloadData = async (params: RouteParams, canSee: Promise<boolean>) => {
    if (prefetchData && (await canSee)) await prefetchData(params);
  };
  return {
    loaded: () => loaded,
    Lazy: lazy(async () => ({ default: await load() })),
    preload: (params, canSee) => Promise.all([load(), params && canSee && preloadData(params, canSee)]),
    ...(opening && { opening }),
  };
}

/** A page already in the app's chunk. */
function eager(Page: ComponentType): Screen {
  return { loaded: () => Page, Lazy: Page, preload: () => Promise.resolve() };
}

/**
 * Renders a screen's page: at once when its chunk is there (always, on a first load), else through
 * Suspense. The choice is made once per page shown, so the page never remounts.
 */
function ScreenPage({ screen: { loaded, Lazy, opening: Opening } }: { screen: Screen }) {
  const [Page] = useState(() => loaded() ?? Lazy);
  if (!Opening) return <Page />;
  return (
    <Suspense fallback={<Opening />}>
      <Page />
    </Suspense>
  );
}

/** The page module of each screen of the domain's route table: a screen left out is a type error. */
const SCREENS: Record<AppScreen, Screen> = {
  // Home is where most visits start: it comes in the app's own chunk, not after it.
  home: eager(HomeRoute),
  "create-user": screen(() => import("./routes/create-user"), "CreateUserRoute"),
  programs: screen(() => import("./routes/programs"), "ProgramsRoute"),
  exercises: screen(
    () => import("./routes/exercises"),
    "ExercisesRoute",
    ({ program = "" }) => prefetchNextDay(program),
    // The log's largest text, its title, paints without waiting for the log's code (decision 0078).
    LogOpening,
  ),
  "user-info": screen(() => import("./routes/user-info"), "UserInfoRoute"),
  profile: screen(() => import("./routes/profile"), "ProfileRoute"),
  "weight-goal": screen(() => import("./routes/weight-goal"), "WeightGoalRoute"),
  "step-recommender": screen(() => import("./routes/step-recommender"), "StepRecommenderRoute"),
  "weight-gain-recommender": screen(() => import("./routes/weight-gain-recommender"), "WeightGainRecommenderRoute"),
  "maintenance-phase": screen(() => import("./routes/maintenance-phase"), "MaintenancePhaseRoute"),
  "add-program": screen(() => import("./routes/add-program"), "AddProgramRoute"),
  "user-created-exercises": screen(
    () => import("./routes/user-created-exercises"),
    "UserCreatedExercisesRoute",
    ({ program = "" }) => prefetchNextDay(program),
    LogOpening,
  ),
  account: screen(() => import("./routes/account"), "AccountRoute"),
  history: screen(() => import("./routes/history"), "HistoryRoute"),
  "empty-workout": screen(() => import("./routes/empty-workout"), "EmptyWorkoutRoute"),
  "forgot-password": screen(() => import("./routes/forgot-password"), "ForgotPasswordRoute"),
  "reset-password": screen(() => import("./routes/reset-password"), "ResetPasswordRoute"),
};
const NotFound = screen(() => import("./routes/not-found"), "NotFoundRoute");

/**
 * Loads the page of `pathname` (the not-found page for an unknown one) and the data of its first
 * render: for a signed-in page, once `signedIn` says so (a visitor is sent Home instead). Resolves
 * when the first render may start: once all that is in, or for a page with an opening, once it is
 * known whether the visitor may see it.
 */
export function preloadScreen(pathname: string, signedIn: Promise<boolean>): Promise<unknown> {
  // Matched as <Routes> matches (ranked, params decoded).
  const [match] = matchRoutes([...APP_ROUTES], pathname) ?? [];
  if (!match) return NotFound.preload();
  const canSee = match.route.access === "public" ? Promise.resolve(true) : signedIn;
  const page = SCREENS[match.route.screen];
  const loading = page.preload(match.params, canSee);
  return page.opening ? canSee : loading;
}

function routesFor(access: (typeof APP_ROUTES)[number]["access"]) {
  return APP_ROUTES.filter((route) => route.access === access).map(({ path, screen: name }) => (
    <Route key={path} path={path} element={<ScreenPage key={path} screen={SCREENS[name]} />} />
  ));
}

/**
 * The product's route table, from the domain. Matching is case-insensitive (React Router's default),
 * so the step recommender's link to /weightLoss reaches /weightloss.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routesFor("public")}
        <Route element={<RequireUser />}>{routesFor("signed-in")}</Route>
        <Route path="*" element={<ScreenPage key="*" screen={NotFound} />} />
      </Route>
    </Routes>
  );
}
