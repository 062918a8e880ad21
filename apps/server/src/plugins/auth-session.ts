import { UnauthorisedError } from "@ironpath/domain/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SessionUser } from "../db/repositories/users.js";
import { type SessionPolicy, endSession, resolveSession, startSession } from "../services/account/auth-sessions.js";

export const SESSION_COOKIE = "ironpath_session";

/** Who may call a route. Every route declares it (the route registry test checks). */
export type Access = "public" | "signed-in";

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | undefined;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface SessionOptions {
  policy: SessionPolicy;
  secure: boolean;
}

/**
 * Reads the session cookie on every request and sets `request.user` (undefined when signed out).
 * A signed-in route called without a session gets 401 before its input is even validated.
 */
export function registerSession(app: FastifyInstance, options: SessionOptions): void {
  app.decorateRequest("user", undefined);
  app.addHook("onRequest", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && request.url.startsWith("/api/")) {
      request.user = await resolveSession(app.db, token, options.policy);
    }
    if (request.routeOptions.config.access === "signed-in") requireUser(request);
  });
}

/** Route option of every call docs/product.md sends with credentials. */
export const signedIn = { config: { access: "signed-in" } } as const;
/** Route option of a call anyone may make (the answer may still differ for a signed-in user). */
export const open = { config: { access: "public" } } as const;

/**
 * The per-IP limit of every call that hashes a password or starts a sign-in (AUTH_RATE_LIMIT_PER_MINUTE
 * a minute): registration, sign-in, a password reset or change, a provider's flow.
 */
export const authRateLimit = (perMinute: number) => ({ max: perMinute, timeWindow: "1 minute" });

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorisedError("Sign in to continue");
  return request.user;
}

/** Starts a new session, ending the one this browser had (a new token at every sign-in). */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  options: SessionOptions,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await endSession(app.db, previous);
  const { token, expiresAt } = await startSession(app.db, userId, options.policy, request.headers["user-agent"]);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionOptions): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
  });
}
