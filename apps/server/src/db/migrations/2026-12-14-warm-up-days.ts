import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// A day with only warm-ups logged is a session in History, and the finish screen says a day's
// warm-ups apart (decision 0077). History walks a lifter's warm-ups back by date as it walks their
// work sets (performances_history_idx), a page at a time; the finish screen reads one program
// day's. Each read goes through an index of its own, so neither grows with the history's length.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("warm_up_sets_history_idx")
    .on("warm_up_sets")
    .columns(["user_id", "performed_on", "routine_id", "phase", "week", "day"])
    .execute();
  await db.schema
    .createIndex("warm_up_sets_day_idx")
    .on("warm_up_sets")
    .columns(["user_id", "routine_id", "phase", "week", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("warm_up_sets_day_idx").execute();
  await db.schema.dropIndex("warm_up_sets_history_idx").execute();
}
