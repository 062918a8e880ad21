// Two server processes on one PostgreSQL database and one Redis, as behind a load balancer: a
// session made on one is good on the other, what one writes the other reads, a sign-out on one
// ends the session on both, and the per-IP sign-in limit is one limit, not one per process.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, call, registerOn } from "./testing/http-client.js";
import { type PostgresSchema, createPostgresSchema } from "./testing/postgres-schema.js";
import { type ServerProcess, startServerProcess } from "./testing/server-process.js";
import { REDIS, needs } from "./testing/services.js";

const REDIS_URL = REDIS.url ?? "";
const LIMIT = 4;
const PROGRAM = "Beginner Linear Progression 3-Day";

/** A client address of its own per call site: Redis counters from other runs never meet ours. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe("two server processes on one PostgreSQL with Redis", needs(REDIS), () => {
  let schema: PostgresSchema;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    schema = await createPostgresSchema();
    const env = {
      DATABASE_URL: schema.url(),
      REDIS_URL,
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      // Behind the balancer the client's address comes in X-Forwarded-For.
      TRUST_PROXY: "true",
    };
    // Started together: both migrate and seed the same empty schema at once.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.kill("SIGTERM"), b?.kill("SIGTERM")]);
    await schema?.drop();
  });

  it("share sessions and data: signed in on A, served on B; signed out on B, refused on A", async () => {
    const from = { "x-forwarded-for": freshAddress() };
    const email = `shared-${Date.now()}@example.com`;
    const cookie = await registerOn(a.baseURL, email, from);

    const me = await call(b.baseURL, "GET", "/api/auth/me", { cookie, headers: from });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email } });

    const added = await call(b.baseURL, "POST", "/api/query/add_program", {
      cookie,
      headers: from,
      body: { userId: "", selectedRoutine: PROGRAM },
    });
    expect(added.status).toBe(200);
    const listed = await call(a.baseURL, "GET", "/api/query/user_programs", { cookie, headers: from });
    expect(listed.body).toEqual({ data: [{ routine_name: PROGRAM }] });

    expect((await call(b.baseURL, "POST", "/api/auth/logout", { cookie, headers: from })).status).toBe(200);
    expect((await call(a.baseURL, "GET", "/api/auth/me", { cookie, headers: from })).status).toBe(401);
    expect((await call(b.baseURL, "GET", "/api/auth/me", { cookie, headers: from })).status).toBe(401);
  });

  it("count one address's sign-ins against one limit, whichever process answers", async () => {
    const from = { "x-forwarded-for": freshAddress() };
    // A wrong password for a new address each time: only the per-IP limit can refuse these.
    const signIn = (server: ServerProcess, headers = from) =>
      call(server.baseURL, "POST", "/api/auth/login", {
        headers,
        body: { email: `nobody-${randomInt(1e9)}@example.com`, password: "Wrong#Pass1" },
      });
    const answers: Answer[] = [];
    for (const server of [a, b, a, b, a, b]) answers.push(await signIn(server));
    // Each process saw three of them, fewer than the limit of four: together they saw six.
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(answers[4]?.body).toMatchObject({ error: expect.any(String) });

    // Another address is not held back by this one's limit.
    expect((await signIn(a, { "x-forwarded-for": freshAddress() })).status).toBe(401);
    expect((await signIn(b, { "x-forwarded-for": freshAddress() })).status).toBe(401);
  });
});
