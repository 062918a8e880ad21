import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// A "Yes" to the bulk's Monday proposal restarts the pacing of its target from the figure accepted
// that day (decision 0100), rather than adding a lasting offset that would count the same move again
// as the paced figure caught up. Null on every existing phase: nothing was accepted yet.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("coach_phases").addColumn("pace_restart_date", "text").execute();
  await db.schema.alterTable("coach_phases").addColumn("pace_restart_kcal", "real").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("coach_phases").dropColumn("pace_restart_kcal").execute();
  await db.schema.alterTable("coach_phases").dropColumn("pace_restart_date").execute();
}
