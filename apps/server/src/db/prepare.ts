import { sql } from "kysely";
import { backupBeforeMigrate } from "./backup-before-migrate.js";
import type { Db } from "./create-db.js";
import { migrateToLatest, migrationState } from "./migrations/index.js";
import { seedContent } from "./seed/load.js";

export interface PrepareOptions {
  /** SQLite: backups before migrating to keep beside the database (decision 0038); 0 or unset, none. */
  backupsKept?: number;
}

/**
 * Brings a database to the current schema and content; safe to run at every start. Answers the
 * backup it wrote before migrating, if any.
 */
export async function prepareDatabase(database: Db, options: PrepareOptions = {}): Promise<{ backup?: string }> {
  const { db, dialect, schema } = database;
  // Kysely looks for its migration tables in every schema unless told which: name ours, or a
  // database holding other schemas with Kysely tables would fool it.
  const migrationSchema =
    dialect === "postgres"
      ? (schema ?? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name)
      : undefined;
  const backup =
    dialect === "sqlite" && options.backupsKept
      ? await backupBeforeMigrate(database, await migrationState(db), options.backupsKept)
      : undefined;
  await migrateToLatest(db, migrationSchema);
  await seedContent(db);
  return backup ? { backup } : {};
}
