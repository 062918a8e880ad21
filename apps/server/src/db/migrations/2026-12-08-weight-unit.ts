import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// The lifter's unit (issue 22, decision 0063), on the users row beside the bar and plates it is the
// unit of: the session check reads it with them at no cost. Every lifter so far is in pounds, and
// their bar_lbs and plates_lbs are pounds; for a kg lifter those two columns hold kilograms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("weight_unit", "text", (c) => c.notNull().defaultTo("lb"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("weight_unit").execute();
}
