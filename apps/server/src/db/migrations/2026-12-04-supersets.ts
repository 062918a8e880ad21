import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Supersets and circuits (decision 0055). A program's groups are stored on its rows: `superset`
// numbers a row's group within its day (null: not grouped), so the builder's groups come with the
// rows every time. A lifter's groups for one day of one date are their own rows, one per grouped
// exercise (the program row), numbered by group. Nothing existing is grouped, so no data moves.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("routine_rows").addColumn("superset", "integer").execute();
  await db.schema
    .createTable("day_supersets")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("routine_id", "text", (c) => c.notNull().references("routines.id").onDelete("cascade"))
    .addColumn("phase", "integer", (c) => c.notNull())
    .addColumn("week", "integer", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("row_id", "text", (c) => c.notNull().references("routine_rows.id").onDelete("cascade"))
    .addColumn("group_no", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("day_supersets_pk", ["user_id", "routine_id", "phase", "week", "day", "date", "row_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("day_supersets").execute();
  await db.schema.alterTable("routine_rows").dropColumn("superset").execute();
}
