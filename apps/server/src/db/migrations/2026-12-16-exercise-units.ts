import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Mixed-unit gyms (issue 22, decision 0081): the unit a lifter gave one exercise (a cable stack in
// lb in a kg gym), keyed by lifter and exercise. No row: the exercise is in the lifter's unit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("exercise_units")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("exercise_id", "text", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("unit", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("exercise_units_pk", ["user_id", "exercise_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("exercise_units").execute();
}
