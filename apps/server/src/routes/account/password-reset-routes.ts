import { resetRequestPath, resetCompletePath } from "@ironpath/domain/auth/account-paths";
import { passwordResetCompleteSchema, passwordResetRequestSchema } from "@ironpath/domain/auth/account-api.schema";
import type { Providers } from "@ironpath/domain/auth/auth-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Mailer } from "../../mail/mailer.js";
import { authRateLimit, open } from "../../plugins/auth-session.js";
import { requirePasswordSignIn } from "../../services/account/password-sign-in.js";
import { completePasswordReset, requestPasswordReset } from "../../services/account/passwords.js";
import { errorSchema, okSchema } from "../schemas.js";

// A forgotten password: ask for an e-mailed link, then set a new password with its token.

export interface PasswordResetRoutesOptions {
  mailer: Mailer | undefined;
  publicOrigin: string | undefined;
  rateLimitPerMinute: number;
  /** What the server signs in with; reset is refused (403) when password sign-in is off. */
  offer: Providers;
}

const tags = ["auth"];

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (app, opts) => {
  // Per IP, like the sign-in calls: a reset hashes a password, and each request may send a mail.
  const limited = { ...open.config, rateLimit: authRateLimit(opts.rateLimitPerMinute) };
  const passwordSignIn = async () => requirePasswordSignIn(opts.offer);

  app.post(
    resetRequestPath,
    {
      config: limited,
      preValidation: passwordSignIn,
      schema: {
        tags,
        body: passwordResetRequestSchema,
        response: { 202: okSchema, 400: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      // The same answer whether or not the e-mail has an account.
      await requestPasswordReset(app.db, request.body.email.toLowerCase(), {
        mailer: opts.mailer,
        publicOrigin: opts.publicOrigin,
        log: request.log,
      });
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    resetCompletePath,
    {
      config: limited,
      preValidation: passwordSignIn,
      schema: {
        tags,
        body: passwordResetCompleteSchema,
        response: { 200: okSchema, 400: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await completePasswordReset(app.db, request.body.token, request.body.newPassword, request.log);
      return { ok: true as const };
    },
  );
};
