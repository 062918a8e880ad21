import { dayResponseSchema, previousWeightsSchema } from "@ironpath/domain/training/workout-api.schema";
import fc from "fast-check";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { validFor } from "../testing/arbitraries.js";
import { compileSerializer } from "./compiled-serializer.js";

// The compiled serializers of the hot reads (decision 0085) must write the very bytes zod's encode
// and JSON.stringify wrote: clients and kept answers compare them.
const viaZod = (schema: z.ZodType) => serializerCompiler({ schema, method: "GET", url: "/" });

describe.each([
  ["the next day", dayResponseSchema],
  ["previous weights", previousWeightsSchema],
] as const)("the compiled serializer of %s", (_, schema) => {
  const compiled = compileSerializer(schema);
  const zod = viaZod(schema);

  it("writes what zod wrote for any answer the schema allows", () => {
    fc.assert(
      fc.property(validFor(schema), (answer) => {
        expect(compiled(answer)).toBe(zod(answer));
      }),
      { numRuns: 300 },
    );
  });
});

describe("the compiled serializer's edge cases", () => {
  const compiled = compileSerializer(previousWeightsSchema);
  const zod = viaZod(previousWeightsSchema);
  const entry = (over: object) => ({
    weight: 102.5,
    reps_performed: 5,
    rpe_actual: null,
    date: "2026-11-27",
    routine_name: "Current",
    set: 1,
    ...over,
  });

  it("leaves out an optional key that is undefined and a key the schema has not, as zod does", () => {
    const answer = { data: [entry({ seconds: undefined, extra: "not sent" }), entry({ seconds: null })] };
    expect(compiled(answer)).toBe(zod(answer));
    expect(compiled(answer)).not.toContain("extra");
  });

  it("escapes any text as JSON.stringify does (quotes, controls, emoji, lone surrogates)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 60 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (name, weight) => {
          const answer = { data: [entry({ routine_name: name, weight, rpe_actual: weight / 3 })] };
          expect(compiled(answer)).toBe(zod(answer));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("still refuses an answer missing a required key", () => {
    const { weight: _, ...missing } = entry({});
    expect(() => compiled({ data: [missing] })).toThrow();
  });
});
