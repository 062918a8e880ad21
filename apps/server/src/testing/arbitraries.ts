import fc from "fast-check";
import { z } from "zod";

// Requests made from the schemas a route declares: the access matrix and the fuzzing need no
// hand-written example per route, so the coach's and the builder's routes are covered as they land.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/**
 * A date any of the server's rules may want: today and the days around it most often (where a
 * lifter's writes meet, and race), the past few years, tomorrow, a leap day.
 */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dates = fc.oneof(
  { arbitrary: fc.integer({ min: -2, max: 1 }).map(fromToday), weight: 3 },
  { arbitrary: fc.integer({ min: -3 * 365, max: 1 }).map(fromToday), weight: 2 },
  { arbitrary: fc.constant("2024-02-29"), weight: 1 },
);

function numbers(s: JsonSchema): fc.Arbitrary<number> {
  const min = s.minimum ?? -1e6;
  const max = s.maximum ?? 1e6;
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  if (s.type === "integer") return whole;
  const step = s.multipleOf ?? 0.01;
  const steps = fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) });
  return fc.oneof(
    whole,
    steps.map((k) => Number((k * step).toFixed(6))),
  );
}

function strings(s: JsonSchema, words: readonly string[]): fc.Arbitrary<string> {
  if (s.format === "date") return dates;
  if (s.format === "email") return fc.emailAddress();
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const text = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
  const fitting = words.filter((w) => w.length >= (s.minLength ?? 0) && w.length <= (s.maxLength ?? Infinity));
  return fitting.length > 0 ? fc.oneof(fc.constantFrom(...fitting), text) : text;
}

/** Values that fit a JSON Schema; strings are often drawn from `words` (names the owner uses). */
export function fromJsonSchema(s: JsonSchema, words: readonly string[] = []): fc.Arbitrary<unknown> {
  const own = (() => {
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const options = s.anyOf ?? s.oneOf;
    if (options) return fc.oneof(...options.map((o) => fromJsonSchema(o, words)));
    switch (Array.isArray(s.type) ? s.type[0] : s.type) {
      case "string":
        return strings(s, words);
      case "number":
      case "integer":
        return numbers(s);
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array":
        return fc.array(fromJsonSchema(s.items ?? {}, words), { minLength: s.minItems ?? 0, maxLength: 5 });
      case "object":
        return objects(s, words);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return s.examples?.length ? fc.oneof(fc.constantFrom(...s.examples), own) : own;
}

function objects(s: JsonSchema, words: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(s.required ?? []);
  const entries = Object.entries(s.properties ?? {}).map(
    ([key, value]) => [key, fromJsonSchema(value, words)] as const,
  );
  return fc.record(Object.fromEntries(entries), {
    requiredKeys: [...required].filter((k) => s.properties && k in s.properties),
  });
}

/** Values the zod schema accepts (it is the judge: refinements the JSON Schema cannot say apply). */
export function validFor(schema: z.ZodType, words: readonly string[] = []): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;
  return fromJsonSchema(json, words).filter((v) => schema.safeParse(v).success);
}
