import { APP_ROUTES, type AppScreen } from "@ironpath/domain/app-routes";
import { safeNextPath } from "@ironpath/domain/auth/next-path";
import { matchRoutes, useSearchParams } from "react-router";

/** The query parameter that carries a signed-out visitor's deep link through sign-in. */
export const NEXT_PARAM = "next";

/** Home with the deep link to return to after sign-in, e.g. "/?next=%2Fprofile". */
export function homeWithNext(path: string): string {
  return path === "/" ? "/" : `/?${new URLSearchParams({ [NEXT_PARAM]: path })}`;
}

/** The validated `next` of the current URL, or null. */
export function useNextPath(): string | null {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get(NEXT_PARAM));
}

/** Where a signed-in screen is, in words for "Sign in to go on to …". */
const PLACES: Partial<Record<AppScreen, (param: string) => string>> = {
  programs: () => "your programs",
  exercises: (program) => `the workout log of ${program}`,
  "user-created-exercises": (program) => `the workout log of ${program}`,
  "user-info": () => "User Info",
  profile: () => "your profile",
  "weight-goal": () => "your weight goal",
  "step-recommender": () => "the weight loss assistant",
  "weight-gain-recommender": () => "the weight gain assistant",
  "maintenance-phase": () => "the maintenance phase",
  "add-program": () => "Add program",
  account: () => "your account",
};

/** The screen a deep link leads to, in words (e.g. "your profile"), or "the page you opened". */
export function placeOf(path: string): string {
  // Matched as the router matches (case-insensitive, the program decoded; a malformed one kept as sent).
  const [match] = matchRoutes([...APP_ROUTES], path.split(/[?#]/)[0] ?? "") ?? [];
  const place = match && PLACES[match.route.screen];
  return place ? place(match.params.program ?? "") : "the page you opened";
}
