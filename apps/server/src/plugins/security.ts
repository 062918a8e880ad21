import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes its theme variables in a <style> element.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The headers every answer carries, including those Fastify sends before any hook runs. */
export function setSecurityHeaders(reply: FastifyReply, url: string): void {
  reply.header("content-security-policy", CSP);
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "same-origin");
  reply.header("x-frame-options", "DENY");
  reply.header("cross-origin-opener-policy", "same-origin");
  // Answers about a signed-in user must never sit in a shared or back-button cache.
  if (url.startsWith("/api/")) reply.header("cache-control", "no-store");
}

/** True when a browser says the request comes from another site (or another origin than ours). */
export function isForeignRequest(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin !== new URL(publicOrigin).origin;
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}

export function registerSecurity(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!SAFE_METHODS.has(request.method) && isForeignRequest(request, publicOrigin)) {
      return reply.code(403).send({ error: "Cross-origin request refused" });
    }
  });

  app.addHook("onSend", async (request, reply, payload) => {
    setSecurityHeaders(reply, request.url);
    return payload;
  });

  // JSON only: drop Fastify's text/plain parser, so any non-JSON body gets 415.
  app.removeContentTypeParser("text/plain");

  // PostgreSQL cannot store a NUL character in text: refuse it in any input, in words, up front.
  app.addHook("preValidation", async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return reply.code(400).send({ error: "Text must not contain NUL characters" });
    }
  });
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v));
  }
  return false;
}
