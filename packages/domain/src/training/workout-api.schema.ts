import { z } from "zod";
import { rowChangeSchema } from "./day-changes-api.schema";
import { exerciseTypeSchema } from "./exercise-type.schema";
import { weightUnitSchema } from "../units/weight-unit.schema";
import { rowNotesAndWarmUpsShape } from "./notes-warm-ups-api.schema";

// Response shapes of the workout-log calls: the server validates what it sends with them and the
// web app takes its types from them, so the two cannot drift apart.

const performedSetSchema = z.object({
  weight: z.number(),
  reps: z.number(),
  rpe: z.number().nullable(),
  /** A timed hold's seconds (decision 0053); null for any other set. */
  seconds: z.number().nullable().optional(),
});

/** What a set-by-set card needs around the suggested load (training/strength/exercise-plan.ts). */
export const exercisePlanSchema = z.object({
  /** The warm-up ramp to the first work set: empty without a load (bodyweight, nothing known). */
  warmUps: z.array(z.object({ weight: z.number(), reps: z.number() })),
  /** One per prescribed work set: the suggested load and the same set of the lift's last session. */
  sets: z.array(z.object({ set: z.number(), suggested: z.number().nullable(), last: performedSetSchema.nullable() })),
  /** Lifted with the body's own weight: logged as 0 lbs unless weight is added. */
  bodyweight: z.boolean(),
});

/** The plates on each side of the bar for the suggested load, on a barbell lift. */
export const platesSchema = z.object({
  bar: z.number(),
  /** Heaviest first. */
  perSide: z.array(z.number()),
  /** What bar and plates make; below `weight` when `exact` is false. */
  loaded: z.number(),
  exact: z.boolean(),
  /** "kg" when bar and plates are a kg lifter's (decision 0063): then these numbers are kg. */
  unit: z.literal("kg").optional(),
});

/** Why the load is what it is (training/strength/progression.ts); null with no load. */
export const suggestionBasisSchema = z
  .enum(["e1rm", "profile-1rm", "rpe-chart", "linear-step", "double-progression", "last-weight"])
  .nullable();

export const exerciseRowSchema = z.object({
  /** The program row: one prescribed exercise on one day. */
  exerciseId: z.string(),
  exercise_name: z.string(),
  exercise_day_order: z.number(),
  /** How the exercise is logged (decision 0053): the set line's fields and words follow it. */
  exercise_type: exerciseTypeSchema,
  warm_up_sets: z.number(),
  sets: z.number(),
  /** An integer, a range such as "8-10", or "AMRAP". */
  reps: z.string(),
  rpe: z.string().nullable(),
  percent1RM: z.string().nullable(),
  /** Minutes. */
  min_rest: z.number(),
  max_rest: z.number(),
  /** The rest as the builder writes it: "3", "2-3", or "" when none was given. */
  rest: z.string(),
  notes: z.string().nullable(),
  /** The suggested load in lbs, or null (always null for a bodyweight exercise). */
  weight: z.number().nullable(),
  /** What the user already logged for this row (the whole exercise, else its heaviest set), or null. */
  logged: z
    .object({
      actualReps: z.number(),
      actualRpe: z.number().nullable(),
      weight: z.number(),
      seconds: z.number().nullable().optional(),
    })
    .nullable(),
  /**
   * Every entry the user logged for this row, in set order: the whole exercise (set null: the quick
   * entry or the final Submit), then each set of the advanced entry (set 1..n); empty before any.
   * With training/exercise-progress.ts it tells a partly logged exercise from a finished one.
   */
  logged_sets: z.array(
    z.object({
      set: z.number().nullable(),
      actualReps: z.number(),
      actualRpe: z.number().nullable(),
      weight: z.number(),
      seconds: z.number().nullable().optional(),
    }),
  ),
  suggestionBasis: suggestionBasisSchema,
  /** The 1RM (estimated from the lifter's sets, or the profile's) a %1RM or RPE-chart load came from. */
  oneRepMax: z.number().nullable(),
  plan: exercisePlanSchema,
  plates: platesSchema.nullable(),
  /**
   * The exercise's own unit when the lifter gave it one (decision 0081): its suggestion and plates
   * were made in it and its card shows and takes it; absent, the lifter's. Weights stay pounds.
   */
  unit: weightUnitSchema.optional(),
  /** Added beside the product's fields (decision 0049): the lifter's change of the row for the day. */
  change: rowChangeSchema.optional(),
  ...rowNotesAndWarmUpsShape,
});

export const dayResponseSchema = z.object({
  data: z.array(exerciseRowSchema),
  phase_id: z.number(),
  week_id: z.number(),
  day_id: z.number(),
});

export const phaseListSchema = z.object({ phase: z.array(z.object({ phase_id: z.number() })) });
export const weekListSchema = z.object({ week: z.array(z.object({ week_id: z.number() })) });
export const dayListSchema = z.object({ day: z.array(z.object({ day: z.number() })) });

export const previousWeightsSchema = z.object({
  data: z.array(
    z.object({
      weight: z.number(),
      reps_performed: z.number(),
      rpe_actual: z.number().nullable(),
      /** The lifter's local date of the entry. */
      date: z.string(),
      routine_name: z.string(),
      /** The set number of an advanced entry; null for a whole-exercise entry. */
      set: z.number().nullable(),
      /** A timed hold's seconds (decision 0053); null for any other set. */
      seconds: z.number().nullable().optional(),
    }),
  ),
});

export const routineListSchema = z.object({ data: z.array(z.object({ routine_name: z.string() })) });

export type ExerciseRow = z.infer<typeof exerciseRowSchema>;
export type DayResponse = z.infer<typeof dayResponseSchema>;
export type PreviousWeights = z.infer<typeof previousWeightsSchema>;
export type RoutineList = z.infer<typeof routineListSchema>;
export type PhaseList = z.infer<typeof phaseListSchema>;
export type WeekList = z.infer<typeof weekListSchema>;
export type DayList = z.infer<typeof dayListSchema>;
