import { z } from "zod";
import { ROUTINE_KINDS } from "../programs/routine-kind";
import { integer, isoDate } from "../wire";
import { weightUnitSchema } from "../units/weight-unit.schema";
import { exerciseTypeSchema } from "./exercise-type.schema";
import { actualReps, actualRpe, loggedWeight } from "./logged-set.schema";
import { type SessionKey, decodeHistoryCursor } from "./history-cursor";

// The History screen's calls: past sessions newest first, a page at a time; a logged set corrected
// or deleted; the estimated 1RM of a lift over time. Request schemas are strict, and the server
// checks its answers with the response schemas.

export const HISTORY_PAGE_SIZE = { default: 10, max: 30 } as const;

/** How many of a lift's latest sets the 1RM chart reads: enough for years of weekly sessions. */
export const E1RM_SETS_READ = 1000;

const cursor = z
  .string()
  .max(200)
  .transform((text, ctx): SessionKey => {
    const key = decodeHistoryCursor(text);
    if (!key || !isoDate.safeParse(key.date).success) {
      ctx.addIssue({ code: "custom", message: "is not a cursor from a previous page" });
      return z.NEVER;
    }
    return key;
  });

/** GET /api/history/sessions?before=&limit=: `before` is the previous page's `nextCursor`. */
export const historyPageQuerySchema = z.strictObject({
  before: cursor.optional(),
  limit: integer(1, HISTORY_PAGE_SIZE.max).optional(),
});

/** PUT /api/history/sets/{id}: the same numbers, with the same limits, as logging them. */
export const setCorrectionSchema = z.strictObject({
  reps: actualReps,
  rpe: actualRpe,
  // An assisted bodyweight set is negative; the service refuses that for any other type (decision 0053).
  weight: loggedWeight,
});

/** DELETE /api/history/sets/{id} is sent without a body; one with anything in it is refused. */
export const noBody = z.strictObject({}).nullish();

export const loggedSetIdParams = z.strictObject({ id: z.string().min(1).max(100) });

export const historySetSchema = z.object({
  /** The logged entry's id: what a correction or a delete names. */
  id: z.string(),
  exercise: z.string(),
  /** The set number of an advanced entry; null for a quick entry (the whole exercise). */
  set: z.number().nullable(),
  /**
   * How many sets it counts as (decision 0048): 1 for an advanced entry's set; for a quick entry,
   * the sets its row prescribes, or 0 when the same exercise has sets entered one by one that day.
   */
  countsAs: z.number(),
  reps: z.number(),
  rpe: z.number().nullable(),
  /** lbs; on a bodyweight exercise the load on the body, negative when assisted (decision 0053). */
  weight: z.number(),
  /** A timed hold's seconds; absent for any other set. */
  seconds: z.number().optional(),
  /** How the exercise is logged, how the set reads ("60 s", "+25 lb × 5"); absent for weight × reps. */
  exerciseType: exerciseTypeSchema.optional(),
  /** The exercise's own unit (decision 0081): the set is shown and corrected in it; absent, the lifter's. */
  unit: weightUnitSchema.optional(),
});

export const historySessionSchema = z.object({
  /** Stable and unique: the session's place in the history. */
  key: z.string(),
  /** The lifter's local date, yyyy-mm-dd. */
  date: z.string(),
  program: z.string(),
  phase: z.number(),
  week: z.number(),
  day: z.number(),
  /**
   * What the session was (decision 0051): a day of a program, an imported workout or a workout
   * with no program; the last two show `workout` and no phase, week or day.
   */
  kind: z.enum(ROUTINE_KINDS),
  /** The workout's own name: an import's workout names, or the name the lifter gave; null for a program day. */
  workout: z.string().nullable(),
  /** A workout with no program: what 'Save as a program day' names; null otherwise. */
  workoutId: z.string().nullable(),
  /** In the day's exercise order, each exercise's sets in order. */
  sets: z.array(historySetSchema),
  /**
   * A program day's exercises the lifter skipped, and those with no set (a workout finished early),
   * in the day's order (decisions 0049, 0068); empty for any other session.
   */
  skipped: z.array(z.string()),
  notDone: z.array(z.string()),
  /**
   * The day as lifted (decision 0093): the seconds from its first save to its last, warm-ups
   * included, as the finish screen counts them (null for an imported workout: its saves are the
   * import's); the exercises swapped, written and lifted; its supersets by the names lifted, in
   * day order (a program day's only).
   */
  durationSeconds: z.number().nullable().optional(),
  /** `setIds` (decision 0099): the swap's sets, by which the card finds the exercise it says it of. */
  swapped: z.array(z.object({ from: z.string(), to: z.string(), setIds: z.array(z.string()).optional() })).optional(),
  groups: z.array(z.array(z.string())).optional(),
  /** Beside (decision 0066): the warm-ups logged as warm-ups, by exercise, in order; no work sets. */
  warmUps: z
    .array(
      z.object({
        exercise: z.string(),
        set: z.number(),
        reps: z.number(),
        weight: z.number(),
        /** The exercise's own unit (decision 0081), as on its sets; absent, the lifter's. */
        unit: weightUnitSchema.optional(),
      }),
    )
    .optional(),
  /** The lifter's notes of the day: on an exercise (set null) or one of its sets. */
  notes: z.array(z.object({ exercise: z.string(), set: z.number().nullable(), note: z.string() })).optional(),
});

export const historyPageSchema = z.object({
  sessions: z.array(historySessionSchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextCursor: z.string().nullable(),
});

export const correctedSetSchema = z.object({ set: historySetSchema });

/** The lifts the lifter has logged, for the chart's select. */
export const historyLiftsSchema = z.object({
  lifts: z.array(
    z.object({
      exerciseId: z.string(),
      name: z.string(),
      /** The date it was last logged (the chart opens on the latest lift). */
      lastDate: z.string(),
      /** Its own unit (decision 0081): its chart is drawn in it; absent, the lifter's. */
      unit: weightUnitSchema.optional(),
    }),
  ),
});

export const liftParams = z.strictObject({ exerciseId: z.string().min(1).max(200) });

/** The best estimated 1RM of each date the lift was logged, oldest first. */
export const liftProgressSchema = z.object({
  points: z.array(
    z.object({
      date: z.string(),
      /** Whole lbs: an estimate from reps, weight and RPE, not a tested max. */
      e1rm: z.number(),
      /** The set it comes from. */
      reps: z.number(),
      weight: z.number(),
      rpe: z.number().nullable(),
    }),
  ),
});

export type SetCorrection = z.output<typeof setCorrectionSchema>;
export type HistorySet = z.output<typeof historySetSchema>;
export type HistorySession = z.output<typeof historySessionSchema>;
export type HistoryPage = z.output<typeof historyPageSchema>;
export type HistoryLifts = z.output<typeof historyLiftsSchema>;
export type LiftProgress = z.output<typeof liftProgressSchema>;
