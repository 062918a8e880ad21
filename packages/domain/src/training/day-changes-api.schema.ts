import { z } from "zod";
import { DAYS, PHASES, WEEKS } from "../programs/row-rules";
import { integer, isoDate } from "../wire";
import { exerciseTypeSchema } from "./exercise-type.schema";

// The calls that change a lifter's day while lifting (decision 0049), beside the product's calls.

const rowId = z.string().min(1).max(200);
const exerciseId = z.string().min(1).max(200);
const dayKey = {
  phase: integer(PHASES.min, PHASES.max),
  week: integer(WEEKS.min, WEEKS.max),
  day: integer(DAYS.min, DAYS.max),
};
/** The lifter's local date the day is lifted on; the server's date when absent. */
const date = isoDate.optional();
/** "Also change the program": only the lifter's own programs take it. */
const alsoProgram = z.boolean().optional();

/** POST /api/add/swapDayExercise/{program}: another exercise lifted in a row's place (`to` null: as written). */
export const swapBodySchema = z.strictObject({ exerciseId: rowId, to: exerciseId.nullable(), date, alsoProgram });

/** POST /api/add/skipDayExercise/{program}: a row skipped today, or taken back (skipped false). */
export const skipBodySchema = z.strictObject({ exerciseId: rowId, skipped: z.boolean(), date });

/**
 * POST /api/add/addDayExercise/{program}: an exercise the day does not list, added to it. `rowId`,
 * a UUID made on the phone, is the new row's id: an addition made with no signal can wait in the
 * outbox with sets logged under it (decision 0121); absent, the server makes one.
 */
export const addBodySchema = z.strictObject({
  ...dayKey,
  exercise: exerciseId,
  date,
  alsoProgram,
  rowId: z.uuid().optional(),
});

/** POST /api/add/orderDayExercises/{program}: the day's rows in the lifter's order. */
export const orderBodySchema = z.strictObject({ ...dayKey, order: z.array(rowId).min(1).max(60), date });

/** The answer to an addition: the new row, to log its sets under like any other. */
export const addedSchema = z.object({ ok: z.literal(true), exerciseId: z.string() });

/** GET /api/query/dayExerciseChoices/{program}: every exercise the lifter may add or swap to. */
export const exerciseChoicesSchema = z.object({
  choices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      muscles: z.array(z.string()),
      own: z.boolean(),
      /** How it is logged (decision 0053): a swap made with no signal shows its card so (decision 0113). */
      exercise_type: exerciseTypeSchema,
      /** For a swap: why it is offered first (swapped to before, or it shares a muscle); null otherwise. */
      reason: z.enum(["before", "muscle"]).nullable(),
    }),
  ),
});

/** The day's change of a row, as the day's answer carries it; null for a row lifted as written. */
export const rowChangeSchema = z
  .object({ skipped: z.boolean(), added: z.boolean(), swappedFrom: z.string().nullable() })
  .nullable();

export type ExerciseChoicesResponse = z.infer<typeof exerciseChoicesSchema>;
