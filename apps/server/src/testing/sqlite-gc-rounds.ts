// Run by sqlite-driver.test.ts in a child process (`node --expose-gc --import tsx`): builds the
// app on one SQLite file, answers a few real requests, closes it, forces garbage collection, and
// does it again. A driver whose statements die badly under GC (better-sqlite3 12 on Node >= 24.19:
// SIGABRT in `Statement::~Statement`) kills this process; a sound one prints the last line below.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app.js";
import { createDb } from "../db/create-db.js";
import { prepareDatabase } from "../db/prepare.js";
import { registerUser, testConfig } from "./test-app.js";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error("run with node --expose-gc");
  process.exit(2);
}
const rounds = Number(process.argv[2] ?? 10);
const dir = mkdtempSync(join(tmpdir(), "ironpath-gc-"));
const url = `sqlite:${join(dir, "app.db")}`;

try {
  for (let round = 1; round <= rounds; round++) {
    const database = createDb(url);
    await prepareDatabase(database);
    const app = await buildApp(testConfig(), database);
    await app.ready();
    const { cookie } = await registerUser(app);
    // Each call prepares fresh statements that only the garbage collector frees.
    for (const path of [
      "/api/query/routines",
      "/api/query/exercises",
      "/api/query/exercise_tags",
      "/api/auth/me",
      "/api/query/user_programs",
    ]) {
      const res = await app.inject({ url: path, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      gc();
    }
    await app.close();
    await database.db.destroy();
    gc();
    // Statements of a closed database, freed on a later collection, must be harmless too.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  console.log(`${rounds} rounds without an abort`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
