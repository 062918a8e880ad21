import type { Kysely } from "kysely";
import { migrateToLatest } from "./migrations/index.js";
import type { Database } from "./schema.js";

/** Brings a database to the current schema and content; safe to run at every start. */
export async function prepareDatabase(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
}
