import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { WEB_INDEX } from "./app-server";

/**
 * The built files (as paths the browser fetches) of the chunks whose name starts with `prefix`
 * ("rest-timer", "app-menu"), read from the web build's manifest: the files are named by their
 * content alone (vite.config.ts), so a journey cannot tell them by their names.
 */
export function chunkFiles(prefix: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dirname(WEB_INDEX), ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string; name?: string }
  >;
  const files = Object.values(manifest)
    .filter((chunk) => chunk.name?.startsWith(prefix))
    .map((chunk) => `/${chunk.file}`);
  if (files.length === 0) throw new Error(`no chunk named ${prefix}… in the web build`);
  return files;
}
