// `npm run export-instance -- FILE`: the whole instance (accounts with their password hashes,
// everything of every lifter's) as a file of JSON lines, to import into another database, SQLite
// or PostgreSQL, with `npm run import-instance` (decision 0037). Safe while the servers run: the
// file is one consistent snapshot.
import { once } from "node:events";
import { createWriteStream, existsSync } from "node:fs";
import { loadConfig } from "../config.js";
import { createDb } from "../db/create-db.js";
import { prepareDatabase } from "../db/prepare.js";
import { exportInstance } from "../services/transfer/instance-move.js";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run export-instance -- FILE");
  const config = loadConfig();
  // No statement limit: a big table is read in chunks, but a snapshot of it may take a while.
  const database = createDb(config.DATABASE_URL, { queryTimeoutMs: 0 });
  const out = createWriteStream(file, { flags: "wx" });
  try {
    await prepareDatabase(database);
    const counts = await exportInstance(database.db, async (line) => {
      if (!out.write(`${line}\n`)) await once(out, "drain");
    });
    out.end();
    await once(out, "finish");
    console.log(`Exported ${describe(counts)} to ${file}`);
  } finally {
    out.destroy();
    await database.db.destroy();
  }
}

function describe(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(", ");
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
