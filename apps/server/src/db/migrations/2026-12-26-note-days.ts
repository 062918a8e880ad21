import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// A day with only notes is a session in History (decision 0103). History walks a lifter's notes
// back by date and program as it walks their sets and warm-ups, a page at a time, and reads the
// notes of each day of the page by one probe: neither grows with the number of notes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("day_notes_history_idx")
    .on("day_notes")
    .columns(["user_id", "performed_on", "routine_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("day_notes_history_idx").execute();
}
