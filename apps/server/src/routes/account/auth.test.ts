import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  DIALECTS,
  registerUser,
  STRONG_PASSWORD,
  type TestApp,
  uniqueEmail,
  useTestApp,
} from "../../testing/test-app.js";
import { REDIS, REDIS_SERVER, needs } from "../../testing/services.js";
import { answers, freePort } from "../../testing/test-services.js";

const json = (body: unknown) => ({ payload: body as object });

describe.each(DIALECTS)("accounts on %s", (dialect) => {
  const t = useTestApp(dialect);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, ...json(payload), headers });
  const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === "ironpath_session")?.value;

  describe("register", () => {
    it("creates the account, signs it in with a hardened cookie, and answers 201 {user}", async () => {
      const email = uniqueEmail();
      const res = await post("/api/auth/register", {
        email: email.toUpperCase(),
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ user: { id: expect.any(String), email } });
      const cookie = res.cookies.find((c) => c.name === "ironpath_session");
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
      });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
      const me = await t.app.inject({
        url: "/api/auth/me",
        headers: { cookie: `ironpath_session=${cookie?.value}` },
      });
      expect(me.json()).toEqual({
        // Beside the product's fields: the lifter's unit (decision 0063), pounds until they choose.
        user: { id: res.json().user.id, email, weightUnit: "lb" },
        profileComplete: false,
      });
    });

    it("refuses a bad e-mail with 400 and words, writing nothing", async () => {
      const res = await post("/api/auth/register", {
        email: "not-an-email",
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: expect.stringContaining("e-mail"),
        fields: { email: expect.any(String) },
      });
      const login = await post("/api/auth/login", {
        email: "not-an-email",
        password: STRONG_PASSWORD,
      });
      expect(login.statusCode).toBe(401);
    });

    it.each([
      ["Sq#1a", "Password - Must be atleast 8 characters long"],
      ["Squat2025", "Password - Must contain a special character"],
      ["squat#2025", "Password - Must contain an uppercase letter"],
    ])("refuses the weak password %j with the rule's words", async (password, message) => {
      const res = await post("/api/auth/register", {
        email: uniqueEmail(),
        password,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.password).toBe(message);
      expect(res.json().error).toContain(message);
    });

    it("answers 409 with a readable message when the e-mail is taken, in any letter case", async () => {
      const { email } = await registerUser(t.app);
      const res = await post("/api/auth/register", {
        email: email.toUpperCase(),
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: "An account with this e-mail already exists",
      });
    });

    it("refuses unknown body fields", async () => {
      const res = await post("/api/auth/register", {
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        admin: true,
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe("login, me and logout", () => {
    it("signs in with the right password and gives a new session token at every sign-in", async () => {
      const { email, cookie: first } = await registerUser(t.app);
      const a = await post("/api/auth/login", {
        email,
        password: STRONG_PASSWORD,
      });
      const b = await post("/api/auth/login", {
        email,
        password: STRONG_PASSWORD,
      });
      expect(a.statusCode).toBe(200);
      expect(a.json().user.email).toBe(email);
      const tokens = [first.split("=")[1], sessionOf(a), sessionOf(b)];
      expect(new Set(tokens).size).toBe(3);
    });

    it("ends the browser's previous session when it signs in again", async () => {
      const { email, cookie } = await registerUser(t.app);
      const again = await post("/api/auth/login", { email, password: STRONG_PASSWORD }, { cookie });
      expect(again.statusCode).toBe(200);
      expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
      const fresh = `ironpath_session=${sessionOf(again)}`;
      expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie: fresh } })).statusCode).toBe(200);
    });

    it("answers a wrong password and an unknown e-mail exactly alike", async () => {
      const { email } = await registerUser(t.app);
      const wrong = await post("/api/auth/login", {
        email,
        password: "Wrong#Pass1",
      });
      const unknown = await post("/api/auth/login", {
        email: uniqueEmail(),
        password: "Wrong#Pass1",
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({ error: "Invalid e-mail or password" });
      expect(sessionOf(wrong)).toBeUndefined();
    });

    it("answers 401 to me without a session, and with a made-up one", async () => {
      expect((await t.app.inject({ url: "/api/auth/me" })).statusCode).toBe(401);
      const forged = await t.app.inject({
        url: "/api/auth/me",
        headers: { cookie: "ironpath_session=forged" },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ error: "Sign in to continue" });
    });

    it("kills the session server-side on logout: the old cookie answers 401 afterwards", async () => {
      const { cookie } = await registerUser(t.app);
      expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(200);
      const out = await t.app.inject({
        url: "/api/auth/logout",
        headers: { cookie },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true });
      expect(out.cookies.find((c) => c.name === "ironpath_session")?.value).toBe("");
      expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
    });

    it("also logs out by POST from our own origin", async () => {
      const { cookie } = await registerUser(t.app);
      const out = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie, origin: "http://localhost", host: "localhost:80" },
      });
      expect(out.statusCode).toBe(200);
      expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
    });

    it("refuses a cross-site GET logout and keeps the session", async () => {
      const { cookie } = await registerUser(t.app);
      const out = await t.app.inject({
        url: "/api/auth/logout",
        headers: { cookie, "sec-fetch-site": "cross-site" },
      });
      expect(out.statusCode).toBe(403);
      expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(200);
    });

    // The sign-in throttle per account and source (decision 0007) is tested in sign-in-throttle.test.ts.
  });

  it("says which social providers are configured", async () => {
    const res = await t.app.inject({ url: "/api/auth/providers" });
    expect(res.json()).toEqual({ google: false, facebook: false, oidc: null, passwordSignIn: true });
    const google = await t.app.inject({ url: "/api/auth/google" });
    expect(google.statusCode).toBe(404);
    expect(google.json().error).toMatch(/not configured/);
  });
});

describe("per-IP rate limit on auth calls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { AUTH_RATE_LIMIT_PER_MINUTE: "5" });
  });
  afterAll(() => t.close());

  it("answers 429 once an address has sent a burst of sign-ins", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail(), password: "Wrong#Pass1" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe.each(DIALECTS)("weight assistant status on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("answers 201 (no goal yet) to a signed-in user and 401 without a session", async () => {
    const { cookie } = await registerUser(t.app);
    expect(
      (await t.app.inject({ url: "/api/query/user_weight_loss_helper_present", headers: { cookie } })).statusCode,
    ).toBe(201);
    expect((await t.app.inject({ url: "/api/query/user_weight_loss_helper_present" })).statusCode).toBe(401);
  });
});

describe("per-IP rate limit shared through Redis", needs(REDIS), () => {
  const env = { AUTH_RATE_LIMIT_PER_MINUTE: "3", REDIS_URL: REDIS.url ?? "" };
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp("sqlite", env);
    two = await createTestApp("sqlite", env);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it("counts an address's sign-ins across two server processes", async () => {
    // A fresh address per run, so counters left in Redis by an earlier run do not matter.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const login = (t: TestApp) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress,
        payload: { email: uniqueEmail(), password: "Wrong#Pass1" },
      });
    const statuses = [];
    for (const t of [one, two, one, two]) statuses.push((await login(t)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

/**
 * Resolves once the Redis started on `port` answers PING (at most 5 s). A PING, not a connection:
 * something else on the port (a port picked at random once was) would pass a connect.
 */
async function untilRedisAnswers(port: number, redis: ChildProcess): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    if (redis.exitCode !== null) throw new Error(`redis-server exited (${redis.exitCode}) before answering`);
    if (await answers("127.0.0.1", port, { send: "PING\r\n", expect: "+PONG" })) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no Redis answers on ${port}`);
}

describe("per-IP rate limit when Redis goes away", needs(REDIS_SERVER), () => {
  let redis: ChildProcess;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    await untilRedisAnswers(port, redis);
    t = await createTestApp("sqlite", { AUTH_RATE_LIMIT_PER_MINUTE: "3", REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    redis?.kill("SIGKILL");
    await t?.close();
  });

  it("lets sign-ins through instead of failing them all", async () => {
    redis.kill("SIGKILL");
    await new Promise((resolve) => redis.once("exit", resolve));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: uniqueEmail(), password: "Wrong#Pass1" },
    });
    expect(res.statusCode).toBe(401);
  });
});
