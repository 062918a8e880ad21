import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Notes and warm-up sets of a lifter's day (decision 0066). A warm-up set is stored apart from the
// work sets, in `warm_up_sets`: being there is its flag, so every read of `performances` (records,
// e1RM, volume, progression, set counts, the next day) keeps seeing work sets only, and every set
// logged before is a work set with no data moved. A note is the lifter's words on one set of a row
// (set_index 1..n) or on the exercise as a whole (set_index 0), in `day_notes`. Both are keyed by
// the lifter, the row and the set, as `performances` is, and their writes raise the lifter's
// data_version (decision 0023), so the day's kept answers see them.

/** The tables this migration adds whose writes raise the lifter's data_version (as VERSIONED_TABLES). */
export const VERSIONED_NOTE_TABLES = { warm_up_sets: "$.user_id", day_notes: "$.user_id" } as const;

const EVENTS = ["insert", "update", "delete"] as const;
const TABLES = Object.keys(VERSIONED_NOTE_TABLES);
const raise = "update users set data_version = data_version + 1 where id";

async function versionTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`create function ${table}_version() returns trigger language plpgsql set search_path from current as $fn$
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
        .raw(`create trigger ${table}_${event}_version after ${event} on ${table}
          referencing ${referencing[event]} for each statement execute function ${table}_version()`)
        .execute(db);
    }
    return;
  }
  const who = { insert: "= new.user_id", delete: "= old.user_id", update: "in (old.user_id, new.user_id)" };
  for (const event of EVENTS) {
    await sql
      .raw(`create trigger ${table}_${event}_version after ${event} on ${table}
        begin ${raise} ${who[event]}; end`)
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("warm_up_sets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("routine_id", "text", (c) => c.notNull().references("routines.id").onDelete("cascade"))
    .addColumn("row_id", "text", (c) => c.notNull().references("routine_rows.id").onDelete("cascade"))
    .addColumn("exercise_id", "text", (c) => c.notNull().references("exercises.id"))
    .addColumn("phase", "integer", (c) => c.notNull())
    .addColumn("week", "integer", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("set_index", "integer", (c) => c.notNull())
    .addColumn("reps", "integer", (c) => c.notNull())
    .addColumn("weight", "real", (c) => c.notNull())
    .addColumn("performed_on", "text", (c) => c.notNull())
    .addColumn("logged_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("warm_up_sets_entry_uq")
    .on("warm_up_sets")
    .columns(["user_id", "row_id", "set_index"])
    .unique()
    .execute();
  await db.schema
    .createTable("day_notes")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("routine_id", "text", (c) => c.notNull().references("routines.id").onDelete("cascade"))
    .addColumn("row_id", "text", (c) => c.notNull().references("routine_rows.id").onDelete("cascade"))
    .addColumn("exercise_id", "text", (c) => c.notNull().references("exercises.id"))
    // 0: the exercise as a whole; 1..n: that work set.
    .addColumn("set_index", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("performed_on", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("day_notes_pk", ["user_id", "row_id", "set_index"])
    .execute();
  for (const table of TABLES) await versionTriggers(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql.raw(`drop trigger ${table}_${event}_version${postgres ? ` on ${table}` : ""}`).execute(db);
    }
    if (postgres) await sql.raw(`drop function ${table}_version()`).execute(db);
    await db.schema.dropTable(table).execute();
  }
}
