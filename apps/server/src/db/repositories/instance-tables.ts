import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";

// The instance move's reads and writes (decision 0037): every table that holds something of a
// lifter's, in an order that satisfies the foreign keys, read a chunk at a time in key order.
// Sessions, sign-in failures, reset links, social sign-ins under way and the content version are
// not moved: they are short-lived or belong to the instance.

export const MOVED_TABLES = {
  users: ["id"],
  identities: ["provider", "subject"],
  user_info: ["user_id"],
  exercises: ["id"],
  exercise_muscles: ["exercise_id", "muscle"],
  routines: ["id"],
  routine_rows: ["id"],
  user_programs: ["user_id", "routine_id"],
  shown_days: ["user_id", "routine_id"],
  performances: ["id"],
  day_supersets: ["user_id", "routine_id", "phase", "week", "day", "date", "row_id"],
  day_changes: ["user_id", "row_id"],
  warm_up_sets: ["id"],
  day_notes: ["user_id", "row_id", "set_index"],
  exercise_units: ["user_id", "exercise_id"],
  coach_phases: ["id"],
  coach_days: ["user_id", "date"],
  coach_answers: ["user_id", "dialog", "week_start"],
} as const satisfies { [T in keyof Database]?: readonly string[] };
export type MovedTable = keyof typeof MOVED_TABLES;

export type Row = Record<string, unknown>;

/** Rows read and written per statement. */
export const ROWS_PER_CHUNK = 1_000;

/** A table's rows, a chunk at a time in key order (keyset for one key column, else by offset). */
export async function* tableChunks(db: Kysely<Database>, table: MovedTable): AsyncGenerator<Row[]> {
  const keys = MOVED_TABLES[table] as readonly string[];
  const untyped = db as unknown as Kysely<Record<string, Row>>;
  let after: unknown;
  for (let offset = 0; ; offset += ROWS_PER_CHUNK) {
    let query = untyped.selectFrom(table).selectAll();
    for (const key of keys) query = query.orderBy(key);
    if (keys.length === 1 && after !== undefined) query = query.where(keys[0] as string, ">", after);
    else if (keys.length > 1) query = query.offset(offset);
    const rows = await query.limit(ROWS_PER_CHUNK).execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)?.[keys[0] as string];
    if (rows.length < ROWS_PER_CHUNK) return;
  }
}

/** Inserts rows as they were; a row the target has already (the seeded catalogue and programs) is kept. */
export async function insertRows(db: Kysely<Database>, table: MovedTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const untyped = db as unknown as Kysely<Record<string, Row>>;
  await untyped
    .insertInto(table)
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The columns each moved table has in this database. */
export async function tableColumns(db: Kysely<Database>): Promise<Map<string, Set<string>>> {
  const tables = await db.introspection.getTables();
  // PostgreSQL lists the tables of every schema: another schema's older user_info must not stand
  // in for this database's own (SQLite names no schema).
  const schema = tables.some((t) => t.schema)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  const own = schema === undefined ? tables : tables.filter((t) => t.schema === schema);
  return new Map(own.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
}

/** How many accounts the database holds. */
export async function accountCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("users").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The migrations this database has run, in order. */
export async function migrationNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}
