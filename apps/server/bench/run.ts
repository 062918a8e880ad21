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
let lastProgram = "";
for (let p = 0; p < programsNeeded; p += 1) {
  lastProgram = `History ${p + 1}`;
  const { routineId, rows } = await createHistoryProgram(db, userId, lastProgram, exerciseIds);
  const offset = new Date(start.getTime() + p * PROGRAM_DAYS * 1.75 * 86_400_000);
  rowsLogged += await logWholeProgram(db, userId, routineId, rows, offset);
}
for (let u = 0; u < OTHER_USERS; u += 1) {
  const otherId = randomUUID();
  await db
    .insertInto("users")
    .values({ id: otherId, email: `other${u}@example.com`, password_hash: null, created_at: new Date().toISOString() })
    .execute();
  const { routineId, rows } = await createHistoryProgram(db, otherId, `Other ${u}`, exerciseIds);
  rowsLogged += await logWholeProgram(db, otherId, routineId, rows, start);
}
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

// A program of the lifter's whose last day is still open, for next-day and saving.
const program = encodeURIComponent(lastProgram);
const today = new Date().toISOString().slice(0, 10);
const nextDay = await app.inject({ url: `/api/query/nextExerciseDay/${today}/${program}`, headers: { cookie } });
const current = await createHistoryProgram(db, userId, "Current", exerciseIds);
const target = current.rows[0];
if (!target) throw new Error("no rows");
const exerciseName = (
  await db.selectFrom("exercises").select("name").where("id", "=", target.exercise_id).executeTakeFirstOrThrow()
).name;

interface Result {
  name: string;
  rps: number;
  p99: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Result> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { name, rps: r.requests.average, p99: r.latency.p99 };
}

const jsonPost = (body: object) => ({
  method: "POST" as const,
  headers: { cookie, "content-type": "application/json" },
  body: JSON.stringify(body),
});

console.log(`next day check: ${nextDay.statusCode}; measuring ${DURATION_S}s each, ${CONNECTIONS} connections…`);
const floorInsert = await measure("bare indexed insert", { url: `${floorBase}/insert`, method: "POST" });
const save = await measure("save an exercise", {
  url: `${base}/api/add/addUserExerciseData/Current`,
  ...jsonPost({ exerciseId: target.id, exercise_name: exerciseName, actualReps: 5, actualRpe: 8, weight: 225 }),
});
const floorSelect = await measure("bare indexed select", { url: `${floorBase}/select` });
const next = await measure("next day", {
  url: `${base}/api/query/nextExerciseDay/${today}/${program}`,
  headers: { cookie },
});
const previous = await measure("previous weights", {
  url: `${base}/api/query/advanced_weight/${encodeURIComponent(exerciseName)}/${program}`,
  headers: { cookie },
});

const row = (r: Result, floorResult: Result) =>
  `${r.name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s  p99 ${String(r.p99).padStart(4)} ms   ${(r.rps / floorResult.rps).toFixed(2)}× of ${floorResult.name}`;
console.log("");
console.log(`${"call".padEnd(22)} ${"rate".padStart(8)}        latency     ratio`);
console.log(row(floorInsert, floorInsert));
console.log(row(floorSelect, floorSelect));
console.log(row(save, floorInsert));
console.log(row(next, floorSelect));
console.log(row(previous, floorSelect));

await app.close();
await floor.close();
await db.destroy();
if (!process.env.BENCH_DATABASE_URL) for (const s of ["", "-wal", "-shm"]) rmSync(`${file}${s}`, { force: true });
