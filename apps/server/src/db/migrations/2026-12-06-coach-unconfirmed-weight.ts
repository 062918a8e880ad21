import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// A weigh-in far off the trend waits for the lifter's confirmation before the model reads it
// (issue 21, item 8; decision 0059). It is held here, beside the day's confirmed `weight`, which
// every reader already uses; existing days have nothing to confirm, so no data moves.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("coach_days").addColumn("unconfirmed_weight", "real").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("coach_days").dropColumn("unconfirmed_weight").execute();
}
