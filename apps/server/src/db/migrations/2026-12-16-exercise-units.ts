import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Mixed-unit gyms (issue 22, decision 0081): the unit a lifter gave one exercise (a cable stack in
// lb in a kg gym), keyed by lifter and exercise. No row: the exercise is in the lifter's unit. The
// day's answers are planned in it, so its writes raise the lifter's data_version (decision 0023),
// by the same triggers as the notes' tables (2026-12-09).

/** The table this migration adds whose writes raise the lifter's data_version (as VERSIONED_TABLES). */
export const VERSIONED_UNIT_TABLES = { exercise_units: "$.user_id" } as const;

const TABLE = "exercise_units";
const EVENTS = ["insert", "update", "delete"] as const;
const raise = "update users set data_version = data_version + 1 where id";

async function versionTriggers(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`create function ${TABLE}_version() returns trigger language plpgsql set search_path from current as $fn$
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
        .raw(`create trigger ${TABLE}_${event}_version after ${event} on ${TABLE}
          referencing ${referencing[event]} for each statement execute function ${TABLE}_version()`)
        .execute(db);
    }
    return;
  }
  const who = { insert: "= new.user_id", delete: "= old.user_id", update: "in (old.user_id, new.user_id)" };
  for (const event of EVENTS) {
    await sql
      .raw(`create trigger ${TABLE}_${event}_version after ${event} on ${TABLE}
        begin ${raise} ${who[event]}; end`)
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(TABLE)
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("exercise_id", "text", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("unit", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("exercise_units_pk", ["user_id", "exercise_id"])
    .execute();
  await versionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of EVENTS) {
    await sql.raw(`drop trigger ${TABLE}_${event}_version${postgres ? ` on ${TABLE}` : ""}`).execute(db);
  }
  if (postgres) await sql.raw(`drop function ${TABLE}_version()`).execute(db);
  await db.schema.dropTable(TABLE).execute();
}
