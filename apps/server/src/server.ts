import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { createDb } from "./db/create-db.js";
import { prepareDatabase } from "./db/prepare.js";
import { sweepAuthTables } from "./services/account/accounts.js";
import { sweepIdempotencyKeys } from "./services/idempotent-writes.js";

const here = dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  // A .env file in the working directory is read if present; real environment variables win.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  // The bundle lives in apps/server/dist; the web build beside it in apps/web/dist.
  config.WEB_DIST ??= join(here, "..", "..", "web", "dist");
  // Migrations may take long on a big database; the serving pool gives up on a statement sooner.
  const setup = createDb(config.DATABASE_URL, { queryTimeoutMs: 0 });
  try {
    const { backup } = await prepareDatabase(setup, { backupsKept: config.BACKUP_BEFORE_MIGRATE_KEEP });
    if (backup) {
      console.log(
        `Backed up the database before migrating it: ${backup} (the newest ${config.BACKUP_BEFORE_MIGRATE_KEEP} are kept)`,
      );
    }
  } finally {
    await setup.db.destroy();
  }
  const database = createDb(config.DATABASE_URL);
  const app = await buildApp(config, database);
  // Hourly housekeeping; several processes may each run it, it only deletes what has expired.
  const sweep = () =>
    Promise.all([sweepAuthTables(database.db, config.SESSION_IDLE_DAYS), sweepIdempotencyKeys(database.db)]).catch(
      (err) => app.log.error({ err }, "sweep failed"),
    );
  await sweep();
  setInterval(sweep, 3_600_000).unref();

  const close = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.db.destroy();
    process.exit(0);
  };
  process.once("SIGTERM", () => void close("SIGTERM"));
  process.once("SIGINT", () => void close("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo; // PORT=0 picks a free port
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  console.log(`Ironpath is running at ${config.PUBLIC_ORIGIN ?? `http://${host}:${port}`}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
