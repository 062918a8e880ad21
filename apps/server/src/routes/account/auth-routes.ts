import { registerPath, loginPath } from "@ironpath/domain/auth/sign-in-paths";
import { mePath, logoutPath } from "@ironpath/domain/auth/session-paths";
import { type Providers, meResponseSchema, signedInResponseSchema } from "@ironpath/domain/auth/auth-api.schema";
import { loginSchema, registrationSchema } from "@ironpath/domain/auth/credentials";
import { ForbiddenError } from "@ironpath/domain/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isForeignRequest } from "../../plugins/security.js";
import {
  SESSION_COOKIE,
  type SessionOptions,
  authRateLimit,
  clearSessionCookie,
  open,
  requireUser,
  signIn,
  signedIn,
} from "../../plugins/auth-session.js";
import { registerAccount, verifyLogin } from "../../services/account/accounts.js";
import { requirePasswordSignIn } from "../../services/account/password-sign-in.js";
import { endSession } from "../../services/account/auth-sessions.js";
import { errorSchema, okSchema } from "../schemas.js";
import { isProfileComplete } from "../../services/account/profile.js";

export interface AuthRoutesOptions {
  session: SessionOptions;
  publicOrigin: string | undefined;
  rateLimitPerMinute: number;
  /** What the server signs in with; password calls are refused (403) when it is off. */
  offer: Providers;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  // Per-IP limit on the calls that hash passwords; it runs before the body is even parsed.
  const limited = { ...open.config, rateLimit: authRateLimit(opts.rateLimitPerMinute) };
  // Before the body is read, so any password call gets the same words when sign-in by password is off.
  const passwordSignIn = async () => requirePasswordSignIn(opts.offer);

  app.post(
    registerPath,
    {
      config: limited,
      preValidation: passwordSignIn,
      schema: {
        tags: ["auth"],
        body: registrationSchema,
        response: {
          201: signedInResponseSchema,
          400: errorSchema,
          403: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const user = await registerAccount(app.db, email, request.body.password, { ip: request.ip, log: request.log });
      await signIn(app, request, reply, user.id, opts.session);
      return reply.code(201).send({ user });
    },
  );

  app.post(
    loginPath,
    {
      config: limited,
      preValidation: passwordSignIn,
      schema: {
        tags: ["auth"],
        body: loginSchema,
        response: {
          200: signedInResponseSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await verifyLogin(app.db, request.body.email.toLowerCase(), request.body.password, {
        ip: request.ip,
        log: request.log,
      });
      await signIn(app, request, reply, user.id, opts.session);
      return { user };
    },
  );

  app.get(
    mePath,
    {
      ...signedIn,
      schema: {
        tags: ["auth"],
        response: {
          200: meResponseSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { user, profileComplete: await isProfileComplete(app.db, user.id) };
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    // A link on another site must not sign our user out.
    if (isForeignRequest(request, opts.publicOrigin)) throw new ForbiddenError("Cross-site sign-out refused");
    const token = request.cookies[SESSION_COOKIE];
    if (token) await endSession(app.db, token);
    clearSessionCookie(reply, opts.session);
    return { ok: true as const };
  };
  const logoutSchema = {
    tags: ["auth"],
    response: { 200: okSchema, 403: errorSchema },
  };
  app.get(logoutPath, { ...open, schema: logoutSchema }, logout);
  // Sent without a body; one with anything in it is refused rather than ignored.
  app.post(logoutPath, { ...open, schema: { ...logoutSchema, body: z.strictObject({}).nullish() } }, logout);
};
