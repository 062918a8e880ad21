import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import type { TestDb } from "./test-app.js";

/** The plan the database picks for a query, as text. PostgreSQL is told to avoid scans it could avoid. */
export async function queryPlan(
  t: TestDb,
  // A query builder compiles itself; raw SQL needs the database to compile for.
  query: { compile(db: Kysely<Database>): { sql: string; parameters: readonly unknown[] } },
): Promise<string> {
  const { sql: text, parameters } = query.compile(t.db);
  if (t.dialect === "sqlite") {
    const rows = await sql.raw<{ detail: string }>(`explain query plan ${inline(text, parameters)}`).execute(t.db);
    return rows.rows.map((r) => r.detail).join("\n");
  }
  // The plan the app runs: the statement prepared and planned once for any value (generic), as
  // the app's connections do (create-db.ts: plan_cache_mode), not one planned for these values.
  return t.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const name = `plan_${Math.random().toString(36).slice(2)}`;
    await sql.raw(`prepare ${name} as ${text}`).execute(trx);
    try {
      const values = parameters.map((p) => literal(p)).join(", ");
      const rows = await sql
        .raw<{ "QUERY PLAN": string }>(`explain execute ${name}${values ? `(${values})` : ""}`)
        .execute(trx);
      return rows.rows.map((r) => r["QUERY PLAN"]).join("\n");
    } finally {
      // PREPARE outlives the transaction: the pooled test connection would keep it.
      await sql.raw(`deallocate ${name}`).execute(trx);
    }
  });
}

const literal = (p: unknown) =>
  p === null ? "null" : typeof p === "number" ? String(p) : `'${String(p).replace(/'/g, "''")}'`;

/** Test-only: puts literal parameters into the SQL, since SQLite's EXPLAIN takes no bound parameters here. */
function inline(text: string, parameters: readonly unknown[]): string {
  let i = 0;
  return text.replace(/\?|\$\d+/g, () => literal(parameters[i++]));
}
