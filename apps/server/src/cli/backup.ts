// `npm run backup -- PATH`: a consistent copy of the embedded SQLite database, taken with SQLite's
// backup API while the app runs (a plain file copy of a WAL database can be torn).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadConfig } from "../config.js";
import { createDb } from "../db/create-db.js";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (!config.DATABASE_URL.startsWith("sqlite:")) {
    throw new Error("DATABASE_URL is PostgreSQL: back it up with pg_dump (or your provider's snapshots).");
  }
  const source = config.DATABASE_URL.slice("sqlite:".length);
  // A mistyped path must fail, not back up a new empty database.
  if (!existsSync(source)) throw new Error(`No database at ${source}: check DATABASE_URL.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const destination = process.argv[2] ?? join(dirname(source), `backup-${stamp}.db`);
  const database = createDb(config.DATABASE_URL);
  try {
    await database.backup?.(destination);
    console.log(`Backed up ${config.DATABASE_URL} to ${destination}`);
  } finally {
    await database.db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
