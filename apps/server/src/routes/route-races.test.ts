import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoutes } from "../testing/route-schemas.js";
import { RUNS, sample, send, validRequests } from "../testing/route-requests.js";
import { WRITES } from "../testing/route-schemas.js";
import { LIFTER_INFO, TODAY } from "../testing/lifter.js";
import { DIALECTS, type TestApp, createTestApp, registerUser } from "../testing/test-app.js";

const WORDS = ["Beginner Linear Progression 3-Day", "Back Squat", "Deadlift"];
/** How many copies of one request race, and how many different requests race each other. */
const COPIES = 4;

// Every write of the registry raced against itself and against the route's other requests, for a
// lifter who has a program and a phase (so most writes get past their checks): whatever wins, the
// others answer 2xx or a 4xx in words, never a 5xx (a unique index or a deadlock leaking out).
describe.each(DIALECTS)("racing writes on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerUser(t.app)).cookie;
    const post = (url: string, body: object) => send(t.app, { method: "POST", url, body }, cookie);
    expect((await post("/api/add/user_info", LIFTER_INFO)).statusCode).toBe(200);
    expect((await post("/api/query/add_program", { userId: "", selectedRoutine: WORDS[0] })).statusCode).toBe(200);
    const cut = { weeklyWeightLoss: 1, returnActivityLevel: 1.55, date: TODAY };
    expect((await post("/api/query/calculate_maintenance_calories", cut)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it(`answers ${COPIES} copies of every write at once, and ${RUNS} different ones at once, without a 5xx`, async () => {
    const failures: string[] = [];
    const race = async (requests: Parameters<typeof send>[1][]) => {
      const answers = await Promise.all(requests.map((r) => send(t.app, r, cookie)));
      answers.forEach((res, i) => {
        const what = `${requests[i]?.method} ${requests[i]?.url.slice(0, 100)} → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${what}: ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && typeof res.json().error !== "string") failures.push(`${what}: no words`);
      });
    };
    for (const route of projectRoutes(t.app.routeRegistry)) {
      if (!WRITES.has(String(route.method)) || route.url.startsWith("/api/auth/")) continue;
      if (route.url.includes("sign-out")) continue; // would end the racer's own session
      const requests = sample(validRequests(route, WORDS));
      for (const request of requests) await race(Array.from({ length: COPIES }, () => request));
      await race(requests);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
