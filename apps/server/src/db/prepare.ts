import { sql } from "kysely";
import type { Db } from "./create-db.js";
import { migrateToLatest } from "./migrations/index.js";
import { seedContent } from "./seed/load.js";

/** Brings a database to the current schema and content; safe to run at every start. */
export async function prepareDatabase({ db, dialect, schema }: Db): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which: name ours, or a
  // database holding other schemas with Kysely tables would fool it.
  const migrationSchema =
    dialect === "postgres"
      ? (schema ?? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name)
      : undefined;
  await migrateToLatest(db, migrationSchema);
  await seedContent(db);
}
