// Writes .br and .gz copies of the built text assets; the server sends them to browsers that
// accept them (@fastify/static preCompressed), so nothing is compressed per request. Then prints
// what a first visit downloads before it paints (decision 0012) and warns past the budget.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { BUDGET_KB, firstLoad } from "./first-load.mjs";

const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
const dist = new URL("./dist/", import.meta.url).pathname;

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

for (const [page, screen] of [
  ["Home", "home"],
  ["workout log", "exercises"],
]) {
  const load = firstLoad(screen, dist);
  if (!load) break;
  console.log(
    `first load of ${page}: JS ${load.jsKB.toFixed(1)} KB gzipped in ${load.jsFiles} files, CSS ${load.cssKB.toFixed(1)} KB in ${load.cssFiles}`,
  );
  if (screen === "home" && load.jsKB > BUDGET_KB) {
    console.warn(`WARNING: Home's first-load JS is over the ${BUDGET_KB} KB budget (docs/decisions/0012).`);
  }
}
