import { type Compilable, CompiledQuery, type Kysely } from "kysely";
import type { Database } from "./schema.js";

// Building a query with Kysely and compiling it to SQL cost more CPU than running it: about a
// fifth of a signed-in call (a CPU profile of 2026-11-23, in `git show dc3cef7:docs/performance.md`).
// A hot query is therefore built once per database (and per shape, when its SQL depends on
// something other than values), with a placeholder for each value; every call then binds its own
// values into the same SQL text, which the statement cache (statement-cache.ts) keeps prepared.

/** A value is bound as it is; a list (an IN list, one probe per item) item by item. */
type Values = Record<string, unknown>;

/** Stands for the named value while the query is compiled; never reaches the database. */
const placeholder = (name: string, index?: number) => `\u0000bound:${name}${index === undefined ? "" : `:${index}`}`;

/** Where a compiled parameter comes from: a value (an item of a list), or a constant of the query. */
type Source = { name: string; index?: number } | { constant: unknown };

interface Template {
  sql: string;
  parameters: Source[];
}

/**
 * A query built by `build` once per database and shape, then only bound. `build` must pass every
 * value it is given into the query as a bound value and must not branch on them: what changes the
 * SQL goes into `shape`, and a list's length is part of the shape by itself. Any other bound value
 * is the query's own constant (`retired = 0`), kept as it was compiled: so `build` is written at a
 * module's top level, where it can close over nothing else. On PostgreSQL a value used twice is one
 * parameter (decision 0108), of one type: a value both compared to an integer column and echoed in
 * the select list, or compared to a text and an integer, is refused there ("inconsistent types
 * deduced for parameter") though SQLite runs it; pass it under two names instead.
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
    const key = shapeKey(values, shape);
    let template = byShape.get(key);
    if (!template) {
      template = compileTemplate(db, build, values, shape);
      byShape.set(key, template);
    }
    const parameters = template.parameters.map((p) => {
      if ("constant" in p) return p.constant;
      const value = values[p.name];
      return p.index === undefined ? value : (value as readonly unknown[])[p.index];
    });
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<O>;
  };
}

/** The shape with each list's length: a list of three writes three placeholders. */
function shapeKey(values: Values, shape: string): string {
  let key = shape;
  for (const name in values) {
    const value = values[name];
    if (Array.isArray(value)) key += `|${name}:${value.length}`;
  }
  return key;
}

function compileTemplate<V extends Values>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, values: V, shape: string) => Compilable<unknown>,
  values: V,
  shape: string,
): Template {
  const byPlaceholder = new Map<string, { name: string; index?: number }>();
  const standIns: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      standIns[name] = value.map((_, index) => {
        byPlaceholder.set(placeholder(name, index), { name, index });
        return placeholder(name, index);
      });
    } else {
      byPlaceholder.set(placeholder(name), { name });
      standIns[name] = placeholder(name);
    }
  }
  const compiled = build(db, standIns as V, shape).compile();
  const parameters = compiled.parameters.map(
    (p): Source => (typeof p === "string" && byPlaceholder.get(p)) || { constant: p },
  );
  // Every value must reach the query: one that does not was read to build it, and would be
  // built in as it was on the first call.
  const bound = new Set(compiled.parameters);
  const unused = [...byPlaceholder].filter(([p]) => !bound.has(p)).map(([, { name }]) => name);
  if (unused.length > 0) throw new Error(`boundQuery: ${[...new Set(unused)].join(", ")} not bound in the query`);
  return numberedOnce(compiled.sql, compiled.parameters, parameters) ?? { sql: compiled.sql, parameters };
}

/**
 * On PostgreSQL ($1, $2, … in order) each value is bound once, however often the query uses it:
 * the records statement used the lifter's id and the day's rows once per part, about 200 values
 * to send and bind at every call for a score of distinct ones (decision 0108). A query's own
 * constants keep one number each. Undefined for SQLite's `?`, whose positions cannot be reused.
 */
function numberedOnce(sql: string, compiled: readonly unknown[], sources: Source[]): Template | undefined {
  const numbers = [...sql.matchAll(/\$(\d+)\b/g)].map((m) => Number(m[1]));
  // Kysely's PostgreSQL compiler numbers its parameters 1…n in order of appearance; anything else
  // (SQLite, or a `$` elsewhere in the text) is left as compiled.
  if (numbers.length !== sources.length || numbers.some((n, i) => n !== i + 1)) return undefined;
  const numberOf = new Map<unknown, number>();
  const parameters: Source[] = [];
  const renumbered = sources.map((source, i) => {
    if ("constant" in source) {
      parameters.push(source);
      return parameters.length;
    }
    const key = compiled[i];
    let n = numberOf.get(key);
    if (n === undefined) {
      parameters.push(source);
      n = parameters.length;
      numberOf.set(key, n);
    }
    return n;
  });
  let next = 0;
  const text = sql.replace(/\$(\d+)\b/g, () => `$${renumbered[next++]}`);
  return { sql: text, parameters };
}
