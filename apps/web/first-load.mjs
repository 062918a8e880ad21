// What a first visit to a screen downloads before it paints (decision 0012): the entry's chunks and
// the screen's, gzipped as a server sends them. Printed by compress-dist.mjs after each build, and
// held to the budget by scripts/first-load-budget.test.mjs.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** First-load JavaScript of Home, gzipped (issue 8). */
export const BUDGET_KB = 120;

export const webDist = new URL("./dist/", import.meta.url).pathname;

/** The chunks a page of `screen` loads before it renders: the entry's and the screen's. */
function chunksOf(manifest, screen) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.imports ?? []).flatMap(visit), chunk];
  };
  return [...visit("index.html"), ...visit(`src/app/routes/${screen}.tsx`)];
}

/** KB of gzipped JS and CSS a first visit to `screen` fetches, or null without a build in `dist`. */
export function firstLoad(screen, dist = webDist) {
  const manifestPath = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return null;
  const chunks = chunksOf(JSON.parse(readFileSync(manifestPath, "utf8")), screen);
  const js = [...new Set(chunks.map((chunk) => chunk.file))];
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const kb = (files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;
  return { jsKB: kb(js), jsFiles: js.length, cssKB: kb(css), cssFiles: css.length };
}
