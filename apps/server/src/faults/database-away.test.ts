// PostgreSQL going away (stopped, or the network to it silent): the server answers 503 within a
// few seconds instead of hanging or failing with 500, stays up, and serves again by itself when
// the database comes back. A proxy on loopback stands between the server and the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, call, registerOn } from "../testing/http-client.js";
import { type PostgresSchema, createPostgresSchema } from "../testing/postgres-schema.js";
import { type ServerProcess, startServerProcess } from "../testing/server-process.js";
import { type TcpProxy, startTcpProxy } from "../testing/tcp-proxy.js";

const PROGRAM = encodeURIComponent("Beginner Linear Progression 3-Day");
/** How long a caller may wait for the refusal. */
const ANSWER_WITHIN_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PostgreSQL going away", () => {
  let schema: PostgresSchema;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let cookie: string;
  let row: { exerciseId: string; exercise_name: string };
  let index = 0;

  beforeAll(async () => {
    schema = await createPostgresSchema();
    proxy = await startTcpProxy(schema.port);
    server = await startServerProcess({ DATABASE_URL: schema.url(proxy.port) });
    cookie = await registerOn(server.baseURL, `away-${Date.now()}@example.com`);
    const day = await call(server.baseURL, "GET", `/api/query/exercises/${PROGRAM}/1/1/1`, { cookie });
    row = (day.body as { data: (typeof row)[] }).data[0] as typeof row;
  });
  afterAll(async () => {
    await server?.kill("SIGKILL");
    await proxy?.close();
    await schema?.drop();
  });

  /** Logs the next set (a new set index each time) with this weight. */
  const logSet = (weight: number) =>
    call(server.baseURL, "POST", `/api/add/advAddUserExerciseData/${PROGRAM}`, {
      cookie,
      body: {
        index: index++ % 20,
        exerciseId: row.exerciseId,
        exercise_name: row.exercise_name,
        rpe: 8,
        reps: 5,
        weight,
      },
      timeoutMs: 15_000,
    });
  const health = () => call(server.baseURL, "GET", "/healthz", { timeoutMs: 15_000 });
  const programs = () => call(server.baseURL, "GET", "/api/query/user_programs", { cookie, timeoutMs: 15_000 });

  const expectUnavailable = (answers: Answer[]) => {
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status: 503,
        body: { error: expect.any(String) },
      });
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
  };

  it.each(["down", "silent"] as const)("is answered 503 while %s, and the same process recovers", async (mode) => {
    // Warm: the pool holds open connections, which the outage then breaks.
    const warm = await Promise.all([logSet(100), logSet(101), programs(), health()]);
    expect(warm.map((a) => a.status)).toEqual([200, 200, 200, 200]);

    proxy.setMode(mode);
    // Several at once, more than one pooled connection each: signed-in reads, writes, health.
    const during = await Promise.all([health(), programs(), logSet(102), logSet(103), programs()]);
    await sleep(200); // a crash's exit event may trail the reset connections it causes
    expect(server.alive(), server.output()).toBe(true);
    expectUnavailable(during);
    // Asked again, still a prompt 503: the pool has not wedged on dead connections.
    expectUnavailable(await Promise.all([health(), logSet(104)]));

    proxy.setMode("pass");
    let healthy: Answer | undefined;
    for (let attempt = 0; attempt < 50 && healthy?.status !== 200; attempt += 1) {
      healthy = await health();
      if (healthy.status !== 200) await sleep(100);
    }
    expect(healthy?.status).toBe(200);
    const after = await Promise.all([programs(), logSet(150), programs(), logSet(151)]);
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const weights = await schema.query<{ weight: number }>("select weight from performances where weight >= 150");
    expect(weights.map((w) => Number(w.weight)).sort()).toEqual([150, 151]);
    await schema.query("delete from performances where weight >= 150");
    expect(server.alive(), server.output()).toBe(true);
  });
});
