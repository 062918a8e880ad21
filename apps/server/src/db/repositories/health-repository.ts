import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";

/** One round trip to the database. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
