import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIALECTS,
  STRONG_PASSWORD,
  type TestApp,
  createTestApp,
  registerUser,
  uniqueEmail,
} from "./testing/test-app.js";

// A stand-in web build, so the history fallback is tested without building the real one.
const webDist = mkdtempSync(join(tmpdir(), "ironpath-web-"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Ironpath</title>");
mkdirSync(join(webDist, "assets"));
const ASSET_JS = `console.log(${JSON.stringify("x".repeat(4000))});`;
writeFileSync(join(webDist, "assets", "app-abc123.js"), ASSET_JS);
writeFileSync(join(webDist, "assets", "app-abc123.js.br"), brotliCompressSync(ASSET_JS));

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers["content-security-policy"]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("same-origin");
}

describe.each(DIALECTS)("HTTP behaviour on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEB_DIST: webDist }, (app) => {
      app.get("/api/test/explode", async () => {
        throw new Error("secret connection string postgres://admin:hunter2@db");
      });
    });
  });
  afterAll(() => t.close());

  it("reports health with the database reachable", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.app.inject({ url: "/api/query/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "No route for GET /api/query/nope" });
  });

  it("answers broken JSON with 400 in words", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.co",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/JSON/);
  });

  it.each(["text/plain", "application/x-www-form-urlencoded"])("refuses a %s body with 415", async (type) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": type },
      payload: "email=a@b.co&password=x",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it("refuses NUL characters anywhere with 400 in words, on both databases", async () => {
    const { cookie } = await registerUser(t.app);
    const attempts = [
      t.app.inject({ url: "/api/query/nextExerciseDay/2026-01-01/%00", headers: { cookie } }),
      t.app.inject({ url: "/api/query/exercises/%00/phase" }),
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "a\u0000@b.co", password: "x" } }),
      t.app.inject({
        method: "POST",
        url: "/api/query/add_program",
        headers: { cookie },
        payload: { userId: "", selectedRoutine: "a\u0000" },
      }),
      t.app.inject({ url: "/api/auth/google/callback?state=%00" }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Text must not contain NUL characters" });
    }
  });

  it("answers a path it cannot decode, or a very long name, with 400 in our shape", async () => {
    const bad = await t.app.inject({ url: `/api/query/exercises/%ZZ${"x".repeat(500)}/phase` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "Bad request: the address could not be read" });
    expectSecurityHeaders(bad.headers);
    expect(bad.headers["cache-control"]).toBe("no-store");
    const long = await t.app.inject({ url: `/api/query/exercises/${"a".repeat(300)}/phase` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toEqual(expect.any(String));
  });

  it("hides an unexpected failure behind 'Internal error' and a request id", async () => {
    const res = await t.app.inject({ url: "/api/test/explode" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: "Internal error",
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain("hunter2");
  });

  it("refuses a state-changing call from a foreign Origin with 403, and a cross-site one", async () => {
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: "https://evil.example", host: "localhost:3000" },
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD },
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: {
        origin: "http://localhost:3000",
        host: "localhost:3000",
        "sec-fetch-site": "same-origin",
      },
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD },
    });
    expect(own.statusCode).toBe(201);
  });

  it("sets the security headers on a JSON answer, and no-store on signed-in answers", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await t.app.inject({
      url: "/api/auth/me",
      headers: { cookie },
    });
    expectSecurityHeaders(res.headers);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("serves the app's page for every route of docs/product.md, in any letter case, with the headers", async () => {
    for (const path of [
      "/",
      "/create-user",
      "/routine_Selection",
      "/exercises/Some%20Program",
      "/weightLoss",
      "/WEIGHTLOSS",
      "/user-created-exercises/Mine",
    ]) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Ironpath</title>");
      expectSecurityHeaders(res.headers);
    }
  });

  it("sends the web build's assets compressed where the browser accepts it, cached for good", async () => {
    const br = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_JS);
    const plain = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
  });

  it("answers an unknown page with the app's page and a 404 status", async () => {
    const res = await t.app.inject({ url: "/no-such-page" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("text/html");
  });

  it("publishes the OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/auth/register");
  });
});
