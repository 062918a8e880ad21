import type { Db } from "./create-db.js";
import { migrateToLatest } from "./migrations/index.js";
import { seedContent } from "./seed/load.js";

/** Brings a database to the current schema and content; safe to run at every start. */
export async function prepareDatabase({ db, schema }: Db): Promise<void> {
  await migrateToLatest(db, schema);
  await seedContent(db);
}
