// The layer rules of docs/decisions/0005, checked on every import of every source file, and no
// import circle anywhere (a file that reaches itself through its imports, dynamic ones included).
// Also the server's file names of decision 0083: a route plugin's file ends in -routes.ts, and no
// two of the layers' files share a name, so a name alone says which layer a file is.
// Part of `npm run lint`: a file that crosses a boundary, closes a circle or takes another layer's
// name fails the lint.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = ["packages/domain/src", "apps/server/src", "apps/server/bench", "apps/web/src"];
const DOMAIN_LIBRARIES = new Set(["zod", "vitest", "fast-check"]);

/** Each rule: which files it applies to, and why an import target is refused (null when allowed). */
export const RULES = [
  {
    name: "the domain imports only itself and its libraries",
    applies: (file) => file.startsWith("packages/domain/"),
    refuse: (target, spec) => {
      if (target) return target.startsWith("packages/domain/") ? null : "imports outside the domain";
      return DOMAIN_LIBRARIES.has(spec.split("/")[0]) ? null : `imports the package ${spec}`;
    },
  },
  {
    name: "a repository imports no service, route or plugin",
    applies: (file) => file.startsWith("apps/server/src/db/"),
    refuse: (target) => layer(target, ["services", "routes", "plugins"], "apps/server/src/"),
  },
  {
    name: "a service imports no route or plugin",
    applies: (file) => file.startsWith("apps/server/src/services/"),
    refuse: (target) => layer(target, ["routes", "plugins"], "apps/server/src/"),
  },
  {
    name: "a route reaches the database through a service",
    applies: (file) => file.startsWith("apps/server/src/routes/") && !file.endsWith(".test.ts"),
    refuse: (target) => layer(target, ["db/repositories"], "apps/server/src/"),
  },
  {
    name: "a route of one feature imports no route of another (routes/<feature>/)",
    applies: (file) => /^apps\/server\/src\/routes\/[^/]+\//.test(file) && !file.endsWith(".test.ts"),
    refuse: (target, _spec, file) => {
      const own = file.split("/")[4];
      const other = target?.match(/^apps\/server\/src\/routes\/([^/]+)\//)?.[1];
      return other && other !== own ? `imports the routes of ${other}` : null;
    },
  },
  {
    name: "shared web pieces import no feature and no app shell",
    applies: (file) => /^apps\/web\/src\/(components|lib)\//.test(file),
    refuse: (target) => layer(target, ["features", "app"], "apps/web/src/"),
  },
  {
    name: "a feature imports no other feature and no app shell",
    applies: (file) => file.startsWith("apps/web/src/features/"),
    refuse: (target, _spec, file) => {
      const own = file.split("/")[4];
      if (target?.startsWith("apps/web/src/app/")) return "imports the app shell";
      const other = target?.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
      return other && other !== own ? `imports the feature ${other}` : null;
    },
  },
  {
    name: "the web never imports server code, the server never imports the web",
    applies: (file) => file.startsWith("apps/"),
    refuse: (target, spec, file) => {
      const side = file.startsWith("apps/web/") ? "apps/web/" : "apps/server/";
      const otherApp = target?.startsWith("apps/") && !target.startsWith(side);
      return otherApp || /^@ironpath\/(server|web)/.test(spec) ? "imports the other app" : null;
    },
  },
];

function layer(target, folders, base) {
  const hit = folders.find((f) => target?.startsWith(`${base}${f}/`));
  return hit ? `imports ${hit}/` : null;
}

/** The specifiers a file imports: static imports, re-exports and dynamic import() of a literal. */
export function importsOf(source) {
  const specs = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
  for (const match of source.matchAll(pattern)) specs.push(match[1]);
  return specs;
}

/** The repository path an import points at, or null for a package. */
export function resolveImport(file, spec) {
  if (spec.startsWith("@ironpath/domain/")) return `packages/domain/src/${spec.slice("@ironpath/domain/".length)}`;
  if (!spec.startsWith(".")) return null;
  return relative(ROOT, resolve(ROOT, dirname(file), spec)).replace(/\.js$/, "");
}

export function violations(file, source) {
  const found = [];
  for (const spec of importsOf(source)) {
    const target = resolveImport(file, spec);
    for (const rule of RULES) {
      if (!rule.applies(file)) continue;
      const why = rule.refuse(target, spec, file);
      if (why) found.push(`${file}: "${spec}" ${why} (${rule.name})`);
    }
  }
  return found;
}

const LAYERS = /^apps\/server\/src\/(routes|services|plugins|db\/repositories)\//;
const SHARED_ROUTE_FILES = new Set(["schemas.ts"]);

/** The server files of `files` whose name breaks decision 0083, each with why. */
export function nameClashes(files) {
  const found = [];
  const byName = new Map();
  for (const file of files.filter((f) => LAYERS.test(f) && !/\.test\.ts$/.test(f) && f.endsWith(".ts"))) {
    const name = file.slice(file.lastIndexOf("/") + 1);
    if (file.startsWith("apps/server/src/routes/") && !name.endsWith("-routes.ts") && !SHARED_ROUTE_FILES.has(name)) {
      found.push(`${file}: a route plugin's file ends in -routes.ts (decision 0083)`);
    }
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  for (const [name, same] of byName) {
    if (same.length > 1) found.push(`${name} names ${same.length} server files: ${same.join(", ")} (decision 0083)`);
  }
  return found;
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];

/** The source file an import lands on (its extension guessed as TypeScript does), or null. */
function sourceOf(file, spec, exists) {
  const target = resolveImport(file, spec);
  if (!target) return null;
  for (const ext of EXTENSIONS) {
    const path = `${target}${ext}`;
    if (/\.(ts|tsx|mjs)$/.test(path) && exists(path)) return path;
  }
  return null;
}

/**
 * Every import circle among `sources` (path → text), each once, as the files in order with the
 * first repeated at the end. `exists` says whether a path is one of the files.
 */
export function importCycles(sources, exists = (path) => sources.has(path)) {
  const graph = new Map();
  for (const [file, source] of sources) {
    const targets = importsOf(source).map((spec) => sourceOf(file, spec, exists));
    graph.set(file, [...new Set(targets.filter((t) => t && sources.has(t)))]);
  }
  const cycles = [];
  const state = new Map(); // file → "open" while on the path, "done" once every way from it is known
  const path = [];
  const visit = (file) => {
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

function* sourceFiles(dir) {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs)$/.test(name)) yield path;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = SOURCES.flatMap((dir) => [...sourceFiles(dir)]);
  const sources = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), "utf8")]));
  const found = files.flatMap((f) => violations(f, sources.get(f)));
  for (const line of found) console.error(line);
  const cycles = importCycles(sources);
  for (const cycle of cycles) console.error(`import circle: ${cycle.join(" -> ")}`);
  const clashes = nameClashes(files);
  for (const line of clashes) console.error(line);
  console.log(
    found.length === 0 ? "boundaries: every import keeps to its layer" : `boundaries: ${found.length} crossing(s)`,
  );
  console.log(cycles.length === 0 ? "boundaries: no import circle" : `boundaries: ${cycles.length} import circle(s)`);
  console.log(
    clashes.length === 0
      ? "boundaries: every server file's name says its layer"
      : `boundaries: ${clashes.length} name clash(es)`,
  );
  process.exit(found.length === 0 && cycles.length === 0 && clashes.length === 0 ? 0 : 1);
}
