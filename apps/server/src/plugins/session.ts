import { UnauthorisedError } from "@ironpath/domain/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { User } from "../db/repositories/users.js";
import { type SessionPolicy, endSession, resolveSession, startSession } from "../services/sessions.js";

export const SESSION_COOKIE = "ironpath_session";

declare module "fastify" {
  interface FastifyRequest {
    user: User | undefined;
  }
}

export interface SessionOptions {
  policy: SessionPolicy;
  secure: boolean;
}

/** Reads the session cookie on every request and sets `request.user` (undefined when signed out). */
export function registerSession(app: FastifyInstance, options: SessionOptions): void {
  app.decorateRequest("user", undefined);
  app.addHook("onRequest", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && request.url.startsWith("/api/")) {
      request.user = await resolveSession(app.db, token, options.policy);
    }
  });
}

/**
 * Route option for every call the spec sends with credentials: a signed-out request gets 401
 * before its input is even validated.
 */
export const signedIn = {
  onRequest: async (request: FastifyRequest) => {
    requireUser(request);
  },
};

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): User {
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
  const { token, expiresAt } = await startSession(app.db, userId, options.policy);
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
