import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { UnavailableError } from "@ironpath/domain/errors";
import SQLite from "better-sqlite3";
import { Kysely, type PostgresPool, type PostgresPoolClient, PostgresDialect, SqliteAdapter } from "kysely";
import pg from "pg";
import { UNSUPPORTED_NODE, nodeIsSupported } from "../node-version.js";
import type { Database } from "./schema.js";
import { SqliteDialectWithStablePlans } from "./stable-plans.js";
import { poolWithNamedStatements, sqliteWithStatementCache } from "./statement-cache.js";

export type Dialect = "sqlite" | "postgres";

/** The 503's words whenever the database does not answer: a connection, a statement, the health check. */
export const DATABASE_UNREACHABLE = "Database unreachable";

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema the tables live in, when not the default. */
  schema?: string;
  /** SQLite only: a consistent copy of the live database through SQLite's backup API. */
  backup?: (destination: string) => Promise<unknown>;
}

/**
 * A statement of this app takes milliseconds: a connection not made in 2 s, or a statement not
 * answered in 3 s, means the database or the network to it is gone, and the caller gets a 503
 * instead of waiting. 0 turns the statement limit off (migrations on a big database).
 */
const CONNECT_TIMEOUT_MS = 2_000;
const QUERY_TIMEOUT_MS = 3_000;

/** better-sqlite3's largest step: every page of the database at once. */
const ALL_PAGES = 0x7fffffff;

/**
 * The app's SQLite connection. WAL with FULL sync: better-sqlite3 leaves WAL at NORMAL, which can
 * lose the last commits on power loss. A 64 MiB page cache and 256 MiB of memory-mapped reads:
 * at the 2 MiB default a lifter's years of sets did not stay in the cache, and a cold next day
 * took hundreds of page faults in SQLite's own page cache (decision 0065); mapped pages are the
 * kernel's page cache, shared by every process on the file.
 */
export const SQLITE_PRAGMAS = [
  "journal_mode = WAL",
  "synchronous = FULL",
  "foreign_keys = ON",
  "busy_timeout = 5000",
  "cache_size = -65536",
  "mmap_size = 268435456",
];

// int8 (COUNT, bigint) arrives as a string from pg; our counts fit a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * SQLite: one writer at a time, and a transaction holds the process's one connection, so every
 * other request waits for it; a long write goes in short transactions there (decision 0036).
 */
export function writesOneAtATime(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The only place the SQL dialect is chosen. */
export function createDb(url: string, options: { searchPath?: string; queryTimeoutMs?: number } = {}): Db {
  if (url.startsWith("sqlite:")) {
    // better-sqlite3 13 loads on Node 20 but crashes at the first query: say why instead.
    if (!nodeIsSupported(process.version)) throw new Error(UNSUPPORTED_NODE(process.version));
    const path = url.slice("sqlite:".length);
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    for (const pragma of SQLITE_PRAGMAS) sqlite.pragma(pragma);
    return {
      db: new Kysely<Database>({
        dialect: new SqliteDialectWithStablePlans({ database: sqliteWithStatementCache(sqlite) }),
      }),
      dialect: "sqlite",
      // All pages in one step, under one read transaction: copied 100 pages at a time (the
      // default), the copy starts over at every commit of a running server and, on a database of
      // some size, never ends.
      backup: (destination) => sqlite.backup(destination, { progress: () => ALL_PAGES }),
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection keeps its generic plans (below) for life: renewed every 10 minutes, they are
    // planned again on the statistics autovacuum has gathered since (a new install's first plans
    // are made on empty tables).
    maxLifetimeSeconds: 600,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // A connection the server or the network drops emits 'error' on the pool (when idle) or on its
  // client (when in use); unheard, that ends the process. The pool discards the connection by
  // itself, and the statement in flight fails, which becomes a 503 below.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
    // Each statement is prepared once per connection (statement-cache.ts) and planned once: left
    // to choose, PostgreSQL planned the next day's union afresh at every run (2 ms of planning
    // for 0.5 ms of work), its generic plan being costed higher on guesses. Set here, not as a
    // startup option, which poolers such as PgBouncer refuse; it runs before any query (decision 0021).
    client.query("set plan_cache_mode = force_generic_plan").catch(() => {});
  });
  return {
    db: new Kysely<Database>({
      dialect: new PostgresDialect({ pool: unavailableWhenUnreachable(poolWithNamedStatements(pool)) }),
    }),
    dialect: "postgres",
    ...(options.searchPath ? { schema: options.searchPath } : {}),
  };
}

// Errors that say the connection is gone, not that a statement was wrong: pg's own messages, the
// socket's codes, and PostgreSQL's connection-exception class (08) and shutdown states (57P0x).
const LOST_MESSAGES =
  /^(Connection terminated|Query read timeout|Client (has encountered a connection error|was closed))/;
const LOST_CODES = /^(08...|57P0[1-3]|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/;

/** Deadlock detected, serialization failure: the statement lost a race; asking again can succeed. */
const CONTENTION_CODES = new Set(["40P01", "40001"]);

function isContention(err: unknown): boolean {
  return err instanceof Error && CONTENTION_CODES.has(String((err as { code?: unknown }).code));
}

function isConnectionLost(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return LOST_MESSAGES.test(err.message) || (typeof code === "string" && LOST_CODES.test(code));
}

type WatchedClient = PostgresPoolClient & { connection?: { stream?: { destroy(): void } }; lost?: Error };
const WATCHED = Symbol("watched for a lost connection");

/**
 * The pool, with an unreachable database thrown as the domain's UnavailableError (a 503): a
 * connection that cannot be made, or a statement whose connection was lost or went silent. Such
 * a connection is closed and handed back as broken, so the pool never lends it again. A statement
 * that lost a race (a deadlock, a serialization failure) is a 503 too, its connection kept.
 */
function unavailableWhenUnreachable(pool: PostgresPool): PostgresPool {
  return {
    async connect() {
      const client = (await pool.connect().catch((cause: unknown) => {
        throw new UnavailableError(DATABASE_UNREACHABLE, { cause });
      })) as WatchedClient & { [WATCHED]?: true };
      if (!client[WATCHED]) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => {
          const result = query(...args);
          if (!(result instanceof Promise)) return result;
          return result.catch((cause: unknown) => {
            // Not the caller's mistake and not a fault of ours: a 503 to try again, never a 500.
            if (isContention(cause)) throw new UnavailableError("The database was busy: try again", { cause });
            if (!isConnectionLost(cause)) throw cause;
            client.lost = cause as Error;
            client.connection?.stream?.destroy();
            throw new UnavailableError(DATABASE_UNREACHABLE, { cause });
          });
        }) as typeof client.query;
        client[WATCHED] = true;
      }
      // The pool sets a fresh release at every lending: a lost connection goes back as broken.
      const release = client.release as (err?: Error) => void;
      client.lost = undefined;
      client.release = () => release(client.lost);
      return client;
    },
    end: () => pool.end(),
    options: pool.options,
  };
}
