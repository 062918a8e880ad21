import { afterEach, describe, expect, it, vi } from "vitest";
import { DIALECTS, registerUser, STRONG_PASSWORD, uniqueEmail, useTestApp } from "../../testing/test-app.js";

// Registration says "already exists"; sign-in and reset never tell. A source hears it at most three
// times in 15 minutes, then every registration from it is refused alike (decision 0034).

const TAKEN = { error: "An account with this e-mail already exists" };
const WAIT = /^Too many attempts to create an account from this address\. Try again in 1[45] minutes\.$/;

describe.each(DIALECTS)("what registration tells about an e-mail on %s", (dialect) => {
  const t = useTestApp(dialect);
  afterEach(() => vi.useRealTimers());

  let n = 0;
  /** A fresh source address for each test, so the tests do not share a count. */
  const source = () => {
    n += 1;
    return `10.34.${Math.floor(Math.random() * 250)}.${n}`;
  };
  const register = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress,
      payload: { email, password: STRONG_PASSWORD },
    });

  it("says a taken e-mail exists three times to one source, then refuses that source alike", async () => {
    const prober = source();
    const taken = await Promise.all([1, 2, 3, 4].map(async () => (await registerUser(t.app)).email));
    for (const email of taken.slice(0, 3)) {
      const res = await register(email, prober);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(TAKEN);
    }
    const fresh = uniqueEmail();
    for (const email of [taken[3] as string, fresh]) {
      const res = await register(email, prober);
      expect(res.statusCode, email).toBe(429);
      expect(res.json().error).toMatch(WAIT);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }
    const created = await t.db.db.selectFrom("users").select("id").where("email", "=", fresh).execute();
    expect(created).toEqual([]);
    // Another address still hears the product's answer (docs/product.md).
    expect((await register(taken[3] as string, source())).statusCode).toBe(409);
  });

  it("lets a parallel burst of probes hear it at most three times", async () => {
    const prober = source();
    const taken = await Promise.all([1, 2, 3, 4, 5, 6].map(async () => (await registerUser(t.app)).email));
    const codes = (await Promise.all(taken.map((email) => register(email, prober)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 409).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c !== 409).every((c) => c === 429)).toBe(true);
  });

  it("does not count new accounts, and forgets a source after 15 minutes", async () => {
    const here = source();
    for (let i = 0; i < 5; i += 1) expect((await register(uniqueEmail(), here)).statusCode).toBe(201);
    const { email } = await registerUser(t.app);
    const clock = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: clock });
    for (let i = 0; i < 3; i += 1) expect((await register(email, here)).statusCode).toBe(409);
    expect((await register(email, here)).statusCode).toBe(429);
    vi.setSystemTime(clock + 15 * 60_000 + 1000);
    expect((await register(email, here)).statusCode).toBe(409);
  });

  it("keeps sign-in and reset from telling whether an e-mail has an account", async () => {
    const { email } = await registerUser(t.app);
    const answers = async (who: string) => {
      const login = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: source(),
        payload: { email: who, password: "Wrong#Password1" },
      });
      const reset = await t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/request",
        remoteAddress: source(),
        payload: { email: who },
      });
      return [login.statusCode, login.body, reset.statusCode, reset.body];
    };
    expect(await answers(email)).toEqual(await answers(uniqueEmail()));
  });
});
