// Where to go after signing in: a deep link kept through the sign-in (`/?next=/profile`). Only a
// path on this same site is followed, so a crafted link cannot send a user elsewhere.

const BASE = "https://ironpath.invalid";

/**
 * `next` when it is a same-origin relative path ("/profile?tab=1"), else null. "//host" and
 * "/\host" are refused (browsers read both as another origin), and so are control characters
 * (URL parsing drops a tab or newline inside "/\t/host").
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\") || next.length > 2000) return null;
  for (const character of next) if (character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f) return null;
  try {
    if (new URL(next, BASE).origin !== BASE) return null;
  } catch {
    return null;
  }
  return next;
}
