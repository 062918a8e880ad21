import { APP_ROUTES, type AppScreen } from "@ironpath/domain/app-routes";
import { safeNextPath } from "@ironpath/domain/auth/next-path";
import { useSearchParams } from "react-router";

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

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The screen a deep link leads to, in words (e.g. "your profile"), or "the page you opened". */
export function placeOf(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "";
  for (const route of APP_ROUTES) {
    const match = pathname.match(new RegExp(`^${route.path.replace(/:[a-z]+/gi, "([^/]+)")}/?$`, "i"));
    const place = match && PLACES[route.screen as AppScreen];
    if (place) return place(decoded(match[1] ?? ""));
  }
  return "the page you opened";
}
