import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "web", "dist");

/** Gzipped bytes of the JavaScript the first page load fetches: index.html's script and its preloads. */
export function firstLoadJsGzipBytes(): { files: string[]; bytes: number } | undefined {
  const indexPath = join(dist, "index.html");
  if (!existsSync(indexPath)) return undefined;
  const html = readFileSync(indexPath, "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
  const bytes = files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { files, bytes };
}
