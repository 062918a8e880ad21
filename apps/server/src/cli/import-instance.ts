// `npm run import-instance -- FILE`: a file made by `npm run export-instance` into the database of
// DATABASE_URL, which must hold no account yet (decision 0037). One transaction: a refused or
// failed import writes nothing. Stop the servers first and start them after.
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { loadConfig } from "../config.js";
import { createDb } from "../db/create-db.js";
import { prepareDatabase } from "../db/prepare.js";
import { importInstance } from "../services/transfer/instance-move.js";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const file = process.argv[2];
  if (!file) throw new Error("Usage: npm run import-instance -- FILE");
  if (!existsSync(file)) throw new Error(`No file at ${file}.`);
  const config = loadConfig();
  const database = createDb(config.DATABASE_URL, { queryTimeoutMs: 0 });
  try {
    // The schema and the seeded catalogue the file's rows refer to.
    await prepareDatabase(database);
    const reader = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
    // Taken now: readline's iterator keeps only the lines read after it is made.
    const iterator = reader[Symbol.asyncIterator]();
    const lines = { [Symbol.asyncIterator]: () => iterator };
    const counts = await importInstance(database.db, lines);
    const summary = Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ");
    console.log(`Imported ${summary} into ${config.DATABASE_URL.replace(/\/\/[^@]*@/, "//")}`);
  } finally {
    await database.db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
