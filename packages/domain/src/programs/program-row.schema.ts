import { z } from "zod";
import { EXERCISE_NAME_MAX_LENGTH, EXERCISE_NAME_MESSAGES } from "./exercise-name";
import {
  DAYS,
  MAX_ROWS_PER_DAY,
  PERCENT_1RM_LIFTS,
  PHASES,
  ROW_VALIDATORS,
  takesPercent1RM,
  type ValidatedRowField,
  WEEKS,
} from "./row-rules";

// One schema for a program-day row as the builder writes it (docs/product.md section 3, "Program day exercise
// as written"), shared by the Add program form and the addProgramDay route. Field messages are the
// product's exact ones (see row-rules.ts).
//
// Inputs are what a form or a JSON body carries: text, or a number for the numeric fields; a
// missing or null value counts as empty, which docs/product.md always allows. The output holds text only
// ("" when empty), the same text the validators judged.

export const NOTES_MAX_LENGTH = 1000;

export const ROW_SCHEMA_MESSAGES = {
  percent1RMNotAllowed: `%1RM applies only to ${PERCENT_1RM_LIFTS.join(", ")}`,
  tooManyRows: `A program day holds at most ${MAX_ROWS_PER_DAY} exercises`,
  duplicateOrder: "Each exercise of a day needs its own order",
  notesTooLong: `Notes cannot exceed ${NOTES_MAX_LENGTH} characters`,
} as const;

const asText = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((v) => (v === null || v === undefined ? "" : String(v)));

function ruledField(field: ValidatedRowField) {
  return asText
    .pipe(
      z.string().superRefine((text, ctx) => {
        const problem = ROW_VALIDATORS[field](text);
        if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
      }),
    )
    .default("");
}

const wholeNumber = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

function numberIn(bounds: { min: number; max: number }) {
  return wholeNumber.pipe(z.number().int().min(bounds.min).max(bounds.max));
}

export const programRowSchema = z
  .object({
    /** 1-based position of the row within its day. */
    exerciseOrder: numberIn({ min: 1, max: MAX_ROWS_PER_DAY }),
    exerciseName: z
      .string({ error: EXERCISE_NAME_MESSAGES.required })
      .min(1, EXERCISE_NAME_MESSAGES.required)
      .max(EXERCISE_NAME_MAX_LENGTH, EXERCISE_NAME_MESSAGES.tooLong),
    warmUp: ruledField("warmUp"),
    sets: ruledField("sets"),
    reps: ruledField("reps"),
    rpe: ruledField("rpe"),
    percent1RM: ruledField("percent1RM"),
    rest: ruledField("rest"),
    notes: asText.pipe(z.string().max(NOTES_MAX_LENGTH, ROW_SCHEMA_MESSAGES.notesTooLong)).default(""),
  })
  // The form disables %1RM for other lifts; the server must not accept what the form cannot send.
  .superRefine((row, ctx) => {
    // Without a name there is nothing to judge %1RM against; the name's own message says why.
    if (row.exerciseName && row.percent1RM !== "" && !takesPercent1RM(row.exerciseName)) {
      ctx.addIssue({
        code: "custom",
        path: ["percent1RM"],
        message: ROW_SCHEMA_MESSAGES.percent1RMNotAllowed,
      });
    }
  });

export type ProgramRowInput = z.input<typeof programRowSchema>;
export type ProgramRow = z.output<typeof programRowSchema>;

/** The rows of one day: at most 12, each with its own exerciseOrder. */
export const programDayRowsSchema = z
  .array(programRowSchema)
  .max(MAX_ROWS_PER_DAY, ROW_SCHEMA_MESSAGES.tooManyRows)
  .superRefine((rows, ctx) => {
    const orders = rows.map((r) => r.exerciseOrder);
    if (new Set(orders).size !== orders.length) {
      ctx.addIssue({ code: "custom", message: ROW_SCHEMA_MESSAGES.duplicateOrder });
    }
  });

/** Where a day sits in a program: the builder's Phase (1-6), Week (1-12) and Day (1-6) choices. */
export const programDaySlotSchema = z.object({
  phase: numberIn(PHASES),
  week: numberIn(WEEKS),
  day: numberIn(DAYS),
});
export type ProgramDaySlot = z.output<typeof programDaySlotSchema>;
