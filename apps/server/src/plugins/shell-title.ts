// The workout log's title, written by the server into the page it sends (decision 0084): its
// largest text paints with the header index.html draws, before any script has come, not once React
// has rendered it (apps/web/src/features/workouts/components/log-title.tsx draws the same box).
import type { AppScreen } from "@ironpath/domain/app-routes";

/** Where index.html leaves room for the page's title, inside #root, under its header. */
export const TITLE_SLOT = "<!--page-title-->";

/** The screens whose title is their URL's last segment: a program's workout log. */
const TITLED_SCREENS: ReadonlySet<AppScreen> = new Set(["exercises", "user-created-exercises"]);

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);

/** The title of the page at `path` of `screen`, as React Router decodes it; undefined when it has none. */
export function titleOf(screen: string, path: string): string | undefined {
  if (!TITLED_SCREENS.has(screen as AppScreen)) return undefined;
  // Fastify has already answered a malformed escape with a 400: the segment decodes.
  return decodeURIComponent(path.replace(/\/$/, "").split("/").pop() ?? "") || undefined;
}

/** index.html with `title` in its slot, escaped, in the box the log's React title takes. */
export function withTitle(html: string, title: string): string {
  // A function, not a string: `$&` or `$'` in a program's name is text, not a replacement pattern.
  return html.replace(
    TITLE_SLOT,
    () => `<main class="shell-main"><h1 class="shell-title">${escapeHtml(title)}</h1></main>`,
  );
}
