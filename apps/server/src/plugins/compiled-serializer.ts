import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import fastJson from "fast-json-stringify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

// The large answers of the hot reads (the next day, previous weights) are written by a function
// compiled from their zod schema instead of zod's encode and JSON.stringify (decision 0085): the
// same bytes, in the schema's key order, a key left out where zod leaves it out. What the compiled
// function does not do is check the answer against the schema: these answers come from the
// server's own typed code, and a missing required key still fails the request.

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, {type: "null"}]` (zod's nullable) as X with "null" among its types: the compiled
 * function then writes it directly, where an anyOf would check each value against each branch.
 */
function withNullableTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableTypes);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = withNullableTypes(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((s) => isObject(s) && s.type === "null" && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt !== -1 && isObject(other) && typeof other.type === "string") {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, "null"] };
    }
  }
  return out;
}

/** The answer's JSON as zod's encode and JSON.stringify write it, from a compiled function. */
export function compileSerializer(schema: z.ZodType): (answer: unknown) => string {
  const { $schema: _, ...json } = withNullableTypes(
    z.toJSONSchema(schema, { io: "output", unrepresentable: "throw" }),
  ) as JsonSchema;
  return fastJson(json) as (answer: unknown) => string;
}

/** A route's serializer compiler: its 200 answer compiled, every other through zod as elsewhere. */
export function compiledOkSerializer<T>(route: FastifyRouteSchemaDef<T>): (answer: unknown) => string {
  const zodRoute = route as unknown as FastifyRouteSchemaDef<z.ZodType>;
  return route.httpStatus === "200" ? compileSerializer(zodRoute.schema) : serializerCompiler(zodRoute);
}
