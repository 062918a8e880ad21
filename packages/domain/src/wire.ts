import { z } from "zod";

// Building blocks for request schemas. Forms send numbers as numbers or as numeric strings;
// both are accepted, anything else (including "") is refused with words.

/** A number in [min, max], given as a number or a numeric string, with at most `decimals` decimals. */
export function numeric(min: number, max: number, decimals = 2) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? "is required" : "must be a number"),
    })
    .transform((value, ctx) => {
      if (typeof value === "number") return value;
      const text = value.trim();
      if (text === "") ctx.addIssue({ code: "custom", message: "is required" });
      else if (!/^-?\d+(\.\d+)?$/.test(text)) ctx.addIssue({ code: "custom", message: "must be a number" });
      return Number(text);
    })
    .pipe(
      z
        .number()
        .finite()
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`)
        .refine(
          (n) => Number.isInteger(Math.round(n * 10 ** decimals * 1e6) / 1e6),
          decimals === 0 ? "must be a whole number" : `must have at most ${decimals} decimals`,
        ),
    );
}

export function integer(min: number, max: number) {
  return numeric(min, max, 0);
}

/** A calendar date as ISO yyyy-mm-dd that exists (no 2026-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as yyyy-mm-dd")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "must be a real calendar date");
