// Run by sqlite-driver.test.ts in a child process (`node --expose-gc --import tsx`), on one SQLite
// file, in rounds with garbage collection forced and left to V8:
// - the database as the server opens it (migrations, seed), more distinct queries than the
//   statement cache keeps, so that it drops statements as a long-running server does, then closed;
// - the app built on it, a lifter registered, a few real requests answered, the app closed.
// A driver whose statements die badly under GC (better-sqlite3 12 on Node >= 24.19: SIGABRT in
// `Statement::~Statement`) kills this process; a sound one prints the last line below.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { buildApp } from "../app.js";
import { createDb } from "../db/create-db.js";
import { prepareDatabase } from "../db/prepare.js";
import { MAX_STATEMENTS } from "../db/statement-cache.js";
import { registerUser, testConfig } from "./test-app.js";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error("run with node --expose-gc");
  process.exit(2);
}
const rounds = Number(process.argv[2] ?? 5);
const dir = mkdtempSync(join(tmpdir(), "ironpath-gc-"));
const url = `sqlite:${join(dir, "app.db")}`;

/** A forced collection, then ones V8 starts itself under allocation, with event-loop turns between
 * so that what it defers runs too. */
async function collect(): Promise<void> {
  gc?.();
  await sleep(20);
  let garbage: object[] = [];
  for (let i = 0; i < 400_000; i++) {
    garbage.push({ i });
    if (garbage.length > 50_000) garbage = [];
  }
  await sleep(20);
}

async function databaseRound(round: number): Promise<void> {
  const database = createDb(url);
  await prepareDatabase(database);
  // Distinct texts (as IN lists of every length make): the cache drops the oldest statements.
  for (let i = 0; i < MAX_STATEMENTS + 200; i++) {
    await sql`select ${sql.lit(round * 100_000 + i)} as n`.execute(database.db);
  }
  await collect();
  await database.db.destroy();
  // Statements of a closed database, freed on a later collection, must be harmless too.
  await collect();
}

async function appRound(): Promise<void> {
  const database = createDb(url);
  await prepareDatabase(database);
  const app = await buildApp(testConfig(), database);
  await app.ready();
  const { cookie } = await registerUser(app);
  for (const path of [
    "/api/query/routines",
    "/api/query/exercises",
    "/api/query/exercise_tags",
    "/api/auth/me",
    "/api/query/user_programs",
  ]) {
    const res = await app.inject({ url: path, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  }
  await collect();
  await app.close();
  await database.db.destroy();
  await collect();
}

try {
  for (let round = 1; round <= rounds; round++) await databaseRound(round);
  for (let round = 1; round <= rounds; round++) await appRound();
  console.log(`${rounds} + ${rounds} rounds without an abort`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
