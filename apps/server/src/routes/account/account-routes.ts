import { passwordPath, sessionsPath, signOutSessionPath, signOutOthersPath } from "@ironpath/domain/auth/account-paths";
import {
  accountSessionsResponseSchema,
  changePasswordSchema,
  endedSessionsResponseSchema,
  sessionParamsSchema,
} from "@ironpath/domain/auth/account-api.schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  SESSION_COOKIE,
  type SessionOptions,
  authRateLimit,
  clearSessionCookie,
  requireUser,
  signedIn,
} from "../../plugins/auth-session.js";
import { changePassword } from "../../services/account/passwords.js";
import { endOtherSessions, endOwnSession, listSessions } from "../../services/account/auth-sessions.js";
import { errorSchema, okSchema } from "../schemas.js";

// The signed-in lifter's own account: change the password, see the signed-in devices, end them.

export interface AccountRoutesOptions {
  session: SessionOptions;
  rateLimitPerMinute: number;
}

const tags = ["account"];
/** Sent without a body; one with anything in it is refused rather than ignored. */
const noBody = z.strictObject({}).nullish();

/** The signed-in user, the cookie's token (to tell their current session) and where events go. */
function who(request: FastifyRequest) {
  return {
    userId: requireUser(request).id,
    currentToken: request.cookies[SESSION_COOKIE] ?? "",
    log: request.log,
  };
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, opts) => {
  app.post(
    passwordPath,
    {
      // It hashes passwords: the per-IP limit of the sign-in calls, as well as the per-source slowdown.
      config: { ...signedIn.config, rateLimit: authRateLimit(opts.rateLimitPerMinute) },
      schema: {
        tags,
        body: changePasswordSchema,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await changePassword(app.db, { ...who(request), ip: request.ip }, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    sessionsPath,
    { ...signedIn, schema: { tags, response: { 200: accountSessionsResponseSchema, 401: errorSchema } } },
    async (request) => {
      const { userId, currentToken } = who(request);
      return { sessions: await listSessions(app.db, userId, currentToken, opts.session.policy) };
    },
  );

  app.post(
    signOutSessionPath,
    {
      ...signedIn,
      schema: {
        tags,
        params: sessionParamsSchema,
        body: noBody,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { wasCurrent } = await endOwnSession(app.db, who(request), request.params.sessionId);
      if (wasCurrent) clearSessionCookie(reply, opts.session);
      return { ok: true as const };
    },
  );

  app.post(
    signOutOthersPath,
    {
      ...signedIn,
      schema: {
        tags,
        body: noBody,
        response: { 200: endedSessionsResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => ({ ended: await endOtherSessions(app.db, who(request)) }),
  );
};
