import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";

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

/** One year, subdomains too: sent only when the app's public origin is https (decision 0006). */
export const HSTS = "max-age=31536000; includeSubDomains";

/** No form of ours nests deeper than a few levels; 32 leaves room and stops a deep-nesting attack. */
export const MAX_JSON_DEPTH = 32;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyInstance {
    /** Whether every answer carries Strict-Transport-Security (the public origin is https). */
    hsts: boolean;
  }
}

/** The headers every answer carries, HSTS aside. */
const SECURITY_HEADERS: readonly [string, string][] = [
  ["content-security-policy", CSP],
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "same-origin"],
  ["x-frame-options", "DENY"],
  ["cross-origin-opener-policy", "same-origin"],
];

/** The headers every answer carries, including those Fastify sends before any hook runs. */
export function setSecurityHeaders(reply: FastifyReply, url: string): void {
  for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
  if (reply.server.hsts) reply.header("strict-transport-security", HSTS);
  // Answers about a signed-in user must never sit in a shared or back-button cache.
  if (url.startsWith("/api/")) reply.header("cache-control", "no-store");
}

/** What Node's parser refuses before Fastify sees a request, in words. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive"],
  HPE_HEADER_OVERFLOW: [431, "The request's address or headers are too long"],
};

/**
 * Answers a request Node refused before Fastify saw it (a 16 KB address, a body that stopped
 * coming) as every other answer: the security headers and `{error}` in words. Given to Fastify as
 * its clientErrorHandler; a connection already reset is left alone.
 */
export function answerClientError(hsts: boolean) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    const [status, error] = CLIENT_ERRORS[err.code ?? ""] ?? [400, "The request could not be read"];
    const body = JSON.stringify({ error });
    const headers = [...SECURITY_HEADERS, ...(hsts ? [["strict-transport-security", HSTS]] : [])]
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

/**
 * True when a browser says the request comes from another site, or from another origin than ours
 * (decision 0006). With PUBLIC_ORIGIN, the Origin must be it and the Host is never read. Without
 * it, Sec-Fetch-Site (set by the browser, not the page) decides when present; an older browser's
 * Origin is compared with the Host header it sent, never with X-Forwarded-Host.
 */
export function isForeignRequest(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin !== new URL(publicOrigin).origin;
  if (site === "same-origin" || site === "none") return false;
  try {
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.headers.host}`).origin;
  } catch {
    return true;
  }
}

type SecurityConfig = Pick<Config, "PUBLIC_ORIGIN" | "TRUST_PROXY" | "NODE_ENV" | "hsts">;

export function registerSecurity(app: FastifyInstance, config: SecurityConfig): void {
  const publicOrigin = config.PUBLIC_ORIGIN;
  if (!publicOrigin) {
    // Said at every start without it: a browser cannot forge the Host it sends, but a proxy that
    // rewrites it, or a second name for the server, is trusted as our own origin.
    const level = config.TRUST_PROXY || config.NODE_ENV === "production" ? "warn" : "info";
    app.log[level](
      "PUBLIC_ORIGIN is not set: a state-changing request from a browser without Sec-Fetch-Site is " +
        "checked against the Host header it sent, and no Strict-Transport-Security is sent. Fine on " +
        "this machine; set PUBLIC_ORIGIN to the address users open (e.g. https://ironpath.example) " +
        "before others reach it.",
    );
  }
  app.decorate("hsts", config.hsts);

  // These hooks wait for nothing, so they take Fastify's callback, not a promise: every request
  // runs them, and an async hook costs a promise and a turn of the microtask queue (decision 0096).
  // A hook that answers does not call done.
  app.addHook("onRequest", (request, reply, done) => {
    if (!SAFE_METHODS.has(request.method) && isForeignRequest(request, publicOrigin)) {
      reply.code(403).send({ error: "Cross-origin request refused" });
      return;
    }
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    setSecurityHeaders(reply, request.url);
    done(null, payload);
  });

  registerJsonParser(app);

  // PostgreSQL cannot store a NUL character in text: refuse it in any input, in words, up front.
  app.addHook("preValidation", (request, reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      reply.code(400).send({ error: "Text must not contain NUL characters" });
      return;
    }
    done();
  });
}

/** A client's mistake in the body, answered by the error handler as `{error}` with this status. */
class BodyRefusedError extends Error {
  readonly statusCode = 400;
  readonly code = "IRONPATH_BODY_REFUSED";
}

/**
 * JSON only (any other content type gets 415), within the body limit (413), nested at most
 * MAX_JSON_DEPTH deep, checked by a linear scan before anything parses or walks it, and parsed by
 * Fastify's own secure-json-parse, which refuses `__proto__` and `constructor.prototype` keys.
 */
function registerJsonParser(app: FastifyInstance): void {
  const parseSecurely = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new BodyRefusedError(`The body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseSecurely(request, text, (err, parsed) => {
      if (err && isPlainJson(text)) {
        done(new BodyRefusedError("The body must not contain __proto__ or constructor.prototype keys"), undefined);
      } else {
        done(err, parsed);
      }
    });
  });
}

/** Only reached when the secure parse failed: valid JSON then means a poisoning key was found. */
function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Counts brackets outside strings in one pass, without recursion, stopping past `limit`. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, a quote among them.
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Walks keys and values with a stack of its own, so no input can exhaust the call stack. */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000")) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes("\u0000")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
