// A PostgreSQL schema of its own for a test that starts server processes: they reach it through
// DATABASE_URL alone (search_path in the URL's options), optionally through a proxy's port.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { POSTGRES_URL } from "./services.js";

export interface PostgresSchema {
  name: string;
  /** The real server's port, for a proxy to point at. */
  port: number;
  /** A DATABASE_URL for this schema, through another port (a proxy's) when given. */
  url(port?: number): string;
  /** Runs one query on the real server, in this schema. */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

export async function createPostgresSchema(): Promise<PostgresSchema> {
  const name = `fault_${randomBytes(6).toString("hex")}`;
  const base = new URL(POSTGRES_URL);
  const url = (port?: number) => {
    const u = new URL(POSTGRES_URL);
    if (port) u.port = String(port);
    u.searchParams.set("options", `-c search_path=${name}`);
    return u.toString();
  };
  const client = new pg.Client({ connectionString: url() });
  await client.connect();
  await client.query(`create schema ${name}`);
  return {
    name,
    port: Number(base.port || 5432),
    url,
    query: async (text, values) => (await client.query(text, values)).rows,
    drop: async () => {
      try {
        await client.query(`drop schema ${name} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
