import { APP_ROUTES, type AppScreen } from "@ironpath/domain/app-routes";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Routes } from "react-router";
import { AppLayout } from "./layout/app-layout";
import { RequireUser } from "./layout/require-user";

type Screen = LazyExoticComponent<ComponentType>;

// Every screen is its own chunk, loaded when first visited, so the first page stays light.
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): Screen {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** The page module of each screen of the domain's route table: a screen left out is a type error. */
const SCREENS: Record<AppScreen, Screen> = {
  home: screen(() => import("./routes/home"), "HomeRoute"),
  "create-user": screen(() => import("./routes/create-user"), "CreateUserRoute"),
  programs: screen(() => import("./routes/programs"), "ProgramsRoute"),
  exercises: screen(() => import("./routes/exercises"), "ExercisesRoute"),
  "user-info": screen(() => import("./routes/user-info"), "UserInfoRoute"),
  profile: screen(() => import("./routes/profile"), "ProfileRoute"),
  "weight-goal": screen(() => import("./routes/weight-goal"), "WeightGoalRoute"),
  "step-recommender": screen(() => import("./routes/step-recommender"), "StepRecommenderRoute"),
  "weight-gain-recommender": screen(() => import("./routes/weight-gain-recommender"), "WeightGainRecommenderRoute"),
  "maintenance-phase": screen(() => import("./routes/maintenance-phase"), "MaintenancePhaseRoute"),
  "add-program": screen(() => import("./routes/add-program"), "AddProgramRoute"),
  "user-created-exercises": screen(() => import("./routes/user-created-exercises"), "UserCreatedExercisesRoute"),
  account: screen(() => import("./routes/account"), "AccountRoute"),
  "forgot-password": screen(() => import("./routes/forgot-password"), "ForgotPasswordRoute"),
  "reset-password": screen(() => import("./routes/reset-password"), "ResetPasswordRoute"),
};
const NotFound = screen(() => import("./routes/not-found"), "NotFoundRoute");

function routesFor(access: (typeof APP_ROUTES)[number]["access"]) {
  return APP_ROUTES.filter((route) => route.access === access).map(({ path, screen: name }) => {
    const Page = SCREENS[name];
    return <Route key={path} path={path} element={<Page />} />;
  });
}

/**
 * The spec's route table, from the domain. Matching is case-insensitive (React Router's default),
 * so the step recommender's link to /weightLoss reaches /weightloss.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routesFor("public")}
        <Route element={<RequireUser />}>{routesFor("signed-in")}</Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
