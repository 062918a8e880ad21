// The cold reads of several checkouts in one process, in turns: each checkout's own app (its
// src/app.ts, imported from its folder) on one database seeded once with the bench's 5-year lifter,
// today's day under way. On a shared machine this is the A/B that holds: every build meets the same
// load within seconds, on the same rows. Prints CPU and wall time per request (app.inject, one at
// a time: on PostgreSQL the wall time carries each round trip, which the CPU time does not).
//
//   BUILDS=/path/to/main,/path/to/branch npx tsx bench/builds-in-turns.ts   (from apps/server)
//
// TURNS (20) rounds of REQUESTS (500) requests per build and read, after 500 of warm-up each.
import { openSync, writeSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { openBenchServer, seededLifter } from "./bench-server.js";
import { nextDay, previousWeights } from "./calls.js";

const builds = (process.env.BUILDS ?? "").split(",").filter(Boolean);
if (builds.length === 0) throw new Error("BUILDS: the checkouts to compare, comma-separated");
const TURNS = Number(process.env.TURNS ?? 20);
const REQUESTS = Number(process.env.REQUESTS ?? 500);

const server = await openBenchServer();
const { lifter, day } = await seededLifter(server);
const devNull = openSync("/dev/null", "w");
const apps: FastifyInstance[] = [];
for (const build of builds) {
  const { buildApp } = await import(`${build}/apps/server/src/app.ts`);
  // Production's log level, an app keeping no answer: every request reads.
  apps.push(
    await buildApp({ ...server.config, KEPT_ANSWERS: 0 }, server.database, {
      write: (line: string) => void writeSync(devNull, line),
    }),
  );
}

const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const µs = (x: number) => `${x.toFixed(0)} µs`;
for (const [name, call] of [
  ["cold next day", nextDay()],
  ["cold previous weights", previousWeights(day)],
] as const) {
  const ask = async (app: FastifyInstance) => {
    const res = await app.inject({ method: call.method, url: call.path, headers: { cookie: lifter.cookie } });
    if (res.statusCode !== 200) throw new Error(`${call.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.body;
  };
  const bodies = new Set<string>();
  for (const app of apps) {
    bodies.add(await ask(app));
    for (let i = 0; i < 500; i += 1) await ask(app);
  }
  const cpu: number[][] = apps.map(() => []);
  const wall: number[][] = apps.map(() => []);
  for (let turn = 0; turn < TURNS; turn += 1) {
    for (const [i, app] of apps.entries()) {
      const before = process.cpuUsage();
      const start = performance.now();
      for (let k = 0; k < REQUESTS; k += 1) await ask(app);
      wall[i]?.push(((performance.now() - start) * 1000) / REQUESTS);
      const used = process.cpuUsage(before);
      cpu[i]?.push((used.user + used.system) / REQUESTS);
    }
  }
  console.log(`${server.label} ${name}: ${bodies.size === 1 ? "the same answer from every build" : "ANSWERS DIFFER"}`);
  for (const [i, build] of builds.entries()) {
    const c = cpu[i] ?? [];
    const w = wall[i] ?? [];
    console.log(
      `  ${build}: CPU best ${µs(Math.min(...c))}, median ${µs(middle(c))}; wall best ${µs(Math.min(...w))}, median ${µs(middle(w))}`,
    );
  }
}
for (const app of apps) await app.close();
await server.close();
