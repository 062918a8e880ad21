import { createHash } from "node:crypto";
import type SQLite from "better-sqlite3";
import type { PostgresPool, PostgresPoolClient, SqliteDatabase } from "kysely";
import type pg from "pg";

// Each query is prepared once per connection, not at every call: preparing was a fifth of the CPU
// of a signed-in call. The SQL text is the key; Kysely writes the same text for the same query.

export const MAX_STATEMENTS = 1000;

/** better-sqlite3 with its statements kept (least recently used dropped past MAX_STATEMENTS). */
export function sqliteWithStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const known = cache.get(sql);
      if (known) {
        cache.delete(sql);
        cache.set(sql, known);
        return known;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

const NAMED = Symbol("named statements");

// Hashing the text at every call was measurable on the hot calls: names are kept, as statements are.
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q${createHash("sha1").update(text).digest("base64url")}`;
    if (names.size >= MAX_STATEMENTS) names.delete(names.keys().next().value as string);
    names.set(text, name);
  }
  return name;
}

/**
 * A pg pool whose clients send each parameterised query as a named statement: PostgreSQL parses
 * and plans it once per connection. The name is a hash of the text, so two texts never share one.
 */
export function poolWithNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = (await pool.connect()) as pg.PoolClient & { [NAMED]?: true };
      if (!client[NAMED]) {
        const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>;
        client.query = ((text: unknown, values?: unknown[]) =>
          typeof text === "string" && values && values.length > 0
            ? query({ name: statementName(text), text, values })
            : query(text, values)) as typeof client.query;
        client[NAMED] = true;
      }
      return client as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
    // Kysely 0.29 opens a control connection with these to cancel a query.
    options: pool.options,
  };
}
