import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// The History screen: a lifter's sessions newest first, a page at a time (keyset on this index),
// and a page's sets as one range of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("performances_history_idx")
    .on("performances")
    .columns(["user_id", "performed_on", "routine_id", "phase", "week", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("performances_history_idx").execute();
}
