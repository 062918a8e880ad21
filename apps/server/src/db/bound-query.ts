import { type Compilable, CompiledQuery, type Kysely } from "kysely";
import type { Database } from "./schema.js";

// Building a query with Kysely and compiling it to SQL cost more CPU than running it: about a
// fifth of a signed-in call (docs/performance.md). A hot query is therefore built once per
// database (and per shape, when its SQL depends on something other than values), with a
// placeholder for each value; every call then binds its own values into the same SQL text, which
// the statement cache (statement-cache.ts) keeps prepared.

type Values = Record<string, unknown>;

/** Stands for the named value while the query is compiled; never reaches the database. */
const placeholder = (name: string) => `\u0000bound:${name}`;

interface Template {
  sql: string;
  /** Each compiled parameter in order: the name of a value, or a constant of the query itself. */
  parameters: ({ name: string } | { constant: unknown })[];
}

/**
 * A query built by `build` once per database and shape, then only bound. `build` must pass every
 * value it is given into the query as a bound value and must not branch on them: what changes the
 * SQL goes into `shape`. Any other bound value is the query's own constant (`retired = 0`), kept
 * as it was compiled: so `build` is written at a module's top level, where it can close over
 * nothing else.
 */
export function boundQuery<V extends Values, O>(
  build: (db: Kysely<Database>, values: V, shape: string) => Compilable<O>,
): (db: Kysely<Database>, values: V, shape?: string) => CompiledQuery<O> {
  const templates = new WeakMap<Kysely<Database>, Map<string, Template>>();
  return (db, values, shape = "") => {
    let byShape = templates.get(db);
    if (!byShape) {
      byShape = new Map();
      templates.set(db, byShape);
    }
    let template = byShape.get(shape);
    if (!template) {
      template = compileTemplate(db, build, Object.keys(values), shape);
      byShape.set(shape, template);
    }
    const parameters = template.parameters.map((p) => ("name" in p ? values[p.name] : p.constant));
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<O>;
  };
}

function compileTemplate<V extends Values>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, values: V, shape: string) => Compilable<unknown>,
  names: string[],
  shape: string,
): Template {
  const byPlaceholder = new Map(names.map((name) => [placeholder(name), name]));
  const compiled = build(db, Object.fromEntries(names.map((n) => [n, placeholder(n)])) as V, shape).compile();
  const parameters = compiled.parameters.map((p) => {
    const name = typeof p === "string" ? byPlaceholder.get(p) : undefined;
    return name === undefined ? { constant: p } : { name };
  });
  // Every value must reach the query: one that does not was read to build it, and would be
  // built in as it was on the first call.
  const unused = names.filter((n) => !parameters.some((p) => "name" in p && p.name === n));
  if (unused.length > 0) throw new Error(`boundQuery: ${unused.join(", ")} not bound in the query`);
  return { sql: compiled.sql, parameters };
}
