import { z } from "zod";
import { NOT_A_NUMBER, checkNumber, precisionProblem } from "./number-check";
import { NOT_A_REAL_DATE, isRealDate } from "./real-date";

// Building blocks for request schemas. Forms send numbers as numbers or as numeric strings;
// both are accepted, anything else (including "") is refused with words.

export { NOT_A_NUMBER, NOT_A_REAL_DATE, isRealDate, precisionProblem };

/** A number in [min, max] with at most `decimals` decimals, as number-check.ts judges it. */
export function numeric(min: number, max: number, decimals = 2) {
  return (
    z
      .union([z.number(), z.string()], {
        error: (issue) => (issue.input === undefined ? "is required" : NOT_A_NUMBER),
      })
      .transform((value, ctx) => {
        const checked = checkNumber(value, min, max, decimals);
        if ("value" in checked) return checked.value;
        ctx.addIssue({ code: "custom", message: checked.problem });
        return z.NEVER;
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
