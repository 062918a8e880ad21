import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOauthFlow } from "../../db/repositories/oauth-flows.js";
import { type LoopbackProvider, type Person, startLoopbackProvider } from "../../testing/loopback-provider.js";
import {
  DIALECTS,
  STRONG_PASSWORD,
  type TestApp,
  createTestApp,
  registerUser,
  uniqueEmail,
} from "../../testing/test-app.js";

// The app is driven with inject, so this origin is never listened on; it only has to match the
// redirect URIs registered at the provider.
const APP_ORIGIN = "http://ironpath.test";
type Social = "google" | "facebook";
type Injected = Awaited<ReturnType<TestApp["app"]["inject"]>>;

const cookieOf = (res: Injected, name: string) => res.cookies.find((c) => c.name === name);
const sessionOf = (res: Injected) => cookieOf(res, "ironpath_session")?.value || undefined;
/** The code of a `/?error=...` redirect; undefined for any other answer. */
const errorOf = (res: Injected) =>
  new URL(String(res.headers.location), APP_ORIGIN).searchParams.get("error") ?? undefined;
const person = (): Person => ({
  sub: `sub-${randomBytes(6).toString("hex")}`,
  email: uniqueEmail(),
  name: "Lifter",
});
const NOT_STARTED_HERE = "expired";

/** The loopback provider and an app pointed at it, for one describe block. */
function setUp(dialect: "sqlite" | "postgres", env: Record<string, string> = {}) {
  const ctx = {} as { idp: LoopbackProvider; t: TestApp };
  beforeAll(async () => {
    ctx.idp = await startLoopbackProvider(APP_ORIGIN);
    ctx.t = await createTestApp(dialect, { ...ctx.idp.appEnv, ...env });
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.idp?.close();
  });
  return ctx;
}

describe.each(DIALECTS)("social sign-in on %s", (dialect) => {
  const ctx = setUp(dialect);

  /** `GET /api/auth/:provider`, then the provider: the authorization URL, callback URL and flow cookie. */
  async function startFlow(provider: Social, who: Person, next?: string) {
    const query = next === undefined ? "" : `?next=${encodeURIComponent(next)}`;
    const start = await ctx.t.app.inject({ url: `/api/auth/${provider}${query}` });
    expect(start.statusCode).toBe(302);
    const flowCookie = cookieOf(start, "ironpath_oauth");
    expect(flowCookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/api/auth",
    });
    const authorizationUrl = new URL(String(start.headers.location));
    const callback = await ctx.idp.authorize(authorizationUrl.href, who);
    expect(callback.origin + callback.pathname).toBe(`${APP_ORIGIN}/api/auth/${provider}/callback`);
    return {
      authorizationUrl,
      callback,
      flow: `ironpath_oauth=${flowCookie?.value}`,
    };
  }

  const callback = (url: URL, cookie?: string) =>
    ctx.t.app.inject({
      url: url.pathname + url.search,
      headers: cookie ? { cookie } : {},
    });

  /** A whole sign-in that must succeed: the session token and `/api/auth/me`'s answer. */
  async function signIn(provider: Social, who: Person) {
    const { callback: url, flow } = await startFlow(provider, who);
    const res = await callback(url, flow);
    expect(errorOf(res)).toBeUndefined();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const token = sessionOf(res);
    expect(token).toBeDefined();
    expect(cookieOf(res, "ironpath_oauth")?.value).toBe(""); // the flow cookie is spent
    const me = await ctx.t.app.inject({
      url: "/api/auth/me",
      headers: { cookie: `ironpath_session=${token}` },
    });
    expect(me.statusCode).toBe(200);
    return {
      token,
      me: me.json() as { user: { id: string; email: string | null } },
    };
  }

  it("returns to the deep link the sign-in started from, and only to a path on this site", async () => {
    for (const [next, landing] of [
      ["/exercises/Powerlifting%20Peaking%20Block", "/exercises/Powerlifting%20Peaking%20Block"],
      ["//evil.example/x", "/"],
      ["https://evil.example/", "/"],
    ]) {
      const { callback: url, flow } = await startFlow("google", person(), next);
      const res = await callback(url, flow);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location, next).toBe(landing);
      expect(sessionOf(res)).toBeDefined();
    }
  });

  it("says both providers are configured, no own OpenID provider, and password sign-in on", async () => {
    const res = await ctx.t.app.inject({ url: "/api/auth/providers" });
    expect(res.json()).toEqual({ google: true, facebook: true, oidc: null, passwordSignIn: true });
  });

  it("signs in with Google: OpenID Connect with state, nonce and PKCE S256", async () => {
    const who = person();
    const { authorizationUrl: url } = await startFlow("google", who);
    expect(url.origin + url.pathname).toBe(`${ctx.idp.issuer}/auth`);
    const q = url.searchParams;
    expect(q.get("redirect_uri")).toBe(`${APP_ORIGIN}/api/auth/google/callback`);
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("state")).toMatch(/^[\w-]{32,}$/);
    expect(q.get("nonce")).toMatch(/^[\w-]{32,}$/);
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("code_challenge_method")).toBe("S256");

    const { me } = await signIn("google", who);
    expect(me.user).toEqual({ id: expect.any(String), email: who.email, weightUnit: "lb" });
  });

  it("signs in with Facebook: OAuth 2 code flow with PKCE, then Graph /me", async () => {
    const who = person();
    const { authorizationUrl: url } = await startFlow("facebook", who);
    expect(url.origin + url.pathname).toBe(`${ctx.idp.issuer}/auth`);
    const q = url.searchParams;
    expect(q.get("redirect_uri")).toBe(`${APP_ORIGIN}/api/auth/facebook/callback`);
    expect(q.get("scope")).toBe("email public_profile");
    expect(q.get("state")).toMatch(/^[\w-]{32,}$/);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.has("nonce")).toBe(false); // OpenID only

    const { me } = await signIn("facebook", who);
    expect(me.user).toEqual({ id: expect.any(String), email: who.email, weightUnit: "lb" });
    expect(ctx.idp.lastTokenAuth()).toBe("post"); // Facebook takes the secret as a parameter
  });

  it("refuses a forged state and another browser's state, keeping the real flow", async () => {
    const { callback: url, flow } = await startFlow("google", person());
    const forged = new URL(url);
    forged.searchParams.set("state", randomBytes(32).toString("base64url"));
    for (const res of [
      await callback(forged, flow),
      await callback(url), // the right state, but no flow cookie: another browser
    ]) {
      expect(errorOf(res)).toBe(NOT_STARTED_HERE);
      expect(sessionOf(res)).toBeUndefined();
    }
    // The browser that started the flow can still finish it.
    const own = await callback(url, flow);
    expect(own.headers.location).toBe("/");
    expect(sessionOf(own)).toBeDefined();
  });

  it("refuses a Google flow brought to the Facebook callback", async () => {
    const { callback: url, flow } = await startFlow("google", person());
    const res = await callback(new URL(url.pathname.replace("google", "facebook") + url.search, APP_ORIGIN), flow);
    expect(errorOf(res)).toBe(NOT_STARTED_HERE);
    expect(sessionOf(res)).toBeUndefined();
  });

  it("refuses a flow past its time", async () => {
    const state = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() - 1000).toISOString();
    await insertOauthFlow(ctx.t.db.db, {
      state,
      nextPath: null,
      provider: "google",
      codeVerifier: "v",
      nonce: "n",
      expiresAt,
    });
    const url = new URL(`/api/auth/google/callback?code=c&state=${state}`, APP_ORIGIN);
    const res = await callback(url, `ironpath_oauth=${state}`);
    expect(errorOf(res)).toBe(NOT_STARTED_HERE);
    expect(sessionOf(res)).toBeUndefined();
  });

  it.each(["google", "facebook"] as const)("refuses a replayed %s callback", async (provider) => {
    const { callback: url, flow } = await startFlow(provider, person());
    expect((await callback(url, flow)).headers.location).toBe("/");

    const replay = await callback(url, flow);
    expect(errorOf(replay)).toBe(NOT_STARTED_HERE);
    expect(sessionOf(replay)).toBeUndefined();

    // Even were the flow still stored, the provider would not take the used code a second time.
    const state = url.searchParams.get("state") as string;
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    await insertOauthFlow(ctx.t.db.db, {
      state,
      nextPath: null,
      provider,
      codeVerifier: "v".repeat(43),
      nonce: "n",
      expiresAt,
    });
    const again = await callback(url, `ironpath_oauth=${state}`);
    expect(errorOf(again)).toBe("failed");
    expect(sessionOf(again)).toBeUndefined();
  });

  it("lets only one of simultaneous callbacks with the same state through", async () => {
    const { callback: url, flow } = await startFlow("google", person());
    const results = await Promise.all([1, 2, 3].map(() => callback(url, flow)));
    expect(results.filter((r) => sessionOf(r)).length).toBe(1);
    expect(results.filter((r) => errorOf(r)).length).toBe(2);
  });

  it("keeps one account per person and gives a new session token at every sign-in", async () => {
    const who = person();
    const first = await signIn("google", who);
    const second = await signIn("google", who);
    expect(second.me.user.id).toBe(first.me.user.id);
    expect(second.token).not.toBe(first.token);
  });

  it("keeps Google and Facebook accounts apart even when their subjects are equal", async () => {
    const google = person();
    const a = await signIn("google", google);
    const b = await signIn("facebook", { ...person(), sub: google.sub });
    expect(b.me.user.id).not.toBe(a.me.user.id);
  });

  it("keeps no Google e-mail the provider has not verified, so it claims no address", async () => {
    const { email } = await registerUser(ctx.t.app);
    const { me } = await signIn("google", {
      ...person(),
      email,
      emailVerified: false,
    });
    expect(me.user.email).toBeNull();
  });

  it.each(["google", "facebook"] as const)(
    "refuses a %s e-mail that a password account has, saying to sign in the original way",
    async (provider) => {
      const { email, id } = await registerUser(ctx.t.app);
      const who = { ...person(), email: email.toUpperCase() }; // letter case must not matter
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { callback: url, flow } = await startFlow(provider, who);
        const res = await callback(url, flow);
        expect(errorOf(res)).toBe("email_taken");
        expect(sessionOf(res)).toBeUndefined();
      }
      // Nothing was linked or changed: the password account still signs in as before.
      const payload = { email, password: STRONG_PASSWORD };
      const login = await ctx.t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload,
      });
      expect(login.json().user).toEqual({ id, email });
    },
  );

  it("reports a sign-in the person cancelled at the provider, and refuses unknown providers", async () => {
    const cancelled = await ctx.t.app.inject({
      url: "/api/auth/google/callback?error=access_denied&state=x",
    });
    expect(errorOf(cancelled)).toBe("cancelled");
    expect(sessionOf(cancelled)).toBeUndefined();
    expect((await ctx.t.app.inject({ url: "/api/auth/twitter" })).statusCode).toBe(400);
  });
});

describe("social sign-in rate limit", () => {
  const ctx = setUp("sqlite", { AUTH_RATE_LIMIT_PER_MINUTE: "3" });

  it("limits sign-in starts per IP, as every start stores a flow", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await ctx.t.app.inject({ url: "/api/auth/facebook" })).statusCode);
    expect(codes).toEqual([302, 302, 302, 429]);
  });
});
