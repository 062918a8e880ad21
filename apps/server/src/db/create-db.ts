import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";
import { poolWithNamedStatements, sqliteWithStatementCache } from "./statement-cache.js";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema the tables live in, when not the default. */
  schema?: string;
  /** SQLite only: a consistent copy of the live database through SQLite's backup API. */
  backup?: (destination: string) => Promise<unknown>;
}

// int8 (COUNT, bigint) arrives as a string from pg; our counts fit a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** The only place the SQL dialect is chosen. */
export function createDb(url: string, options: { searchPath?: string } = {}): Db {
  if (url.startsWith("sqlite:")) {
    const path = url.slice("sqlite:".length);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma("journal_mode = WAL");
    // better-sqlite3 leaves WAL at NORMAL, which can lose the last commits on power loss.
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    return {
      db: new Kysely<Database>({
        dialect: new SqliteDialect({ database: sqliteWithStatementCache(sqlite) }),
      }),
      dialect: "sqlite",
      backup: (destination) => sqlite.backup(destination),
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: poolWithNamedStatements(pool) }) }),
    dialect: "postgres",
    ...(options.searchPath ? { schema: options.searchPath } : {}),
  };
}
