import { type Kysely, PostgresAdapter, sql } from "kysely";
import { CONTENT_TABLES } from "./2026-11-28-content-version.js";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Each lifter's program_version counts the writes to their own programs and exercises only
// (decision 0027): a program found by name stays what that name means while it and the content
// version stand, though the lifter logs sets, which raise data_version at every save.

const EVENTS = ["insert", "update", "delete"] as const;
const TABLES = Object.keys(CONTENT_TABLES) as (keyof typeof CONTENT_TABLES)[];
const owner = (table: keyof typeof CONTENT_TABLES, row: string) => CONTENT_TABLES[table].replaceAll("$", row);
const raise = "update users set program_version = program_version + 1 where id";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("program_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const event of EVENTS) {
      const who =
        event === "insert"
          ? `= ${owner(table, "new")}`
          : event === "delete"
            ? `= ${owner(table, "old")}`
            : `in (${owner(table, "old")}, ${owner(table, "new")})`;
      await sql
        .raw(`create trigger ${table}_${event}_programs after ${event} on ${table}
          begin ${raise} ${who}; end`)
        .execute(db);
    }
  }
}

/** Statement triggers over the changed rows, as for data_version: an import raises it once. */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const of = (rows: string) => `select ${owner(table, "t")} from ${rows} t`;
    await sql
      .raw(`create function ${table}_programs() returns trigger language plpgsql set search_path from current as $fn$
        begin
          if tg_op = 'INSERT' then ${raise} in (${of("new_rows")});
          elsif tg_op = 'DELETE' then ${raise} in (${of("old_rows")});
          else ${raise} in (${of("old_rows")} union ${of("new_rows")});
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
        .raw(`create trigger ${table}_${event}_programs after ${event} on ${table}
          referencing ${referencing[event]} for each statement execute function ${table}_programs()`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql.raw(`drop trigger ${table}_${event}_programs${postgres ? ` on ${table}` : ""}`).execute(db);
    }
    if (postgres) await sql.raw(`drop function ${table}_programs()`).execute(db);
  }
  await db.schema.alterTable("users").dropColumn("program_version").execute();
}
