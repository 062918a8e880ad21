import fc from "fast-check";
import type { FastifyInstance, RouteOptions } from "fastify";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { z } from "zod";
import type { Database } from "../db/schema.js";
import { validFor } from "./arbitraries.js";
import { WRITES } from "./route-schemas.js";

/** How many requests per route and case: a short run in `npm test`, a long one in `npm run fuzz`. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
/** Fixed unless asked otherwise, so a failure in CI replays: `FUZZ_SEED=… npm run fuzz`. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

export interface RouteRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

/** `/api/x/:program/:day` with params filled in, each percent-encoded. */
export function fillUrl(template: string, params: Record<string, unknown>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

/** Valid requests of a route: params and body its schemas accept, strings often from `words`. */
export function validRequests(route: RouteOptions, words: readonly string[]): fc.Arbitrary<RouteRequest> {
  const schema = route.schema as { params?: z.ZodType; body?: z.ZodType } | undefined;
  const params = schema?.params ? validFor(schema.params, words) : fc.constant({});
  const hasBody = WRITES.has(String(route.method)) && schema?.body;
  const body = hasBody ? validFor(schema.body as z.ZodType, words) : fc.constant(undefined);
  return fc.record({ params, body }).map(({ params, body }) => ({
    method: String(route.method),
    url: fillUrl(route.url, params as Record<string, unknown>),
    params: params as Record<string, unknown>,
    body,
  }));
}

export function sample<T>(arbitrary: fc.Arbitrary<T>, runs = RUNS): T[] {
  return fc.sample(arbitrary, { numRuns: runs, seed: SEED });
}

/** Sends a request as JSON (or a raw payload with its own content type). */
export function send(
  app: FastifyInstance,
  request: { method: string; url: string; body?: unknown; raw?: string; contentType?: string },
  cookie?: string,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (request.raw !== undefined) headers["content-type"] = request.contentType ?? "application/json";
  return app.inject({
    method: request.method as "GET",
    url: request.url,
    headers,
    ...(request.raw !== undefined
      ? { payload: request.raw }
      : request.body !== undefined
        ? { payload: request.body as object }
        : {}),
  });
}

// Rows that requests are expected to leave behind whatever they are: sign-in bookkeeping.
const BOOKKEEPING = new Set(["sessions", "login_failures", "oauth_flows"]);

/**
 * A counter of every table's rows but the bookkeeping, as one statement: equal before and after a
 * request means it wrote nothing.
 */
export async function rowCounter(db: Kysely<Database>): Promise<() => Promise<string>> {
  // PostgreSQL lists every schema's tables: only this test's own schema's are counted (another
  // test's schema may hold a table this one has not).
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const own = postgres ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const names = (await db.introspection.getTables()).filter((t) => !own || t.schema === own).map((t) => t.name);
  const tables = [...new Set(names)].filter((n) => !BOOKKEEPING.has(n) && !n.startsWith("kysely_")).sort();
  const counts = sql.join(
    tables.map((t) => sql`select ${t} as t, count(*) as n from ${sql.table(t)}`),
    sql` union all `,
  );
  return async () => {
    const { rows } = await sql<{ t: string; n: number }>`${counts}`.execute(db);
    return rows.map((r) => `${r.t}=${r.n}`).join(" ");
  };
}
