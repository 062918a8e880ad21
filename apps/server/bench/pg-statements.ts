// Where a cold read's time goes on PostgreSQL, statement by statement: each statement the call
// sends (captured from pg's client during one request), explained with ANALYZE and BUFFERS under
// the app's generic plan and under a custom plan, then timed as the app sends it (a named
// statement, one round trip each; PG_RUNS runs in PG_TURNS turns, best turn), beside the same
// statement with its limits bound (decision 0094). Run with BENCH_DATABASE_URL (an empty
// database, dropped after); PG_FULL=1 prints whole plans, texts and values.
import { openSync, writeSync } from "node:fs";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { openBenchServer, seededLifter } from "./bench-server.js";
import { nextDay, previousWeights } from "./calls.js";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("pg-statements needs BENCH_DATABASE_URL (PostgreSQL)");
const RUNS = Number(process.env.PG_RUNS ?? 2000);
const TURNS = Number(process.env.PG_TURNS ?? 5);

const server = await openBenchServer();
const { lifter, day } = await seededLifter(server);
const devNull = openSync("/dev/null", "w");
const app = await buildApp({ ...server.config, KEPT_ANSWERS: 0 }, server.database, {
  write: (line: string) => void writeSync(devNull, line),
});

interface Sent {
  text: string;
  values: unknown[];
}
// pg's Query is what every client sends, however its query method was wrapped (statement-cache.ts).
const QueryClass = (pg as unknown as { Query: { prototype: { submit: (...a: unknown[]) => unknown } } }).Query;
const submit = QueryClass.prototype.submit;
async function statementsOf(call: ReturnType<typeof nextDay>): Promise<Sent[]> {
  const sent: Sent[] = [];
  QueryClass.prototype.submit = function (this: Sent, ...args: unknown[]) {
    sent.push({ text: this.text, values: this.values ?? [] });
    return submit.apply(this, args);
  };
  const res = await app.inject({ method: call.method, url: call.path, headers: { cookie: lifter.cookie } });
  QueryClass.prototype.submit = submit;
  if (res.statusCode !== 200) throw new Error(`${call.path}: ${res.statusCode}`);
  return sent;
}

async function timeRequests(call: ReturnType<typeof nextDay>): Promise<number> {
  for (let i = 0; i < 200; i += 1)
    await app.inject({ method: call.method, url: call.path, headers: { cookie: lifter.cookie } });
  const start = performance.now();
  const n = 1000;
  for (let i = 0; i < n; i += 1)
    await app.inject({ method: call.method, url: call.path, headers: { cookie: lifter.cookie } });
  return ((performance.now() - start) / n) * 1000;
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const literal = (v: unknown) =>
  v === null ? "null" : typeof v === "number" ? String(v) : client.escapeLiteral(String(v));

let named = 0;
for (const [name, call] of [
  ["cold next day", nextDay()],
  ["cold previous weights", previousWeights(day)],
] as const) {
  await timeRequests(call);
  const sent = await statementsOf(call);
  console.log(
    `\n=== ${name}: ${sent.length} statements; wall per request in-process ${(await timeRequests(call)).toFixed(0)} µs`,
  );
  let i = 0;
  for (const s of sent) {
    i += 1;
    console.log(`\n--- ${i}: ${s.text.slice(0, 160).replace(/\s+/g, " ")}… (${s.values.length} values)`);
    if (process.env.PG_FULL) console.log(s.text, JSON.stringify(s.values));
    if (s.values.length === 0) continue;
    const stmt = `s${i}`;
    await client.query(`prepare ${stmt} as ${s.text}`);
    const args = s.values.map(literal).join(", ");
    for (const mode of ["force_generic_plan", "force_custom_plan"]) {
      await client.query(`set plan_cache_mode = ${mode}`);
      for (let w = 0; w < 5; w += 1) await client.query(`execute ${stmt}(${args})`);
      const { rows } = await client.query(`explain (analyze, buffers) execute ${stmt}(${args})`);
      const plan = rows.map((r) => r["QUERY PLAN"] as string);
      const keep = process.env.PG_FULL
        ? plan
        : plan.filter((l) => /Time|Buffers: shared|JIT|Functions|Options|rows=/.test(l)).slice(-12);
      console.log(`[${mode}]\n${keep.join("\n")}`);
      // Without a clock read at every node: the statement's own time.
      const quiet = await client.query(`explain (analyze, timing off) execute ${stmt}(${args})`);
      const times = quiet.rows.map((r) => r["QUERY PLAN"] as string).filter((l) => /Time/.test(l));
      console.log(`[${mode}, timing off] ${times.join("; ")}`);
    }
    await client.query(`deallocate ${stmt}`);
    // As the app sends it: a named statement under the generic plan, one round trip a run; beside
    // it, the same statement with its limits bound (as before decision 0094), in turns.
    await client.query(`set plan_cache_mode = force_generic_plan`);
    named += 1;
    const variants = [{ label: "as sent", query: { name: `t${named}`, text: s.text, values: s.values } }];
    const bound = withBoundLimits(s);
    if (bound) variants.push({ label: "limits bound", query: { name: `b${named}`, ...bound } });
    const best = variants.map(() => Number.POSITIVE_INFINITY);
    for (const { query } of variants) for (let w = 0; w < 100; w += 1) await client.query(query);
    for (let turn = 0; turn < TURNS; turn += 1) {
      for (const [v, { query }] of variants.entries()) {
        const start = performance.now();
        for (let r = 0; r < RUNS / TURNS; r += 1) await client.query(query);
        best[v] = Math.min(best[v] ?? 0, ((performance.now() - start) / (RUNS / TURNS)) * 1000);
      }
    }
    console.log(
      `round trip, best of ${TURNS} turns: ${variants.map((v, n) => `${v.label} ${best[n]?.toFixed(0)} µs`).join(", ")}`,
    );
  }
}

/** The statement with each written limit bound instead, or undefined when it writes none. */
function withBoundLimits(s: Sent): Sent | undefined {
  const values = [...s.values];
  const text = s.text.replace(/limit (\d+)/g, (_, n: string) => {
    values.push(Number(n));
    return `limit $${values.length}`;
  });
  return text === s.text ? undefined : { text, values };
}
await client.end();
await app.close();
await server.close();
