import { useSearchParams } from "react-router";

/** The query parameter that carries a signed-out visitor's deep link through sign-in. */
export const NEXT_PARAM = "next";

/**
 * `next` when it is a same-origin relative path ("/profile?tab=1"), else null. "//host" and "/\host"
 * are refused: browsers read both as another origin.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // No control characters (a tab or newline inside "/\t/host" is dropped by URL parsing).
  for (const character of next) if (character.charCodeAt(0) < 0x20) return null;
  try {
    const base = window.location.origin;
    if (new URL(next, base).origin !== base) return null;
  } catch {
    return null;
  }
  return next;
}

/** Home with the deep link to return to after sign-in, e.g. "/?next=%2Fprofile". */
export function homeWithNext(path: string): string {
  return path === "/" ? "/" : `/?${new URLSearchParams({ [NEXT_PARAM]: path })}`;
}

/** The validated `next` of the current URL, or null. */
export function useNextPath(): string | null {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get(NEXT_PARAM));
}
