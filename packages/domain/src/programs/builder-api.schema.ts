import { z } from "zod";
import { integer } from "../wire";
import { type ProgramRow, ROW_SCHEMA_MESSAGES, programDayRowsSchema } from "./program-row.schema";
import { DAYS, MAX_ROWS_PER_DAY, PHASES, WEEKS } from "./row-rules";

// The builder's calls (docs/product.md section 7: userCreatedPrograms, userCreatedExerciseDay, addProgramDay)
// and the ones a lifter building 12 weeks needs beside them (copy, delete, the week's volume).

export const PROGRAM_NAME_MAX_LENGTH = 100;
export const BUILDER_MESSAGES = {
  nameRequired: "Program name is required",
  nameTooLong: `Program name cannot exceed ${PROGRAM_NAME_MAX_LENGTH} characters`,
  setsRequired: "Sets is required",
  repsRequired: "Reps is required",
  exerciseRequired: "Choose an exercise",
} as const;

export const programNameSchema = z
  .string({ error: BUILDER_MESSAGES.nameRequired })
  .trim()
  .min(1, BUILDER_MESSAGES.nameRequired)
  .max(PROGRAM_NAME_MAX_LENGTH, BUILDER_MESSAGES.nameTooLong);

const phase = integer(PHASES.min, PHASES.max);
const week = integer(WEEKS.min, WEEKS.max);
const day = integer(DAYS.min, DAYS.max);
export const daySlotSchema = z.strictObject({ phase, week, day });

/** programData: the rows keyed by index ("0", "1", …) as docs/product.md sends them, or an array. */
const rowsAsSent = z.union([
  z.array(z.unknown()).max(MAX_ROWS_PER_DAY + 1, ROW_SCHEMA_MESSAGES.tooManyRows),
  z.record(z.string().regex(/^\d{1,2}$/, "must be keyed by row index"), z.unknown()),
]);
const programData = rowsAsSent
  .transform((rows): unknown[] =>
    Array.isArray(rows)
      ? rows
      : Object.keys(rows)
          .sort((a, b) => Number(a) - Number(b))
          .map((k) => rows[k]),
  )
  .pipe(programDayRowsSchema as unknown as z.ZodType<ProgramRow[], unknown[]>)
  // A stored row needs its sets and reps; the form's "empty is allowed" is only while typing.
  .superRefine((rows, ctx) => {
    rows.forEach((row, i) => {
      if (row.sets === "") ctx.addIssue({ code: "custom", path: [i, "sets"], message: BUILDER_MESSAGES.setsRequired });
      if (row.reps === "") ctx.addIssue({ code: "custom", path: [i, "reps"], message: BUILDER_MESSAGES.repsRequired });
    });
  });

/** POST /api/add/addProgramDay: the whole day, replacing what it held (no rows: the day is removed). */
export const addProgramDayBody = z.strictObject({ programName: programNameSchema, phase, week, day, programData });
export type AddProgramDayBody = z.input<typeof addProgramDayBody>;

export const copyProgramDayBody = z.strictObject({
  programName: programNameSchema,
  from: daySlotSchema,
  to: z
    .array(daySlotSchema)
    .min(1, "Choose at least one day")
    .max(PHASES.max * WEEKS.max * DAYS.max),
});
export const copyProgramWeekBody = z.strictObject({
  programName: programNameSchema,
  phase,
  week,
  toWeeks: z.array(week).min(1, "Choose at least one week").max(WEEKS.max),
});
export const deleteProgramDayBody = z.strictObject({ programName: programNameSchema, phase, week, day });
export const deleteProgramBody = z.strictObject({ programName: programNameSchema });

export const builderDayParams = z.strictObject({ program: programNameSchema, phase, week, day });
export const builderWeekParams = z.strictObject({ program: programNameSchema, phase, week });

/** GET /api/query/userCreatedExerciseDay: a day's rows as docs/product.md reads them back. */
export const builderDaySchema = z.object({
  exercises: z.array(
    z.object({
      exercise_day_order: z.number(),
      exercise_name: z.string(),
      warm_up_sets: z.number(),
      sets: z.number(),
      reps: z.string(),
      rpe: z.string().nullable(),
      percent1rm: z.string().nullable(),
      /** "3" or "2-3" minutes, "" when none was given. */
      rest: z.string(),
      notes: z.string().nullable(),
    }),
  ),
});
export const userCreatedProgramsSchema = z.object({
  userCreatedPrograms: z.array(z.object({ routine_name: z.string() })),
});
export const copiedSchema = z.object({ ok: z.literal(true), days: z.number() });
export const weekVolumeSchema = z.object({ data: z.array(z.object({ muscle: z.string(), sets: z.number() })) });
