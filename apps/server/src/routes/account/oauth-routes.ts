import { providersPath } from "@ironpath/domain/auth/sign-in-paths";
import { ConflictError, NotFoundError, UnavailableError } from "@ironpath/domain/errors";
import { providersResponseSchema } from "@ironpath/domain/auth/auth-api.schema";
import type { SignInErrorCode } from "@ironpath/domain/auth/sign-in-errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.js";
import { type SessionOptions, authRateLimit, open, signIn } from "../../plugins/auth-session.js";
import { errorSchema } from "../schemas.js";
import {
  FLOW_TTL_MS,
  finishSocialSignIn,
  requireEnabled,
  startSocialSignIn,
} from "../../services/account/social-flows.js";
import { signInOffer } from "../../services/account/password-sign-in.js";
import { type Provider, SocialProvider } from "../../services/account/social-sign-in.js";

const FLOW_COOKIE = "ironpath_oauth";

export interface OauthRoutesOptions {
  config: Config;
  session: SessionOptions;
}

const providerParams = z.strictObject({
  provider: z.enum(["google", "facebook", "oidc"]),
});
const startQuery = z.object({ next: z.string().max(2000).optional() });
/** Every outcome of a browser navigation is a redirect with no body. */
const redirects = { 302: z.null().describe("Redirect (Location header)") };
const callbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(512).optional(),
});

/** Browser navigations, not API calls: every outcome is a redirect (errors to `/?error=...`). */
export const oauthRoutes: FastifyPluginAsyncZod<OauthRoutesOptions> = async (app, opts) => {
  const providers: Record<Provider, SocialProvider> = {
    google: new SocialProvider("google", opts.config),
    facebook: new SocialProvider("facebook", opts.config),
    oidc: new SocialProvider("oidc", opts.config),
  };
  const origin = (request: { protocol: string; host: string }) =>
    opts.config.PUBLIC_ORIGIN?.replace(/\/$/, "") ?? `${request.protocol}://${request.host}`;
  const failed = (code: SignInErrorCode, provider: Provider) => `/?error=${code}&provider=${provider}`;
  // Per IP, like the other auth calls: each start stores a flow row and each callback calls the
  // provider, so an unthrottled loop could fill the table or get our client throttled upstream.
  const limited = { ...open.config, rateLimit: authRateLimit(opts.config.AUTH_RATE_LIMIT_PER_MINUTE) };

  app.get(
    providersPath,
    {
      ...open,
      schema: { tags: ["auth"], response: { 200: providersResponseSchema } },
    },
    async () => signInOffer(opts.config),
  );

  app.get(
    "/api/auth/:provider",
    {
      config: limited,
      schema: {
        tags: ["auth"],
        params: providerParams,
        querystring: startQuery,
        response: { ...redirects, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const provider = requireEnabled(providers[request.params.provider]);
      const redirectUri = `${origin(request)}/api/auth/${provider.name}/callback`;
      let flow: Awaited<ReturnType<typeof startSocialSignIn>>;
      try {
        flow = await startSocialSignIn(app.db, provider, { redirectUri, next: request.query.next });
      } catch (err) {
        if (!(err instanceof UnavailableError)) throw err;
        request.log.error({ err }, "identity provider unreachable");
        return reply.redirect(failed("unavailable", provider.name));
      }
      // Binds the flow to this browser: a callback carrying someone else's state is refused.
      reply.setCookie(FLOW_COOKIE, flow.state, {
        path: "/api/auth",
        httpOnly: true,
        sameSite: "lax",
        secure: opts.session.secure,
        maxAge: FLOW_TTL_MS / 1000,
      });
      return reply.redirect(flow.url.href);
    },
  );

  app.get(
    "/api/auth/:provider/callback",
    {
      config: limited,
      schema: {
        tags: ["auth"],
        params: providerParams,
        querystring: callbackQuery,
        response: redirects,
      },
    },
    async (request, reply) => {
      const provider = providers[request.params.provider];
      const { state, error } = request.query;
      const browserState = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: "/api/auth" });
      if (error) return reply.redirect(failed("cancelled", provider.name));
      try {
        const url = new URL(`${origin(request)}${request.url}`);
        const { userId, nextPath } = await finishSocialSignIn(app.db, provider, { state, browserState, url });
        await signIn(app, request, reply, userId, opts.session);
        return reply.redirect(nextPath);
      } catch (err) {
        if (err instanceof NotFoundError) return reply.redirect(failed("expired", provider.name));
        if (err instanceof ConflictError) return reply.redirect(failed("email_taken", provider.name));
        request.log.warn({ err }, "social sign-in failed");
        return reply.redirect(failed("failed", provider.name));
      }
    },
  );
};
