// CPU time per request, in-process (app.inject: no socket, no HTTP parsing), of the cold reads:
// an app keeping no answer, production's log level, the bench's 5-year lifter with today's day
// under way. Quieter than the req/s of `npm run bench` on a loaded machine: it counts the
// process's own CPU time, not the wall clock.
import { openSync, writeSync } from "node:fs";
import { buildApp } from "../src/app.js";
import { openBenchServer, seededLifter } from "./bench-server.js";
import { nextDay, previousWeights } from "./calls.js";

const YEARS = Number(process.env.CPU_YEARS ?? 5);
const RUNS = Number(process.env.CPU_RUNS ?? 5);
const PER_RUN = Number(process.env.CPU_REQUESTS ?? 1000);

const server = await openBenchServer();
const { lifter, day } = await seededLifter(server, YEARS);
const devNull = openSync("/dev/null", "w");
const app = await buildApp({ ...server.config, KEPT_ANSWERS: 0 }, server.database, {
  write: (line: string) => void writeSync(devNull, line),
});
const ask = async (call: ReturnType<typeof nextDay>) => {
  const res = await app.inject({ method: call.method, url: call.path, headers: { cookie: lifter.cookie } });
  if (res.statusCode !== 200) throw new Error(`${call.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.body.length;
};
for (const [name, call] of [
  ["cold next day", nextDay()],
  ["cold previous weights", previousWeights(day)],
] as const) {
  const bytes = await ask(call);
  for (let i = 0; i < 500; i += 1) await ask(call);
  const times: number[] = [];
  for (let r = 0; r < RUNS; r += 1) {
    const before = process.cpuUsage();
    for (let i = 0; i < PER_RUN; i += 1) await ask(call);
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / PER_RUN);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${server.label} ${name} (${bytes} B): CPU per request best ${times[0]?.toFixed(0)} µs, median ${times[Math.floor(times.length / 2)]?.toFixed(0)} µs`,
  );
}
await app.close();
await server.close();
