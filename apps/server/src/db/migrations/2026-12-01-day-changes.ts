import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// A lifter's changes to a day while lifting (decision 0049): one row per program row changed (a
// swap, a skip, a new place) or added (a retired row of its own, so its sets have a row like any
// other). Keyed by the lifter and the row (a row is one day of one program, logged once by a
// lifter); the day and the date lifted are kept with it. Writes raise the lifter's data_version
// (decision 0023), so the day's kept answers see them.

/** The tables this migration adds whose writes raise the lifter's data_version (as VERSIONED_TABLES). */
export const VERSIONED_DAY_TABLES = { day_changes: "$.user_id" } as const;

const EVENTS = ["insert", "update", "delete"] as const;
const raise = "update users set data_version = data_version + 1 where id";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("day_changes")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("routine_id", "text", (c) => c.notNull().references("routines.id").onDelete("cascade"))
    .addColumn("row_id", "text", (c) => c.notNull().references("routine_rows.id").onDelete("cascade"))
    .addColumn("phase", "integer", (c) => c.notNull())
    .addColumn("week", "integer", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("performed_on", "text", (c) => c.notNull())
    // The exercise lifted in the row's place; null: the one written.
    .addColumn("exercise_id", "text", (c) => c.references("exercises.id").onDelete("cascade"))
    .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("added", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("day_changes_pk", ["user_id", "row_id"])
    .execute();
  await db.schema
    .createIndex("day_changes_day_idx")
    .on("day_changes")
    .columns(["user_id", "routine_id", "phase", "week", "day"])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`create function day_changes_version() returns trigger language plpgsql set search_path from current as $fn$
        begin
          if tg_op = 'INSERT' then ${raise} in (select user_id from new_rows);
          elsif tg_op = 'DELETE' then ${raise} in (select user_id from old_rows);
          else ${raise} in (select user_id from old_rows union select user_id from new_rows);
          end if;
          return null;
        end $fn$`)
      .execute(db);
    const referencing = {
      insert: "new table as new_rows",
      update: "old table as old_rows new table as new_rows",
      delete: "old table as old_rows",
    };
    for (const event of EVENTS) {
      await sql
        .raw(`create trigger day_changes_${event}_version after ${event} on day_changes
          referencing ${referencing[event]} for each statement execute function day_changes_version()`)
        .execute(db);
    }
  } else {
    const who = { insert: "= new.user_id", delete: "= old.user_id", update: "in (old.user_id, new.user_id)" };
    for (const event of EVENTS) {
      await sql
        .raw(`create trigger day_changes_${event}_version after ${event} on day_changes
          begin ${raise} ${who[event]}; end`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of EVENTS) {
    await sql.raw(`drop trigger day_changes_${event}_version${postgres ? " on day_changes" : ""}`).execute(db);
  }
  if (postgres) await sql.raw("drop function day_changes_version()").execute(db);
  await db.schema.dropTable("day_changes").execute();
}
