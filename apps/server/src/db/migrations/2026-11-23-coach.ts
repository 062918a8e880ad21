import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// The body-weight coach: a lifter's phases (cut, bulk, maintenance; one active at a time, the
// ended ones kept as history), their daily logs, and the Monday dialogs they answered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("coach_phases")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("activity_level", "real", (c) => c.notNull())
    // Cut: lb per week; bulk: lb per month; maintenance: null.
    .addColumn("rate", "real")
    // Bulk: the planned end (null: no fixed end).
    .addColumn("end_date", "text")
    .addColumn("start_weight", "real", (c) => c.notNull())
    // Set by the lifter's answers to the dialogs, on top of what the model says.
    .addColumn("calorie_offset", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("step_bonus", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("change_reason", "text")
    .addColumn("ended_on", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("coach_phases_user_idx").on("coach_phases").columns(["user_id", "created_at"]).execute();
  // One active phase per lifter, whatever two requests race to do (partial index: both databases).
  await sql`create unique index coach_phases_active_uq on coach_phases (user_id) where ended_on is null`.execute(db);

  await db.schema
    .createTable("coach_days")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("steps", "integer")
    .addColumn("calories", "integer")
    .addColumn("weight", "real")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("coach_days_pk", ["user_id", "date"])
    .execute();

  await db.schema
    .createTable("coach_answers")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("dialog", "text", (c) => c.notNull())
    .addColumn("week_start", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("answered_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("coach_answers_pk", ["user_id", "dialog", "week_start"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["coach_answers", "coach_days", "coach_phases"]) await db.schema.dropTable(table).execute();
}
