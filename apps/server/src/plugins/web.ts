import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { isAppRoute } from "@ironpath/domain/app-routes";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app. Paths of the spec's route table (matched case-insensitively, so
 * /weightLoss works) get index.html; other unknown pages get it too, but with a 404 status;
 * unknown /api paths get a JSON 404.
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
  const indexHtml = hasWeb ? await readFile(indexPath as string, "utf8") : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path.startsWith("/api/") || request.method !== "GET" || !indexHtml) {
      return reply.code(404).send({ error: `No route for ${request.method} ${path}` });
    }
    return reply
      .code(isAppRoute(path) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  });
}
