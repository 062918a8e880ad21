import { z } from "zod";

// Building blocks for request schemas. Forms send numbers as numbers or as numeric strings;
// both are accepted, anything else (including "") is refused with words.

/** Plain decimal notation: an optional minus, digits, and optionally a point and digits. */
const DECIMAL = /^-?\d+(?:\.(\d+))?$/;
/** Longer than any number a form sends; keeps the work on a hostile string small. */
const MAX_TEXT = 30;

/** Said of a text that is no number, by the server and, after the field's name, by the forms. */
export const NOT_A_NUMBER = "must be a number";

/** Said of a number with more decimals than its field takes (none: a whole number), by both sides. */
export function precisionProblem(decimals: number): string {
  return decimals === 0
    ? "must be a whole number"
    : `must have at most ${decimals} decimal${decimals === 1 ? "" : "s"}`;
}

/**
 * A number in [min, max], given as a number or a numeric string, with at most `decimals` decimals.
 * The precision is checked exactly on the decimal form (a number's shortest form, `String(n)`, or
 * the text as sent), never with a rounding tolerance: 5.0000001 is not a whole number, 5e-324 has
 * far more than 2 decimals, and a string is not rounded by `Number()` before it is checked.
 * Trailing zeros do not count ("5.00" is the whole number 5); -0 becomes 0.
 */
export function numeric(min: number, max: number, decimals = 2) {
  const precision = precisionProblem(decimals);
  return (
    z
      .union([z.number(), z.string()], {
        error: (issue) => (issue.input === undefined ? "is required" : NOT_A_NUMBER),
      })
      .transform((value, ctx) => {
        const fail = (message: string) => {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        };
        const text = typeof value === "number" ? String(value) : value.trim();
        if (text === "") return fail("is required");
        const n = typeof value === "number" ? value : Number(text);
        const decimal = text.length <= MAX_TEXT ? DECIMAL.exec(text) : null;
        // A number (never a string) may come in exponent form: judge its range before its form.
        if (!decimal && typeof value === "string") return fail(NOT_A_NUMBER);
        if (!Number.isFinite(n)) return fail(NOT_A_NUMBER);
        if (n < min) return fail(`must be at least ${min}`);
        if (n > max) return fail(`must be at most ${max}`);
        const fraction = decimal?.[1]?.replace(/0+$/, "") ?? "";
        if (!decimal || fraction.length > decimals) return fail(precision);
        return n === 0 ? 0 : n;
      })
      // What the checks above accept, for the API docs and the schema-driven tests.
      .meta({
        type: decimals === 0 ? "integer" : "number",
        minimum: min,
        maximum: max,
        ...(decimals > 0 ? { multipleOf: 10 ** -decimals } : {}),
      })
  );
}

export function integer(min: number, max: number) {
  return numeric(min, max, 0);
}

/** Said of a date that does not exist (30 February, month 13), by the server and the forms. */
export const NOT_A_REAL_DATE = "must be a real date";

/** Whether ISO `iso` (yyyy-mm-dd) names a day of the calendar. */
export function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/**
 * The first day any date a lifter writes or asks about may be: sets, coach days, phases and
 * imports share it, so nothing saved shows as year 0 in History, the chart or the export.
 */
export const FIRST_DATE = "1970-01-01";

/** A calendar date as ISO yyyy-mm-dd that exists (no 2026-02-30), from FIRST_DATE on. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as yyyy-mm-dd")
  .refine(isRealDate, `${NOT_A_REAL_DATE} (yyyy-mm-dd)`)
  .refine((date) => date >= FIRST_DATE, `must be on or after ${FIRST_DATE}`)
  .meta({ format: "date" });
