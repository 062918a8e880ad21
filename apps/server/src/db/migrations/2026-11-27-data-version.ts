import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Each lifter's data_version counts the writes to what their answers are read from (decision
// 0023): their sets, shown days, user info, bar and plates, and their own programs and exercises.
// Triggers raise it in the writing transaction itself, whoever writes (any server process, an
// import, a later migration), so an answer kept with the version it was read at stays true
// exactly while the version stands.

/** Each table an answer may read, and the lifter a changed row belongs to (`$` is the row). */
export const VERSIONED_TABLES = {
  performances: "$.user_id",
  shown_days: "$.user_id",
  user_info: "$.user_id",
  routines: "$.owner_user_id",
  routine_rows: "(select owner_user_id from routines where id = $.routine_id)",
  exercises: "$.owner_user_id",
  exercise_muscles: "(select owner_user_id from exercises where id = $.exercise_id)",
} as const;

const EVENTS = ["insert", "update", "delete"] as const;
const TABLES = Object.keys(VERSIONED_TABLES) as (keyof typeof VERSIONED_TABLES)[];
const owner = (table: keyof typeof VERSIONED_TABLES, row: string) => VERSIONED_TABLES[table].replaceAll("$", row);
const raise = "update users set data_version = data_version + 1 where id";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("data_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** SQLite has row triggers only: one update of the lifter's row per written row. */
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
        .raw(`create trigger ${table}_${event}_version after ${event} on ${table}
          begin ${raise} ${who}; end`)
        .execute(db);
    }
  }
  await sql
    .raw(`create trigger users_equipment_version after update of bar_lbs, plates_lbs on users
      begin ${raise} = new.id; end`)
    .execute(db);
}

/**
 * PostgreSQL: statement triggers over the changed rows, so an import of thousands of sets raises
 * each lifter's version once, not once per set (which would leave a dead row version per set).
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const of = (rows: string) => `select ${owner(table, "t")} from ${rows} t`;
    await sql
      .raw(`create function ${table}_version() returns trigger language plpgsql set search_path from current as $fn$
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
        .raw(`create trigger ${table}_${event}_version after ${event} on ${table}
          referencing ${referencing[event]} for each statement execute function ${table}_version()`)
        .execute(db);
    }
  }
  await sql
    .raw(`create function users_equipment_version() returns trigger language plpgsql set search_path from current as $fn$
      begin new.data_version := old.data_version + 1; return new; end $fn$`)
    .execute(db);
  await sql
    .raw(`create trigger users_equipment_version before update of bar_lbs, plates_lbs on users
      for each row when (old.bar_lbs is distinct from new.bar_lbs or old.plates_lbs is distinct from new.plates_lbs)
      execute function users_equipment_version()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql.raw(`drop trigger ${table}_${event}_version${postgres ? ` on ${table}` : ""}`).execute(db);
    }
    if (postgres) await sql.raw(`drop function ${table}_version()`).execute(db);
  }
  await sql.raw(`drop trigger users_equipment_version${postgres ? " on users" : ""}`).execute(db);
  if (postgres) await sql.raw("drop function users_equipment_version()").execute(db);
  await db.schema.alterTable("users").dropColumn("data_version").execute();
}
