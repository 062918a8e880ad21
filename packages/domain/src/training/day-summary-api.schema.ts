import { z } from "zod";
import { weightUnitSchema } from "../units/weight-unit.schema";
import { PROGRAM_NAME_MAX_LENGTH } from "../programs/builder-api.schema";
import { DAYS, PHASES, WEEKS } from "../programs/row-rules";
import { integer } from "../wire";
import { exerciseTypeSchema } from "./exercise-type.schema";

// GET /api/query/day-summary/{program}/{phase}/{week}/{day}: the finish screen's figures for one
// day of a program, ready-made or the lifter's own (training/summarise-day.ts).

/**
 * How many of a lift's latest entries from before the day its records are measured against: about
 * a year of a lift trained weekly set by set, and a read that stays the same size however many
 * years of history there are (decision 0018).
 */
export const RECORD_HISTORY_PER_LIFT = 250;

export const daySummaryParams = z.strictObject({
  program: z.string().min(1).max(PROGRAM_NAME_MAX_LENGTH),
  phase: integer(PHASES.min, PHASES.max),
  week: integer(WEEKS.min, WEEKS.max),
  day: integer(DAYS.min, DAYS.max),
});

/** The lift's own unit when the lifter gave it one (decision 0081): its weights are shown in it. */
const ownUnit = { unit: weightUnitSchema.optional() };

const e1rmRecordSchema = z.object({
  kind: z.literal("e1rm"),
  exercise_name: z.string(),
  ...ownUnit,
  /** The new best estimated 1RM, lbs to 0.1. */
  value: z.number(),
  /** The best before the day, lbs to 0.1; null when no earlier set gave an estimate. */
  previous: z.number().nullable(),
  /** The set that estimates it. */
  weight: z.number(),
  reps: z.number(),
  rpe: z.number().nullable(),
});

const repRecordSchema = z.object({
  kind: z.literal("reps"),
  exercise_name: z.string(),
  ...ownUnit,
  /** How the exercise is logged: a bodyweight load reads "+25 lb" (decision 0053). */
  exercise_type: exerciseTypeSchema,
  weight: z.number(),
  /** More reps than ever at this weight or heavier. */
  reps: z.number(),
  /** The most before, at this weight or heavier; null when nothing that heavy was lifted. */
  previous: z.number().nullable(),
});

/** A timed hold longer than any before (decision 0053). */
const holdRecordSchema = z.object({
  kind: z.literal("seconds"),
  exercise_name: z.string(),
  seconds: z.number(),
  previous: z.number(),
});

export const dayRecordSchema = z.discriminatedUnion("kind", [e1rmRecordSchema, repRecordSchema, holdRecordSchema]);

const volumeUnitSchema = z.object({ exercise_name: z.string(), unit: weightUnitSchema });
export type VolumeUnit = z.infer<typeof volumeUnitSchema>;

export const daySummarySchema = z.object({
  routine_name: z.string(),
  phase_id: z.number(),
  week_id: z.number(),
  day_id: z.number(),
  /** ISO timestamps of the day's first and last save; null before any. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** From the first save to the last. */
  durationSeconds: z.number().nullable(),
  /** Every set: a quick entry counts as each set the row prescribes. */
  sets: z.number(),
  /** Warm-up sets logged as warm-ups (decision 0066): said apart, in no other figure. */
  warmUpSets: z.number(),
  /** Σ weight × reps of the weight × reps exercises (decision 0053), lbs. */
  volume: z.number(),
  /**
   * The day's weight × reps lifts with a unit of their own (decision 0081), in the day's order: they
   * are in `volume` from their pounds, which the screen shows in the lifter's unit and says so.
   */
  volumeUnits: z.array(volumeUnitSchema),
  /** Records set on the day, lift by lift in the day's order: a lift's e1RM record, then its rep records, heaviest first. */
  records: z.array(dayRecordSchema),
});

export type DaySummaryResponse = z.infer<typeof daySummarySchema>;
export type DayRecordResponse = z.infer<typeof dayRecordSchema>;
