// Writes .br and .gz copies of the built text assets; the server sends them to browsers that
// accept them (@fastify/static preCompressed), so nothing is compressed per request. Then prints
// what a first visit downloads before it paints (decision 0012) and warns past the budget.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
const dist = new URL("./dist/", import.meta.url).pathname;
/** First-load JavaScript of Home, gzipped (the target of issue 8). */
const BUDGET_KB = 120;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    // .vite/ holds the build manifest, read by the server, never sent.
    if (statSync(path).isDirectory()) {
      if (!name.startsWith(".")) yield* files(path);
    } else if (TEXT.test(name) && !name.endsWith(".map")) yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  const content = readFileSync(path);
  if (content.length < 1024) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${dist}`);

/** The chunks a page of `screen` loads before it renders: the entry's and the screen's. */
function firstLoad(manifest, screen) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.imports ?? []).flatMap(visit), chunk];
  };
  return [...visit("index.html"), ...visit(`src/app/routes/${screen}.tsx`)];
}

const manifestPath = join(dist, ".vite", "manifest.json");
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const gzipKB = (files) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;
  for (const [page, screen] of [
    ["Home", "home"],
    ["workout log", "exercises"],
  ]) {
    const chunks = firstLoad(manifest, screen);
    const js = [...new Set(chunks.map((chunk) => chunk.file))];
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const kb = gzipKB(js);
    console.log(
      `first load of ${page}: JS ${kb.toFixed(1)} KB gzipped in ${js.length} files, CSS ${gzipKB(css).toFixed(1)} KB in ${css.length}`,
    );
    if (screen === "home" && kb > BUDGET_KB) {
      console.warn(`WARNING: Home's first-load JS is over the ${BUDGET_KB} KB budget (docs/decisions/0012).`);
    }
  }
}
