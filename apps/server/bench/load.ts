// `npm run load`: many lifters at once for a set time, as on a busy gym evening. Each connection
// plays one registered lifter with its own cookie: reads the next day and a previous weight, logs
// three sets (and the coach's daily entry once the app has it). Prints the throughput, latency,
// errors and the server's memory at start, middle and end, beside the floor measured in this run.
// Loopback only; it stops by itself after LOAD_SECONDS or LOAD_MAX_REQUESTS.
import {
  type BenchServer,
  vacuumAnalyze,
  catalogueIds,
  daysAgo,
  floorRowOf,
  openBenchServer,
  registerLifter,
  startCurrentProgram,
} from "./bench-server.js";
import { coachDailyEntry, nextDay, previousWeights, requireAnswers, saveSet } from "./calls.js";
import { type Call, type Job, type Summary, startLoadGenerator } from "./load-generator.js";
import { measure, median, table } from "./rounds.js";
import { createHistoryProgram, logWholeProgram } from "./seed-history.js";

const bounded = (name: string, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Number(process.env[name] ?? fallback)));
const SECONDS = bounded("LOAD_SECONDS", 60, 3600);
const CONNECTIONS = bounded("LOAD_CONNECTIONS", 50, 500);
const USERS = bounded("LOAD_USERS", 50, 500);
const MAX_REQUESTS = bounded("LOAD_MAX_REQUESTS", 5_000_000, 50_000_000);
const FLOOR_SECONDS = Math.min(10, Math.max(3, Math.round(SECONDS / 6)));

type User = Job["users"][number] & { id: string };

/** A lifter halfway through a program; every fifth also has 1.4 years of history before it. */
async function seedUser(server: BenchServer, n: number): Promise<{ user: User; day: ReturnType<typeof floorRowOf> }> {
  const lifter = await registerLifter(server.app, `load-${n}`);
  if (n % 5 === 0) {
    const { db } = server.database;
    const history = await createHistoryProgram(db, lifter.id, "History", await catalogueIds(server));
    await logWholeProgram(db, lifter.id, history.programId, history.rows, daysAgo(1.4 * 365 + 60));
  }
  const day = await startCurrentProgram(server, lifter.id);
  const weight = 100 + (n % 40) * 5;
  const calls: Call[] = [
    nextDay(),
    previousWeights(day),
    saveSet(day, 0, weight),
    saveSet(day, 1, weight),
    saveSet(day, 2, weight + 5),
  ];
  return { user: { id: lifter.id, cookie: lifter.cookie, calls }, day: floorRowOf(lifter.id, day) };
}

interface Memory {
  at: string;
  rss: number;
  heapUsed: number;
  heapTotal: number;
}
const memory = (at: string): Memory => ({ at, ...process.memoryUsage() });
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

const server = await openBenchServer();
console.log(`Registering ${USERS} lifters on ${server.label}, each halfway through a program…`);
const seeded = [];
for (let n = 0; n < USERS; n += 1) seeded.push(await seedUser(server, n));
await vacuumAnalyze(server);
const users = seeded.map((s) => s.user);
for (const [n, user] of users.entries()) {
  const coach = await coachDailyEntry(server.app, user.cookie ?? "", 180 + (n % 40));
  if (typeof coach !== "string") user.calls.push(coach);
  else if (n === 0) console.log(`Coach's daily entry: ${coach}.`);
  await requireAnswers(server.app, user.cookie ?? "", user.calls);
}

const first = seeded[0];
if (!first) throw new Error("LOAD_USERS must be at least 1");
const floor = await server.startFloor(first.day);
const gen = startLoadGenerator();
const floorJob: Job = {
  origin: floor.origin,
  connections: CONNECTIONS,
  seconds: FLOOR_SECONDS,
  users: [{ calls: [{ method: "GET", path: "/select" }] }],
};
console.log(
  `Load: ${CONNECTIONS} connections for ${SECONDS} s (at most ${MAX_REQUESTS} requests), the floor ${FLOOR_SECONDS} s before and after…`,
);
const floorBefore = await measure(gen, "floor before", floorJob);
const samples = [memory("start")];
const middle = setTimeout(() => samples.push(memory("middle")), (SECONDS * 1000) / 2);
const load: Summary = await gen.run({
  origin: server.origin,
  connections: CONNECTIONS,
  seconds: SECONDS,
  maxRequests: MAX_REQUESTS,
  users,
});
clearTimeout(middle);
samples.push(memory("end"));
const floorAfter = await measure(gen, "floor after", floorJob);
gen.close();
await floor.close();
await server.close();

// The route's own name: what follows /api/query/ or /api/add/, up to the program or the date.
const routeName = (c: Call) =>
  `${c.method} ${c.path.replace(/^\/api\/(query|add)\//, "").replace(/\/(Current|\d{4}-).*$/, "")}`;
const perLifter = users[0]?.calls.map(routeName) ?? [];
console.log("");
console.log(`${server.label}: ${USERS} lifters, ${CONNECTIONS} connections, ${SECONDS} s`);
console.log(`Each lifter, in a loop: ${perLifter.join(", ")}`);
const floorRps = median([floorBefore.rps, floorAfter.rps]);
const row = (name: string, s: Summary, ratio: string) => [
  name,
  String(s.requests),
  s.rps.toFixed(0),
  String(s.p50),
  String(s.p99),
  String(s.max),
  String(s.non2xx),
  `${s.errors} (${s.timeouts})`,
  ratio,
];
console.log(
  table(
    ["", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "non-2xx", "socket errors (timeouts)", "÷ floor"],
    [
      row("lifters' mix", load, (load.rps / floorRps).toFixed(2)),
      row("floor before (bare select)", floorBefore, ""),
      row("floor after (bare select)", floorAfter, ""),
    ],
  ),
);
if (load.non2xx > 0) console.log(`Status codes of the mix: ${JSON.stringify(load.statusCodes)}`);
console.log("");
console.log("The server process's memory:");
console.log(
  table(
    ["", "RSS MB", "heap used MB", "heap total MB"],
    samples.map((m) => [m.at, mb(m.rss), mb(m.heapUsed), mb(m.heapTotal)]),
  ),
);
