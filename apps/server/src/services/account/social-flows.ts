import { safeNextPath } from "@ironpath/domain/auth/next-path";
import { NotFoundError, UnavailableError } from "@ironpath/domain/errors";
import type { Kysely } from "kysely";
import { insertOauthFlow, takeOauthFlow } from "../../db/repositories/oauth-flows.js";
import type { Database } from "../../db/schema.js";
import { signInWithIdentity } from "./accounts.js";
import type { SocialProvider } from "./social-sign-in.js";

// A social sign-in from its start to its callback: the flow (state, PKCE verifier, nonce, where
// to return) is stored at the start and taken once at the callback.

export const FLOW_TTL_MS = 10 * 60_000;

/** The provider, when this server is configured for it: an optional feature, not a fault (404). */
export function requireEnabled(provider: SocialProvider): SocialProvider {
  if (!provider.enabled) throw new NotFoundError(`Sign-in with ${provider.name} is not configured on this server`);
  return provider;
}

/** Stores a new flow and gives the provider's address to send the browser to. */
export async function startSocialSignIn(
  db: Kysely<Database>,
  provider: SocialProvider,
  request: { redirectUri: string; next: string | undefined },
): Promise<{ url: URL; state: string }> {
  let auth: Awaited<ReturnType<SocialProvider["authorizationRequest"]>>;
  try {
    auth = await provider.authorizationRequest(request.redirectUri);
  } catch (cause) {
    throw new UnavailableError(`${provider.name} could not be reached`, { cause });
  }
  await insertOauthFlow(db, {
    state: auth.state,
    provider: provider.name,
    codeVerifier: auth.codeVerifier,
    nonce: auth.nonce,
    // A deep link to return to; anything but a path on this site is dropped, not followed.
    nextPath: safeNextPath(request.next),
    expiresAt: new Date(Date.now() + FLOW_TTL_MS).toISOString(),
  });
  return { url: auth.url, state: auth.state };
}

/**
 * The account behind a callback and the path to return to. A state this browser did not start,
 * one used before or one too old is a NotFoundError; an e-mail that has an account of its own is
 * a ConflictError (never linked by e-mail).
 */
export async function finishSocialSignIn(
  db: Kysely<Database>,
  provider: SocialProvider,
  callback: { state: string | undefined; browserState: string | undefined; url: URL },
): Promise<{ userId: string; nextPath: string }> {
  const { state, browserState } = callback;
  const flow = state && state === browserState ? await takeOauthFlow(db, state) : undefined;
  if (!flow || flow.provider !== provider.name || Date.parse(flow.expiresAt) < Date.now()) {
    throw new NotFoundError("This sign-in has expired");
  }
  const identity = await provider.identity(callback.url, flow);
  const userId = await signInWithIdentity(db, identity);
  return { userId, nextPath: flow.nextPath ?? "/" };
}
