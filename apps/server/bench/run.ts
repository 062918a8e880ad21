// `npm run bench`: the workout log's hot calls against one user with five years of history,
// each compared, as a ratio, with a bare Fastify route doing one indexed insert or select on the
// same database. Machines drift: read the ratios, not the absolute numbers.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Fastify from "fastify";
import { sql } from "kysely";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { createDb } from "../src/db/create-db.js";
import { prepareDatabase } from "../src/db/prepare.js";
import { startSession } from "../src/services/sessions.js";
import { firstLoadJsGzipBytes } from "./first-load.js";
import { PROGRAM_DAYS, TRAINING_DAYS_PER_YEAR, createHistoryProgram, logWholeProgram } from "./seed-history.js";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const YEARS = 5;
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 20);

const firstLoad = firstLoadJsGzipBytes();
console.log(
  firstLoad
    ? `First page load: ${(firstLoad.bytes / 1024).toFixed(1)} KB of gzipped JS in ${firstLoad.files.length} files (budget 150 KB).`
    : "First page load: no web build found (run npm run build).",
);

const file = join(tmpdir(), `ironpath-bench-${randomUUID()}.db`);
const url = process.env.BENCH_DATABASE_URL ?? `sqlite:${file}`;
const database = createDb(url);
const { db } = database;
await prepareDatabase(database);
const config = loadConfig({ LOG_LEVEL: "silent", DATABASE_URL: url, AUTH_RATE_LIMIT_PER_MINUTE: "100000" });
const app = await buildApp(config, database);

// The lifter, and other users so the tables hold more than one person's rows.
const reg = await app.inject({
  method: "POST",
  url: "/api/auth/register",
  payload: { email: `bench-${randomUUID()}@example.com`, password: "Bench#Press1" },
});
const cookie = `ironpath_session=${reg.cookies.find((c) => c.name === "ironpath_session")?.value}`;
const userId: string = reg.json().user.id;
const exerciseIds = (await db.selectFrom("exercises").select("id").execute()).map((e) => e.id);

console.log(`Seeding ${YEARS} years of history for one user and ${OTHER_USERS} other users on ${database.dialect}…`);
const programsNeeded = Math.ceil((YEARS * TRAINING_DAYS_PER_YEAR) / PROGRAM_DAYS);
const start = new Date(Date.now() - YEARS * 365 * 86_400_000);
let rowsLogged = 0;
for (let p = 0; p < programsNeeded; p += 1) {
  const { programId, rows } = await createHistoryProgram(db, userId, `History ${p + 1}`, exerciseIds);
  const offset = new Date(start.getTime() + p * PROGRAM_DAYS * 1.75 * 86_400_000);
  rowsLogged += await logWholeProgram(db, userId, programId, rows, offset);
}
const otherIds: string[] = [];
for (let u = 0; u < OTHER_USERS; u += 1) {
  const otherId = randomUUID();
  otherIds.push(otherId);
  await db
    .insertInto("users")
    .values({ id: otherId, email: `other${u}@example.com`, password_hash: null, created_at: new Date().toISOString() })
    .execute();
  const { programId, rows } = await createHistoryProgram(db, otherId, `Other ${u}`, exerciseIds);
  rowsLogged += await logWholeProgram(db, otherId, programId, rows, start);
}
// Each lifter is halfway through a "Current" program, so the next day is a real day.
const halfway = async (id: string) => {
  const current = await createHistoryProgram(db, id, "Current", exerciseIds);
  const half = current.rows.slice(0, current.rows.length / 2);
  rowsLogged += await logWholeProgram(db, id, current.programId, half, new Date(Date.now() - 30 * 86_400_000));
  return current.rows[current.rows.length / 2 + 1];
};
const target = await halfway(userId);
const shortHistoryId = otherIds[0];
if (!target || !shortHistoryId) throw new Error("BENCH_OTHER_USERS must be at least 1");
await halfway(shortHistoryId);
const { token } = await startSession(db, shortHistoryId, { idleDays: 1, absoluteDays: 1 });
const shortHistoryCookie = `ironpath_session=${token}`;
if (database.dialect === "sqlite") await sql`analyze`.execute(db);
else await sql`analyze`.execute(db);
console.log(`${rowsLogged} performance rows in the database.`);

await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// The bare baseline: the same database, one indexed write or read, nothing else.
await sql`create table if not exists bench_floor (id text primary key, user_id text not null, at text not null)`.execute(
  db,
);
const floor = Fastify();
floor.post("/insert", async () => {
  await db
    .insertInto("bench_floor" as any)
    .values({ id: randomUUID(), user_id: userId, at: new Date().toISOString() })
    .execute();
  return { ok: true };
});
floor.get("/select", async () =>
  db
    .selectFrom("performances")
    .select("weight")
    .where("user_id", "=", userId)
    .where("exercise_id", "=", exerciseIds[3] as string)
    .orderBy("logged_at", "desc")
    .limit(1)
    .executeTakeFirst(),
);
await floor.listen({ port: 0, host: "127.0.0.1" });
const floorBase = `http://127.0.0.1:${(floor.server.address() as { port: number }).port}`;

const today = new Date().toISOString().slice(0, 10);
const exerciseName = (
  await db.selectFrom("exercises").select("name").where("id", "=", target.exercise_id).executeTakeFirstOrThrow()
).name;
const nextUrl = `${base}/api/query/nextExerciseDay/${today}/Current`;
const previousUrl = `${base}/api/query/advanced_weight/${encodeURIComponent(exerciseName)}/Current`;
for (const [who, c] of [
  ["5-year", cookie],
  ["1.4-year", shortHistoryCookie],
] as const) {
  const check = await app.inject({ url: nextUrl.replace(base, ""), headers: { cookie: c } });
  const count = (await app.inject({ url: previousUrl.replace(base, ""), headers: { cookie: c } })).json().data.length;
  console.log(`${who} lifter: next day answers ${check.statusCode}; previous weights list ${count} entries`);
}

interface Result {
  name: string;
  rps: number;
  p99: number;
}

async function once(name: string, opts: autocannon.Options, seconds: number): Promise<Result> {
  const r = await autocannon({ connections: CONNECTIONS, duration: seconds, ...opts });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { name, rps: r.requests.average, p99: r.latency.p99 };
}

const ROUNDS = 4;

/** Runs a and b in alternating short rounds, so drift of the machine's speed hits both alike. */
async function compare(a: [string, autocannon.Options], b: [string, autocannon.Options]): Promise<[Result, Result]> {
  const results: Result[][] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, [name, opts]] of [a, b].entries()) results[i]?.push(await once(name, opts, DURATION_S / ROUNDS));
  }
  const mean = (rs: Result[]): Result => ({
    name: rs[0]?.name ?? "",
    rps: rs.reduce((n, r) => n + r.rps, 0) / rs.length,
    p99: Math.max(...rs.map((r) => r.p99)),
  });
  return [mean(results[0] ?? []), mean(results[1] ?? [])];
}

const jsonPost = (body: object) => ({
  method: "POST" as const,
  headers: { cookie, "content-type": "application/json" },
  body: JSON.stringify(body),
});

console.log(`Measuring ${DURATION_S}s per call in ${ROUNDS} alternating rounds, ${CONNECTIONS} connections…`);
const bareInsert: [string, autocannon.Options] = [
  "bare indexed insert",
  { url: `${floorBase}/insert`, method: "POST" },
];
const bareSelect: [string, autocannon.Options] = ["bare indexed select", { url: `${floorBase}/select` }];
const saveCall: [string, autocannon.Options] = [
  "save an exercise",
  {
    url: `${base}/api/add/addUserExerciseData/Current`,
    ...jsonPost({ exerciseId: target.id, exercise_name: exerciseName, actualReps: 5, actualRpe: 8, weight: 225 }),
  },
];
const nextCall = (c: string): autocannon.Options => ({ url: nextUrl, headers: { cookie: c } });
const previousCall = (c: string): autocannon.Options => ({ url: previousUrl, headers: { cookie: c } });

const [save, floorInsert] = await compare(saveCall, bareInsert);
const [next, floorForNext] = await compare(["next day", nextCall(cookie)], bareSelect);
const [previous, floorForPrevious] = await compare(["previous weights", previousCall(cookie)], bareSelect);
const [nextLong, nextShort] = await compare(
  ["next day, 5 y", nextCall(cookie)],
  ["next day, 1.4 y", nextCall(shortHistoryCookie)],
);
const [previousLong, previousShort] = await compare(
  ["previous weights, 5 y", previousCall(cookie)],
  ["previous weights, 1.4 y", previousCall(shortHistoryCookie)],
);

const row = (r: Result, floorResult: Result) =>
  `${r.name.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  |  ${floorResult.name} ${floorResult.rps.toFixed(0).padStart(6)} req/s  p99 ${String(floorResult.p99).padStart(3)} ms  |  ratio ${(r.rps / floorResult.rps).toFixed(2)}`;
console.log("");
console.log("The 5-year lifter's calls against a bare Fastify route on the same database (interleaved):");
console.log(row(save, floorInsert));
console.log(row(next, floorForNext));
console.log(row(previous, floorForPrevious));
console.log("");
console.log("Does a longer history slow the calls down? 5-year lifter against 1.4-year lifter (1.00 = no):");
console.log(row(nextLong, nextShort));
console.log(row(previousLong, previousShort));

await app.close();
await floor.close();
await db.destroy();
if (!process.env.BENCH_DATABASE_URL) for (const s of ["", "-wal", "-shm"]) rmSync(`${file}${s}`, { force: true });
