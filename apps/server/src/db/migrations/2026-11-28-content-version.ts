import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// The ready-made programs and the catalogue's exercises belong to no lifter, so a change to them
// (a release's seed, run by the first process to start) raised no one's data_version, and a
// process already running kept serving answers read from the old rows (decision 0025). One
// content_version, raised by triggers at every write to a row without an owner and read with
// every session, makes those answers stale too.

/** The tables with rows that belong to no lifter, and that row's owner (`$` is the row). */
export const CONTENT_TABLES = {
  routines: "$.owner_user_id",
  routine_rows: "(select owner_user_id from routines where id = $.routine_id)",
  exercises: "$.owner_user_id",
  exercise_muscles: "(select owner_user_id from exercises where id = $.exercise_id)",
} as const;

const EVENTS = ["insert", "update", "delete"] as const;
const TABLES = Object.keys(CONTENT_TABLES) as (keyof typeof CONTENT_TABLES)[];
const ownerless = (table: keyof typeof CONTENT_TABLES, row: string) =>
  `${CONTENT_TABLES[table].replaceAll("$", row)} is null`;
const raise = "update content_version set version = version + 1";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    // One row: the session's statement reads it without a key.
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const event of EVENTS) {
      const when =
        event === "insert"
          ? ownerless(table, "new")
          : event === "delete"
            ? ownerless(table, "old")
            : `${ownerless(table, "old")} or ${ownerless(table, "new")}`;
      await sql
        .raw(`create trigger ${table}_${event}_content after ${event} on ${table}
          when ${when} begin ${raise}; end`)
        .execute(db);
    }
  }
}

/** Statement triggers: a seed of thousands of rows raises the version once. */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const any = (rows: string) => `exists (select 1 from ${rows} t where ${ownerless(table, "t")})`;
    await sql
      .raw(`create function ${table}_content() returns trigger language plpgsql set search_path from current as $fn$
        begin
          -- Each branch names only the transition tables its event has.
          if tg_op = 'INSERT' then
            if ${any("new_rows")} then ${raise}; end if;
          elsif tg_op = 'DELETE' then
            if ${any("old_rows")} then ${raise}; end if;
          elsif ${any("old_rows")} or ${any("new_rows")} then ${raise};
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
        .raw(`create trigger ${table}_${event}_content after ${event} on ${table}
          referencing ${referencing[event]} for each statement execute function ${table}_content()`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql.raw(`drop trigger ${table}_${event}_content${postgres ? ` on ${table}` : ""}`).execute(db);
    }
    if (postgres) await sql.raw(`drop function ${table}_content()`).execute(db);
  }
  await db.schema.dropTable("content_version").execute();
}
