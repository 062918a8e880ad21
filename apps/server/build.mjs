// Bundles the server for `npm start` into plain JavaScript (the sources import `./x.js` for `x.ts`,
// which Node's own type stripping does not resolve). npm packages stay external; the workspace's
// own TypeScript packages (@ironpath/*) are bundled in.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@ironpath/"));

await build({
  entryPoints: [
    "src/server.ts",
    "src/cli/backup.ts",
    "src/cli/reset-password.ts",
    "src/cli/export-instance.ts",
    "src/cli/import-instance.ts",
  ],
  outdir: "dist",
  outbase: "src",
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});

// `npm start` enters through start.js, which checks the Node version before server.js (and the
// native modules it imports) loads: kept a separate file, or the imports would load first.
await build({
  entryPoints: ["src/start.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node22",
  format: "esm",
  external: ["./server.js"],
  logLevel: "warning",
});
