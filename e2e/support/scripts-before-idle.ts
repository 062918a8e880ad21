import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { WEB_INDEX } from "./app-server";

export interface ScriptsFetched {
  /** Every script the page fetched, as paths ("/assets/c….js"), in the order asked. */
  files: string[];
  /** Their JavaScript gzipped (level 9, as the build's files beside them), in KB. */
  gzipKB: number;
  /** Each of the app's scripts with its chunk's name (from the build's manifest) and its KB. */
  breakdown: string;
}

function chunkNames(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(dirname(WEB_INDEX), ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string; name?: string }
  >;
  return new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk.name ?? chunk.file]));
}

const gzipKBOf = (file: string) => gzipSync(readFileSync(join(dirname(WEB_INDEX), file)), { level: 9 }).length / 1024;

/**
 * Opens `path` and counts every script the page fetches until the network is idle (no request for
 * 500 ms after the load), not only those index.html names: lazy screens, chunks they import, and
 * what the page asks for when the browser is idle (issue 24's budget). The service worker's own
 * fetches (its precache) are the worker's, not the page's, and are not counted.
 */
export async function scriptsBeforeIdle(page: Page, path: string): Promise<ScriptsFetched> {
  const files: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() !== "script") return;
    const { pathname } = new URL(request.url());
    if (!files.includes(pathname)) files.push(pathname);
  };
  page.on("request", onRequest);
  try {
    await page.goto(path, { waitUntil: "networkidle" });
  } finally {
    page.off("request", onRequest);
  }
  const ours = files.filter((file) => file.startsWith("/assets/")).map((file) => ({ file, kb: gzipKBOf(file) }));
  const names = chunkNames();
  const breakdown = ours.map(({ file, kb }) => `${kb.toFixed(1)} ${names.get(file) ?? file}`).join(", ");
  return { files, gzipKB: ours.reduce((sum, { kb }) => sum + kb, 0), breakdown };
}
