// `npm run bench`: the hot calls of the workout log, each against the floor (floor.ts: a bare
// route running one raw prepared statement on the same database), in alternating rounds driven
// from another process. Machines drift and this one is shared: read the ratios, not the req/s.
import { randomUUID } from "node:crypto";
import {
  type BenchServer,
  type CurrentDay,
  type Lifter,
  SETTLED,
  vacuumAnalyze,
  floorRowOf,
  logHistory,
  openBenchServer,
  registerLifter,
  settle,
  startCurrentProgram,
} from "./bench-server.js";
import {
  COLD_NEXT_DAY,
  COLD_PREVIOUS_WEIGHTS,
  type HotCall,
  coachDailyEntry,
  hotCalls,
  nextDay,
  previousWeights,
  requireAnswers,
} from "./calls.js";
import { profiled } from "./cpu-profile.js";
import { firstLoadJsGzipBytes } from "./first-load.js";
import { startLoadGenerator } from "./load-generator.js";
import { type RoundPlan, type Rounds, alternate, median, spread, table } from "./rounds.js";
import { formatCount, startStatementCounter } from "./statement-count.js";

const plan: RoundPlan = {
  rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)),
  seconds: Math.max(1, Number(process.env.BENCH_SECONDS ?? 3)),
  connections: 10,
};
/** Lifters saving sets at once, one a connection (a short history each, a day under way). */
const WRITER_YEARS = 0.25;
const YEARS = 5;
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 20);
const FIRST_LOAD_BUDGET_KB = 120;

const firstLoad = firstLoadJsGzipBytes();
console.log(
  firstLoad
    ? `First page load: ${(firstLoad.bytes / 1024).toFixed(1)} KB of gzipped JS in ${firstLoad.files.length} files (budget ${FIRST_LOAD_BUDGET_KB} KB).`
    : "First page load: no web build found (run npm run build).",
);

interface Seeded {
  lifter: Lifter;
  day: CurrentDay;
}

async function seedLifter(server: BenchServer, label: string, years: number): Promise<Seeded & { rows: number }> {
  const lifter = await registerLifter(server.app, label);
  const history = await logHistory(server, lifter.id, years, "History");
  const day = await startCurrentProgram(server, lifter.id);
  return { lifter, day, rows: history + day.rowsLogged };
}

/** Other people's rows, so the indexes hold more than the measured lifters. */
async function seedOthers(server: BenchServer): Promise<number> {
  const { db } = server.database;
  let rows = 0;
  for (let u = 0; u < OTHER_USERS; u += 1) {
    const id = randomUUID();
    await db
      .insertInto("users")
      .values({ id, email: `other-${id}@example.com`, password_hash: null, created_at: new Date().toISOString() })
      .execute();
    rows += await logHistory(server, id, 1.4, "Other");
  }
  return rows;
}

const server = await openBenchServer();
console.log(`Seeding a ${YEARS}-year lifter, a 1.4-year lifter and ${OTHER_USERS} other users on ${server.label}…`);
const long = await seedLifter(server, "five-years", YEARS);
const short = await seedLifter(server, "one-year", 1.4);
const writers: Seeded[] = [];
let writerRows = 0;
for (let i = 0; i < plan.connections; i += 1) {
  const writer = await seedLifter(server, `writer-${i}`, WRITER_YEARS);
  writers.push(writer);
  writerRows += writer.rows;
}
const otherRows = await seedOthers(server);
await vacuumAnalyze(server);
console.log(`${long.rows + short.rows + writerRows + otherRows} performance rows in the database.`);
plan.between = () => settle(server);

const allCalls: HotCall[] = hotCalls(long.day);
const coach = await coachDailyEntry(server.app, long.lifter.cookie);
if (typeof coach === "string") console.log(`Coach's daily entry: ${coach}.`);
else allCalls.push({ name: "coach daily entry", call: coach, floor: "upsert" });
// BENCH_CALLS="next day,next day (read)" measures only those (a history row only for a read measured).
const only = process.env.BENCH_CALLS?.split(",").map((name) => name.trim());
const calls = only ? allCalls.filter((c) => only.includes(c.name)) : allCalls;
if (calls.length === 0) throw new Error(`BENCH_CALLS names none of: ${allCalls.map((c) => c.name).join(", ")}`);
await requireAnswers(
  server.app,
  long.lifter.cookie,
  calls.map((c) => c.call),
);
await requireAnswers(server.app, short.lifter.cookie, [nextDay(), previousWeights(short.day)]);
for (const w of writers) {
  await requireAnswers(
    server.app,
    w.lifter.cookie,
    calls.flatMap((c) => c.byWriters?.(w.day) ?? []),
  );
}

const counter = await startStatementCounter(server);
const unkeptCounter = await startStatementCounter(server, 0);
const counts = new Map<string, string>();
for (const c of calls) {
  const count = await (c.unkept ? unkeptCounter : counter).count(c.call, long.lifter.cookie);
  counts.set(c.name, formatCount(count));
  if (process.env.BENCH_SHOW_SQL === "1") console.log(`${c.name}:\n  ${count.sql.join("\n  ")}`);
}
await counter.close();
await unkeptCounter.close();

const floor = await server.startFloor(floorRowOf(long.lifter.id, long.day));
const floors = {
  select: { origin: floor.origin, calls: [{ method: "GET" as const, path: "/select" }] },
  upsert: { origin: floor.origin, calls: [{ method: "POST" as const, path: "/upsert" }] },
};
const gen = startLoadGenerator();
console.log(
  `Measuring: ${plan.rounds} rounds × ${plan.seconds} s for each call and its floor, alternating, ${plan.connections} connections, load from another process…`,
);
const app = (cookie: string, c: HotCall) => ({
  origin: c.unkept ? server.unkeptOrigin : server.origin,
  cookie,
  calls: [c.call],
  ...(c.byWriters
    ? { users: writers.map((w) => ({ cookie: w.lifter.cookie, calls: c.byWriters?.(w.day) ?? [] })) }
    : {}),
});
const results: [HotCall, Rounds][] = [];
for (const c of calls) {
  results.push([c, await alternate(gen, plan, [c.name, app(long.lifter.cookie, c)], [c.floor, floors[c.floor]])]);
  const profiles = process.env.BENCH_CPU_PROFILE;
  if (profiles) {
    const side = app(long.lifter.cookie, c);
    await profiled(profiles, c.name, () =>
      gen.run({
        origin: side.origin,
        connections: plan.connections,
        seconds: plan.seconds,
        users: side.users ?? [{ cookie: side.cookie, calls: side.calls }],
      }),
    );
  }
}
const history: [string, Rounds][] = [];
// Read, not kept: a kept answer costs the same whatever the history behind it.
for (const [name, ofLong, ofShort] of [
  [COLD_NEXT_DAY, nextDay(), nextDay()],
  [COLD_PREVIOUS_WEIGHTS, previousWeights(long.day), previousWeights(short.day)],
] as const) {
  if (!calls.some((c) => c.name === name)) continue;
  const read = (call: HotCall["call"]): HotCall => ({ name, call, floor: "select", unkept: true });
  const pair = await alternate(
    gen,
    plan,
    [`${name}, 5 y`, app(long.lifter.cookie, read(ofLong))],
    [`${name}, 1.4 y`, app(short.lifter.cookie, read(ofShort))],
  );
  history.push([name, pair]);
}
gen.close();
await floor.close();
await server.close();

const rps = (r: Rounds["a"]) => median(r.map((s) => s.rps)).toFixed(0);
const p99 = (r: Rounds["a"]) => `${median(r.map((s) => s.p99))} (${Math.max(...r.map((s) => s.p99))})`;
console.log("");
console.log(
  `${server.label}: the ${YEARS}-year lifter's calls against the floor, median [min–max] over ${plan.rounds} rounds of ${plan.seconds} s, ${plan.connections} connections`,
);
console.log(
  table(
    ["call", "SQL/req", "req/s", "p99 ms (max)", "floor", "floor req/s", "floor p99", "ratio"],
    results.map(([c, r]) => [
      c.name,
      counts.get(c.name) ?? "?",
      rps(r.a),
      p99(r.a),
      `bare ${c.floor}`,
      rps(r.b),
      p99(r.b),
      spread(r.ratios),
    ]),
  ),
);
console.log(
  "Cold: the answer read, as at the first open of a day. Kept: asked again with nothing changed, or after the lifter's own save (decision 0065).",
);
console.log(
  `Writes: ${plan.connections} lifters at once, one a connection, each on their own rows; the floor's writes on distinct rows too.`,
);
console.log("Target: cold reads ≥ 0.33 of the floor and p99 < 10 ms on SQLite; PostgreSQL within 2× of SQLite.");
console.log(SETTLED);
console.log("");
console.log("Does history slow a call? The 5-year lifter against the 1.4-year lifter (1.00 = flat):");
console.log(
  table(
    ["call", "5 y req/s", "5 y p99", "1.4 y req/s", "1.4 y p99", "ratio 5 y ÷ 1.4 y"],
    history.map(([name, r]) => [name, rps(r.a), p99(r.a), rps(r.b), p99(r.b), spread(r.ratios)]),
  ),
);
