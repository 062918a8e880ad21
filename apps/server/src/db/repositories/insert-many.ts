import type { Insertable, Kysely } from "kysely";
import type { Database } from "../schema.js";

// Many rows in few statements (decision 0036): one INSERT per batch of rows, each batch as large
// as the bound parameters allow (SQLite takes 32,766, PostgreSQL 65,535), so every full batch is
// the same statement, prepared once by the statement cache.

const PARAMETERS_PER_STATEMENT = 30_000;
const ROWS_PER_STATEMENT = 2_000;

/** Inserts the rows in batches; the number inserted. Rows of one call share their columns. */
export async function insertMany<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first).length;
  const batch = Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(PARAMETERS_PER_STATEMENT / columns)));
  let inserted = 0;
  for (let i = 0; i < rows.length; i += batch) {
    const result = await db
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}
