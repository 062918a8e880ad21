import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Height in centimetres as a kg lifter typed it (issue 22, decision 0071), beside the feet and
// inches the product's calls carry; null for every lifter so far and for one who types feet.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_info").addColumn("height_cm", "real").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user_info").dropColumn("height_cm").execute();
}
