import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { APP_ROUTES, isAppRoute } from "@ironpath/domain/app-routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./auth-session.js";
import { titleOf, withTitle } from "./shell-title.js";

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** index.html as sent for one screen, with its compressed copies. */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const NOT_FOUND_SCREEN = "not-found";
const routePatterns = APP_ROUTES.map(
  (route) => [new RegExp(`^${route.path.replace(/:[a-z]+/gi, "[^/]+")}/?$`, "i"), route.screen] as const,
);

/** The screen (page module under apps/web/src/app/routes) that the web app shows at `path`. */
export function screenOf(path: string): string {
  return routePatterns.find(([pattern]) => pattern.test(path))?.[1] ?? NOT_FOUND_SCREEN;
}

/** The chunk `key` and the chunks it imports statically, dependencies first (the CSS cascade order). */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((dep) => chunkClosure(manifest, dep, seen)), chunk];
}

/**
 * The <link>s that let the browser fetch a screen's chunks and stylesheets together with the entry,
 * instead of after it has run (decision 0012); what index.html already loads is left out.
 */
export function screenHints(manifest: Manifest, screen: string): string {
  const entry = new Set(chunkClosure(manifest, "index.html").flatMap((c) => [c.file, ...(c.css ?? [])]));
  const chunks = chunkClosure(manifest, `src/app/routes/${screen}.tsx`);
  const css = chunks.flatMap((c) => c.css ?? []).filter((file) => !entry.has(file));
  const js = chunks.map((c) => c.file).filter((file) => !entry.has(file));
  return [
    // Preloaded, not linked: the web app applies them before it renders, and the header it paints
    // first waits for no stylesheet (decision 0012).
    ...[...new Set(css)].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join("\n    ");
}

/** `html` with its compressed copies: the smallest once at start, a quick one for each request. */
function compressed(html: string, once = true): Page {
  const body = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: once ? 11 : 5 } }),
    gzip: gzipSync(body, { level: once ? 9 : 6 }),
  };
}

/** index.html for every screen, hints included, compressed once at start. */
async function buildPages(distDir: string, indexHtml: string): Promise<Map<string, Page>> {
  const manifestPath = join(distDir, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(await readFile(manifestPath, "utf8")) : {};
  const pages = new Map<string, Page>();
  for (const screen of [...APP_ROUTES.map((route) => route.screen), NOT_FOUND_SCREEN]) {
    const hints = screenHints(manifest, screen);
    pages.set(screen, compressed(hints ? indexHtml.replace("</head>", `  ${hints}\n  </head>`) : indexHtml));
  }
  return pages;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, vary = "accept-encoding") {
  const accepts = String(request.headers["accept-encoding"] ?? "");
  reply.header("vary", vary).type("text/html; charset=utf-8");
  if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.html);
}

/**
 * Serves the built web app. Paths of the product's route table (matched case-insensitively, so
 * /weightLoss works) get index.html; other unknown pages get it too, but with a 404 status;
 * unknown /api paths get a JSON 404. Each page's index.html names the chunks of its screen.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexPath = distDir ? join(distDir, "index.html") : undefined;
  const hasWeb = indexPath !== undefined && existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir as string,
      wildcard: false,
      index: false,
      // The web build ships .br and .gz copies of its assets (apps/web/compress-dist.mjs).
      preCompressed: true,
      // Hashed asset names never change content; index.html must always be revalidated.
      setHeaders: (reply, path) => {
        if (path.startsWith(join(distDir as string, "assets")))
          reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  const pages = hasWeb ? await buildPages(distDir as string, await readFile(indexPath as string, "utf8")) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const page = pages?.get(screenOf(path));
    const read = request.method === "GET" || request.method === "HEAD";
    if (path.startsWith("/api/") || !read || !page) {
      return reply.code(404).send({ error: `No route for ${request.method} ${path}` });
    }
    reply.code(isAppRoute(path) ? 200 : 404).header("cache-control", "no-cache");
    // A visitor is sent Home: only a browser with a session gets the log's title in its page.
    const title = request.cookies?.[SESSION_COOKIE] ? titleOf(screenOf(path), path) : undefined;
    if (!title) return sendPage(request, reply, page);
    return sendPage(request, reply, compressed(withTitle(page.html, title), false), "accept-encoding, cookie");
  });
}
