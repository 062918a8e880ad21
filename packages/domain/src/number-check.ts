// How a number sent or typed is judged, without zod (decision 0074): the server's schemas
// (wire.ts) and the log's fields (which load no zod) share these words and this one check.

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

/** Said of a number below its field's least value, by both sides: "must be at least 50". */
export const atLeast = (min: number): string => `must be at least ${min}`;
/** Said of a number above its field's greatest value, by both sides: "must be at most 10". */
export const atMost = (max: number): string => `must be at most ${max}`;

export type NumberCheck = { value: number } | { problem: string };

/**
 * A number in [min, max], given as a number or a numeric string, with at most `decimals` decimals.
 * The precision is checked exactly on the decimal form (a number's shortest form, `String(n)`, or
 * the text as sent), never with a rounding tolerance: 5.0000001 is not a whole number, 5e-324 has
 * far more than 2 decimals, and a string is not rounded by `Number()` before it is checked.
 * Trailing zeros do not count ("5.00" is the whole number 5); -0 becomes 0.
 */
export function checkNumber(value: number | string, min: number, max: number, decimals = 2): NumberCheck {
  const text = typeof value === "number" ? String(value) : value.trim();
  if (text === "") return { problem: "is required" };
  const n = typeof value === "number" ? value : Number(text);
  const decimal = text.length <= MAX_TEXT ? DECIMAL.exec(text) : null;
  // A number (never a string) may come in exponent form: judge its range before its form.
  if (!decimal && typeof value === "string") return { problem: NOT_A_NUMBER };
  if (!Number.isFinite(n)) return { problem: NOT_A_NUMBER };
  if (n < min) return { problem: atLeast(min) };
  if (n > max) return { problem: atMost(max) };
  const fraction = decimal?.[1]?.replace(/0+$/, "") ?? "";
  if (!decimal || fraction.length > decimals) return { problem: precisionProblem(decimals) };
  return { value: n === 0 ? 0 : n };
}
