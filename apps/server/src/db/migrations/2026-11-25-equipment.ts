import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// The lifter's bar and plates (issue 11), on the users row: the session check already reads that
// row with every signed-in call, so the next day gets them without a statement of its own. Plates
// are lbs heaviest first, comma-separated; the defaults are the domain's (45 lb bar, 45 to 2.5).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("bar_lbs", "real", (c) => c.notNull().defaultTo(45))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("plates_lbs", "text", (c) => c.notNull().defaultTo("45,35,25,10,5,2.5"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("plates_lbs").execute();
  await db.schema.alterTable("users").dropColumn("bar_lbs").execute();
}
