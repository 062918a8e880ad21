import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackProvider, type Person, startLoopbackProvider } from "../../testing/loopback-provider.js";
import { DIALECTS, STRONG_PASSWORD, type TestApp, createTestApp, uniqueEmail } from "../../testing/test-app.js";

// The server's own OpenID provider (OIDC_*: Authelia, Authentik, Keycloak …) and password sign-in
// turned off (decision 0035), against the real provider on loopback.

const APP_ORIGIN = "http://ironpath.test";
const LABEL = "Sign in with Authelia";
type Injected = Awaited<ReturnType<TestApp["app"]["inject"]>>;

const sessionOf = (res: Injected) => res.cookies.find((c) => c.name === "ironpath_session")?.value || undefined;
const errorOf = (res: Injected) =>
  new URL(String(res.headers.location), APP_ORIGIN).searchParams.get("error") ?? undefined;
const person = (more: Partial<Person> = {}): Person => ({
  sub: `sub-${randomBytes(6).toString("hex")}`,
  email: uniqueEmail(),
  name: "Lifter",
  ...more,
});

function setUp(dialect: "sqlite" | "postgres", env: (idp: LoopbackProvider) => Record<string, string>) {
  const ctx = {} as { idp: LoopbackProvider; t: TestApp };
  beforeAll(async () => {
    ctx.idp = await startLoopbackProvider(APP_ORIGIN);
    ctx.t = await createTestApp(dialect, env(ctx.idp));
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.idp?.close();
  });
  return ctx;
}

/** Start, the provider's login and consent, and the callback: what a browser does. */
async function flow(ctx: { idp: LoopbackProvider; t: TestApp }, who: Person) {
  const start = await ctx.t.app.inject({ url: "/api/auth/oidc" });
  expect(start.statusCode).toBe(302);
  const flowCookie = start.cookies.find((c) => c.name === "ironpath_oauth")?.value;
  const authorizationUrl = new URL(String(start.headers.location));
  const callbackUrl = await ctx.idp.authorize(authorizationUrl.href, who);
  const callback = (url: URL, cookie = `ironpath_oauth=${flowCookie}`) =>
    ctx.t.app.inject({ url: url.pathname + url.search, headers: { cookie } });
  return { authorizationUrl, callbackUrl, callback };
}

async function me(t: TestApp, token: string | undefined) {
  const res = await t.app.inject({ url: "/api/auth/me", headers: { cookie: `ironpath_session=${token}` } });
  expect(res.statusCode).toBe(200);
  return res.json().user as { id: string; email: string | null };
}

describe.each(DIALECTS)("sign-in with the server's own OpenID provider on %s", (dialect) => {
  const ctx = setUp(dialect, (idp) => ({ ...idp.appEnv, ...idp.oidcEnv, OIDC_LABEL: LABEL }));

  it("tells the web its button text, beside the other providers", async () => {
    const res = await ctx.t.app.inject({ url: "/api/auth/providers" });
    expect(res.json()).toEqual({ google: true, facebook: true, oidc: LABEL, passwordSignIn: true });
  });

  it("signs a new person in by discovery, state, nonce and PKCE, creating their account", async () => {
    const who = person();
    const { authorizationUrl: url, callbackUrl, callback } = await flow(ctx, who);
    expect(url.origin + url.pathname).toBe(`${ctx.idp.issuer}/auth`);
    const q = url.searchParams;
    expect(q.get("client_id")).toBe("ironpath");
    expect(q.get("redirect_uri")).toBe(`${APP_ORIGIN}/api/auth/oidc/callback`);
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("state")).toMatch(/^[\w-]{32,}$/);
    expect(q.get("nonce")).toMatch(/^[\w-]{32,}$/);
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("code_challenge_method")).toBe("S256");

    const res = await callback(callbackUrl);
    expect(errorOf(res)).toBeUndefined();
    expect(res.headers.location).toBe("/");
    expect(await me(ctx.t, sessionOf(res))).toEqual({ id: expect.any(String), email: who.email, weightUnit: "lb" });
    expect(ctx.idp.lastTokenAuth()).toBe("basic"); // the standard's default, Authelia's too
  });

  it("signs a returning person into the same account with a new session", async () => {
    const who = person();
    const first = await flow(ctx, who);
    const a = sessionOf(await first.callback(first.callbackUrl));
    const second = await flow(ctx, who);
    const b = sessionOf(await second.callback(second.callbackUrl));
    expect(b).toBeDefined();
    expect(b).not.toBe(a);
    expect((await me(ctx.t, b)).id).toBe((await me(ctx.t, a)).id);
  });

  it("refuses a wrong state, and the flow's own browser still finishes", async () => {
    const { callbackUrl, callback } = await flow(ctx, person());
    const forged = new URL(callbackUrl);
    forged.searchParams.set("state", randomBytes(32).toString("base64url"));
    const refused = await callback(forged);
    expect(errorOf(refused)).toBe("expired");
    expect(sessionOf(refused)).toBeUndefined();
    const own = await callback(callbackUrl);
    expect(sessionOf(own)).toBeDefined();
  });

  it("takes the e-mail from UserInfo when the ID token leaves it out", async () => {
    const who = person({ emailInUserInfoOnly: true });
    const { callbackUrl, callback } = await flow(ctx, who);
    const res = await callback(callbackUrl);
    expect((await me(ctx.t, sessionOf(res))).email).toBe(who.email);
  });

  it("keeps its accounts apart from Google's even for an equal subject", async () => {
    const who = person();
    const own = await flow(ctx, who);
    const ownUser = await me(ctx.t, sessionOf(await own.callback(own.callbackUrl)));
    const start = await ctx.t.app.inject({ url: "/api/auth/google" });
    const cookie = `ironpath_oauth=${start.cookies.find((c) => c.name === "ironpath_oauth")?.value}`;
    const back = await ctx.idp.authorize(String(start.headers.location), { ...person(), sub: who.sub });
    const google = await ctx.t.app.inject({ url: back.pathname + back.search, headers: { cookie } });
    const googleUser = await me(ctx.t, sessionOf(google));
    expect(googleUser.id).not.toBe(ownUser.id);
  });
});

describe.each(DIALECTS)("password sign-in turned off on %s", (dialect) => {
  const ctx = setUp(dialect, (idp) => ({ ...idp.oidcEnv, OIDC_LABEL: LABEL, PASSWORD_SIGN_IN: "false" }));
  const OFF = `Password sign-in is turned off on this server. Use “${LABEL}” instead.`;
  const post = (url: string, payload: object) => ctx.t.app.inject({ method: "POST", url, payload });

  it("refuses sign-in, registration and reset in words, whatever the body", async () => {
    const email = uniqueEmail();
    for (const [url, body] of [
      ["/api/auth/register", { email, password: STRONG_PASSWORD }],
      ["/api/auth/login", { email, password: STRONG_PASSWORD }],
      ["/api/auth/login", { nonsense: true }],
      ["/api/auth/password-reset/request", { email }],
      ["/api/auth/password-reset/complete", { token: "t".repeat(43), newPassword: STRONG_PASSWORD }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ error: OFF });
    }
    const users = await ctx.t.db.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(users).toEqual([]);
  });

  it("tells the web, and still signs in through the provider", async () => {
    const providers = await ctx.t.app.inject({ url: "/api/auth/providers" });
    expect(providers.json()).toEqual({ google: false, facebook: false, oidc: LABEL, passwordSignIn: false });
    const who = person();
    const { callbackUrl, callback } = await flow(ctx, who);
    expect((await me(ctx.t, sessionOf(await callback(callbackUrl)))).email).toBe(who.email);
  });
});
