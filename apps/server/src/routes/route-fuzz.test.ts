import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { type Spoiled, spoilBody, spoilParams } from "../testing/mutations.js";
import { objectOf, projectRoutes } from "../testing/route-schemas.js";
import { RUNS, rowCounter, sample, send, validRequests } from "../testing/route-requests.js";
import { DIALECTS, type TestApp, createTestApp, registerUser } from "../testing/test-app.js";

const WORDS = ["Beginner Linear Progression 3-Day", "Back Squat", "Deadlift"];

// Seeded, schema-driven fuzzing of every route of the registry: spoilt requests are answered with a
// 4xx and a JSON error in words, never a 5xx, and a refused request writes nothing.
// `npm run fuzz` runs it long (FUZZ_RUNS); `npm test` runs it short.
describe.each(DIALECTS)("route fuzzing on %s", (dialect) => {
  let t: TestApp;
  let cookie: string;
  let rowCounts: () => Promise<string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerUser(t.app)).cookie;
    rowCounts = await rowCounter(t.db.db);
  });
  afterAll(() => t.close());

  const requiredKeys = (schema: unknown): string[] => {
    const object = objectOf(schema);
    const shape = (object?._zod.def.shape ?? {}) as Record<string, z.ZodType>;
    return Object.keys(shape).filter((k) => !shape[k]?.safeParse(undefined).success);
  };

  async function check(spoiled: Spoiled, failures: string[]) {
    const before = await rowCounts();
    const res = await send(t.app, spoiled, cookie);
    const what = `${spoiled.method} ${spoiled.url.slice(0, 120)} with ${spoiled.name} → ${res.statusCode}`;
    if (res.statusCode >= 500) return failures.push(`${what}: ${res.body.slice(0, 200)}`);
    if (spoiled.surelyInvalid && res.statusCode < 400) return failures.push(`${what}: accepted`);
    if (res.statusCode >= 400) {
      const error = String(res.headers["content-type"] ?? "").includes("json") ? res.json().error : undefined;
      if (typeof error !== "string" || error.length === 0) failures.push(`${what}: no error in words`);
      if ((await rowCounts()) !== before) failures.push(`${what}: refused but wrote`);
    }
  }

  it(`answers ${RUNS} spoilt variants of every route with a 4xx in words, writing nothing`, async () => {
    const failures: string[] = [];
    for (const route of projectRoutes(t.app.routeRegistry)) {
      if (route.url === "/api/auth/logout") continue; // it would end the fuzzer's own session
      const schema = route.schema as { body?: unknown } | undefined;
      for (const request of sample(validRequests(route, WORDS))) {
        const spoilt = [
          ...(schema?.body ? spoilBody(request, requiredKeys(schema.body)) : []),
          ...spoilParams(request, route.url),
        ];
        for (const spoiled of spoilt) await check(spoiled, failures);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
