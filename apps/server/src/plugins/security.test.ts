import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import {
  DIALECTS,
  STRONG_PASSWORD,
  type TestApp,
  createTestApp,
  registerUser,
  uniqueEmail,
} from "../testing/test-app.js";
import { nestsDeeperThan, registerSecurity } from "./security.js";

const INFO = {
  firstName: "Ana",
  lastName: "Lift",
  gender: "female",
  weight: 150,
  heightFt: 5,
  heightIn: 6,
  age: 30,
  yearsLifting: 3,
};

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("the nesting scan", () => {
  it("counts brackets outside strings only, in one pass", () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${"[".repeat(100)}"}`, 32)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${"{".repeat(100)}"}`, 32)).toBe(false);
    expect(nestsDeeperThan(`{"a\\\\":${nested(40)}}`, 32)).toBe(true);
    expect(nestsDeeperThan(nested(1_000_000), 32)).toBe(true);
  });
});

describe.each(DIALECTS)("hostile JSON bodies on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ cookie, id: userId } = await registerUser(t.app));
  });
  afterAll(() => t.close());

  // A signed-out route and a signed-in one that writes.
  const routes = (): { url: string; headers: Record<string, string> }[] => [
    { url: "/api/auth/login", headers: {} },
    { url: "/api/add/user_info", headers: { cookie } },
  ];
  const send = (url: string, headers: Record<string, string>, payload: string, type = "application/json") =>
    t.app.inject({ method: "POST", url, headers: { ...headers, "content-type": type }, payload });

  async function expectRefused(payload: string, status: number, error: RegExp, type?: string) {
    for (const { url, headers } of routes()) {
      const res = await send(url, headers, payload, type);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json().error).toMatch(error);
    }
    const saved = await t.db.db.selectFrom("user_info").select("user_id").where("user_id", "=", userId).execute();
    expect(saved).toEqual([]);
  }

  it("refuses a deeply nested body with 400 in words, never a 500", async () => {
    await expectRefused(nested(5_000), 400, /nests deeper than 32 levels/);
    await expectRefused(`{"email":${nested(33)}}`, 400, /nests deeper/);
    await expectRefused(nested(5_000), 400, /nests deeper/, "application/json; charset=utf-8");
    // Within the limit the nesting reaches the schema, which refuses it as a wrong type.
    await expectRefused(`{"email":${nested(31)}}`, 400, /Invalid body/);
  });

  it("refuses a body over the size limit with 413, the issue's 100,000 levels included", async () => {
    await expectRefused(nested(100_000), 413, /too large/);
    await expectRefused(JSON.stringify({ ...INFO, firstName: "x".repeat(70_000) }), 413, /too large/);
  });

  it("refuses prototype poisoning with 400 in words", async () => {
    const poison = /__proto__ or constructor\.prototype/;
    await expectRefused(`{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}`, 400, poison);
    await expectRefused(`{"\\u005f_proto__":{"admin":true}}`, 400, poison);
    await expectRefused(`{"a":[{"constructor":{"prototype":{"admin":true}}}]}`, 400, poison);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("still answers bad JSON and an empty JSON body with 400", async () => {
    await expectRefused('{"email": "a@b.co",', 400, /JSON/);
    await expectRefused("", 400, /empty/i);
  });

  it("still takes an ordinary body", async () => {
    const res = await send("/api/add/user_info", { cookie }, JSON.stringify(INFO));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe.each(DIALECTS)("Origin checks and HSTS on %s", (dialect) => {
  const register = (t: TestApp, headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers,
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD },
    });

  describe("with PUBLIC_ORIGIN=https://ironpath.example", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { PUBLIC_ORIGIN: "https://ironpath.example" });
    });
    afterAll(() => t.close());

    it("sends HSTS on every answer, errors and the router's refusals included", async () => {
      for (const url of ["/healthz", "/api/query/nope", "/api/query/exercises/%ZZ/phase"]) {
        const res = await t.app.inject({ url });
        expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      }
    });

    it("refuses a forged Host with a matching Origin, and takes its own origin", async () => {
      const forged = await register(t, { host: "evil.example", origin: "https://evil.example" });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ error: "Cross-origin request refused" });
      const sameOriginClaim = await register(t, {
        host: "evil.example",
        origin: "https://evil.example",
        "sec-fetch-site": "same-origin",
      });
      expect(sameOriginClaim.statusCode).toBe(403);
      const own = await register(t, {
        host: "127.0.0.1:3000",
        origin: "https://ironpath.example",
        "sec-fetch-site": "same-origin",
      });
      expect(own.statusCode).toBe(201);
    });
  });

  describe("behind a proxy (TRUST_PROXY) without PUBLIC_ORIGIN", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { TRUST_PROXY: "true" });
    });
    afterAll(() => t.close());

    it("never lets a forwarded host vouch for an Origin", async () => {
      const forged = await register(t, {
        host: "127.0.0.1:3000",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        origin: "https://evil.example",
      });
      expect(forged.statusCode).toBe(403);
    });

    it("trusts the browser's Sec-Fetch-Site, whatever Host the proxy passes on", async () => {
      const crossSite = await register(t, {
        host: "ironpath.example",
        origin: "https://ironpath.example",
        "sec-fetch-site": "cross-site",
      });
      expect(crossSite.statusCode).toBe(403);
      const sameSite = await register(t, { origin: "https://blog.ironpath.example", "sec-fetch-site": "same-site" });
      expect(sameSite.statusCode).toBe(403);
      const rewrittenHost = await register(t, {
        host: "127.0.0.1:3000",
        "x-forwarded-proto": "https",
        origin: "https://ironpath.example",
        "sec-fetch-site": "same-origin",
      });
      expect(rewrittenHost.statusCode).toBe(201);
    });

    it("sends no HSTS without an https public origin", async () => {
      const res = await t.app.inject({ url: "/healthz", headers: { "x-forwarded-proto": "https" } });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });
  });

  describe("on plain http (PUBLIC_ORIGIN=http://localhost:3000)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { PUBLIC_ORIGIN: "http://localhost:3000" });
    });
    afterAll(() => t.close());

    it("sends no HSTS", async () => {
      const res = await t.app.inject({ url: "/healthz" });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });
  });

  describe("without PUBLIC_ORIGIN or a proxy", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it("compares an older browser's Origin with the Host it sent", async () => {
      expect((await register(t, { host: "localhost:3000", origin: "http://localhost:3000" })).statusCode).toBe(201);
      expect((await register(t, { host: "localhost:3000", origin: "http://evil.example" })).statusCode).toBe(403);
      expect((await register(t, { host: "localhost:3000", origin: "https://localhost:3000" })).statusCode).toBe(403);
      expect((await register(t, { host: "localhost:3000", origin: "null" })).statusCode).toBe(403);
    });

    it("refuses Sec-Fetch-Site cross-site even when Origin and Host agree", async () => {
      const res = await register(t, {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "sec-fetch-site": "cross-site",
      });
      expect(res.statusCode).toBe(403);
    });
  });
});

describe("the warning at start", () => {
  async function warningsFor(env: Record<string, string>, level = "warn"): Promise<string[]> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, next) {
        lines.push(String(chunk));
        next();
      },
    });
    const app = Fastify({ logger: { level, stream } });
    registerSecurity(app, loadConfig({ LOG_LEVEL: "silent", ...env }));
    await app.ready();
    await app.close();
    return lines.filter((l) => l.includes("PUBLIC_ORIGIN"));
  }

  it("says to set PUBLIC_ORIGIN behind a proxy or in production, and not when it is set", async () => {
    expect(await warningsFor({ TRUST_PROXY: "true" })).toHaveLength(1);
    expect(await warningsFor({ NODE_ENV: "production" })).toHaveLength(1);
    expect(await warningsFor({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://ironpath.example" })).toHaveLength(0);
    expect(await warningsFor({})).toHaveLength(0);
  });

  it("says at every plain start, as information, that the Host header stands in for PUBLIC_ORIGIN", async () => {
    const [line] = await warningsFor({}, "info");
    expect(line).toContain("checked against the Host header it sent");
    expect(line).toContain("set PUBLIC_ORIGIN to the address users open");
    expect(await warningsFor({ PUBLIC_ORIGIN: "https://ironpath.example" }, "info")).toHaveLength(0);
  });

  it("derives HSTS from an https public origin only", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://ironpath.example" }).hsts).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: "http://localhost:3000" }).hsts).toBe(false);
    expect(loadConfig({}).hsts).toBe(false);
  });
});
