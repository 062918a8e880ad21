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
