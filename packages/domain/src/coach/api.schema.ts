import { z } from "zod";
import { integer, isoDate, numeric } from "../wire";
import { COACH_PHASE_KINDS } from "./phase-start";
import { activityLevelSchema } from "./units";
import { weightUnitSchema } from "../units/weight-unit.schema";

// The coach's calls (docs/product.md section 7, Goal selection and the three assistants): bodies the server
// validates and answers it sends, so the screens type against the same shapes.

/** Daily numbers a lifter can log, with a range each. */
export const COACH_LIMITS = {
  steps: { min: 0, max: 100_000 },
  calories: { min: 0, max: 15_000 },
  weightLb: { min: 50, max: 1000 },
  lossPerWeek: { min: 0.25, max: 2 },
  gainPerMonth: { min: 0.25, max: 8 },
} as const;

/** A kg lifter's rates (`unit: "kg"`, decision 0071): the goal screen's kg steps, within the pound limits' weights. */
export const KG_RATE_LIMITS = { lossPerWeek: { max: 1 }, gainPerMonth: { max: 3.6 } } as const;

/**
 * The unit a goal call's rate is in (decision 0071): absent is the product's pounds; "kg" makes
 * `weeklyWeightLoss` kg a week and `monthlyWeightGain` kg a month, and the choices kg steps.
 */
const rateUnit = weightUnitSchema.optional();
export const choicesQuery = z.strictObject({ unit: rateUnit });

/** A rate in kg above the kg limit is refused in words on its own field. */
function kgRateLimit<T extends { unit?: "lb" | "kg" | undefined }>(field: keyof T & string, max: number) {
  return (body: T, ctx: z.RefinementCtx) => {
    const value = body[field];
    if (body.unit === "kg" && typeof value === "number" && value > max) {
      ctx.addIssue({ code: "custom", path: [field], message: `must be at most ${max} (kg)` });
    }
  };
}

const steps = integer(COACH_LIMITS.steps.min, COACH_LIMITS.steps.max);
const calories = integer(COACH_LIMITS.calories.min, COACH_LIMITS.calories.max);
/** The loss screen's missed-day weight has at most 1 decimal (docs/product.md section 2); the others 2. */
const weight = (decimals: number) => numeric(COACH_LIMITS.weightLb.min, COACH_LIMITS.weightLb.max, decimals);

export const GOALS = ["weight_loss", "weight_gain"] as const;
/** The goal whose choices a call asks for: the path's `:goal`. */
export type Goal = (typeof GOALS)[number];
export const goalParams = z.strictObject({ goal: z.enum(GOALS, "must be weight_loss or weight_gain") });
export const choicesResponseSchema = z.object({
  data: z.array(
    z.object({
      value: z.number(),
      recommended: z.boolean(),
      /**
       * Loss choices: what the model expects of 12 weeks, lb lost, with its range (coach/goal-forecast);
       * kg lost to 0.1 kg when the choices were asked in kg (decision 0081).
       */
      expected12Weeks: z
        .union([
          z.object({ lb: z.number(), low: z.number(), high: z.number() }),
          z.object({ kg: z.number(), low: z.number(), high: z.number() }),
        ])
        .optional(),
    }),
  ),
});

// Goal selection.
export const startMaintenanceBody = z.strictObject({
  /** Absent when the cut ends: the cut's own level is kept. */
  returnActivityLevel: activityLevelSchema.optional(),
  date: isoDate,
});
export const startCutBody = z
  .strictObject({
    weeklyWeightLoss: numeric(COACH_LIMITS.lossPerWeek.min, COACH_LIMITS.lossPerWeek.max, 2),
    returnActivityLevel: activityLevelSchema,
    date: isoDate,
    unit: rateUnit,
  })
  .superRefine(kgRateLimit("weeklyWeightLoss", KG_RATE_LIMITS.lossPerWeek.max));
export const startBulkBody = z
  .strictObject({
    monthlyWeightGain: numeric(COACH_LIMITS.gainPerMonth.min, COACH_LIMITS.gainPerMonth.max, 2),
    returnActivityLevel: activityLevelSchema,
    date: isoDate,
    /** 16 or 32 weeks from the start; 0 for 'neither' (no fixed end). */
    dietAfterBulkWeeks: z.union([z.literal(0), z.literal(16), z.literal(32)], "must be 0, 16 or 32"),
    unit: rateUnit,
  })
  .superRefine(kgRateLimit("monthlyWeightGain", KG_RATE_LIMITS.gainPerMonth.max));
export const phaseStartedSchema = z.object({
  ok: z.literal(true),
  maintenance_calories: z.number(),
  target_calories: z.number(),
  warnings: z.array(z.string()),
});

// Daily logs: one per date, a second one for the date updates it. A weight far off the trend is
// held until the lifter confirms it: the same call again with `confirmWeight: true` (decision 0059).
const confirmWeight = z.boolean("must be true or false").optional();
export const lossDayBody = z.strictObject({
  stepsWalked: steps,
  caloriesConsumed: calories,
  userBodyWeight: weight(2),
  currentDate: isoDate,
  confirmWeight,
});
export const lossMissedDayBody = z.strictObject({
  missedSteps: steps,
  missedCalories: calories,
  missedWeight: weight(1),
  date: isoDate,
  confirmWeight,
});
export const dayBody = z.strictObject({
  caloriesConsumed: calories,
  bodyWeight: weight(2),
  date: isoDate,
  confirmWeight,
});
export const missedDayBody = z.strictObject({
  missedCalories: calories,
  missedBodyWeight: weight(2),
  missedDate: isoDate,
  confirmWeight,
});
const weightQuestion = z.object({
  weight: z.number(),
  suggestion: z.number().nullable(),
  trendLb: z.number(),
  /** Before any weigh-in counts, `trendLb` is User Info's weight. */
  fromUserInfo: z.boolean().optional(),
  message: z.string(),
});
/** A day logged; `weightQuestion` when its weight is held until confirmed. */
export const dayLoggedSchema = z.object({ ok: z.literal(true), weightQuestion: weightQuestion.optional() });

// Dialog answers. `date` (the lifter's local date) is ours: it says which week was answered.
export const CHANGE_SELECTIONS = ["steps", "calories", "leave"] as const;
const gap = numeric(-100, 100, 2);
export const lossChangeBody = z.strictObject({
  weightLossChangeSelection: z.enum(CHANGE_SELECTIONS, "must be steps, calories or leave"),
  expectedWeightLoss: gap,
  actualWeightLoss: gap,
  actlCaloriesAccuracy: z.boolean(),
  date: isoDate.optional(),
});
export const bulkCaloriesBody = z.strictObject({
  weightChange: gap,
  dailyCalories: calories,
  date: isoDate.optional(),
});
export const maintenanceCaloriesBody = z.strictObject({
  weightChange: gap,
  maintenanceCalories: calories,
  date: isoDate.optional(),
});
export const switchToCutBody = z.strictObject({ date: isoDate });
export const extendBulkBody = z.strictObject({}).nullish();

export const dateParams = z.strictObject({ date: isoDate });

/** How sure the coach is of the lifter's expenditure: the estimate and its standard deviation. */
const expenditureSchema = z.object({ kcal: z.number(), sd: z.number(), fromLogs: z.boolean() });
const sinceStart = { startWeek: z.number(), startDate: z.string(), weeksSinceStart: z.number() };

export const lossInfoSchema = z.object({
  data: z.object({
    maintenance_calories: z.number(),
    deficit_calories: z.number(),
    expenditure: expenditureSchema,
    change_reason: z.string().nullable(),
    /** Why the target is held above the chosen rate's (resting energy or 35 % under), else null. */
    floor: z.string().nullable(),
  }),
});
/** What the model expects since the start, low to high, in the summary's own sign (decision 0059). */
const expectedRange = z.object({ low: z.number(), high: z.number() });
/** On, behind or ahead of plan, or too early to tell (coach/plan-standing). */
const standing = z.enum(["early", "on", "behind", "ahead"]);
export const lossSummarySchema = z.object({
  data: z.object({
    plannedWeightLoss: z.number(),
    expectedWeightLoss: z.number(),
    expectedRange,
    actualWeightLoss: z.number(),
    standing,
    actlCalorieAccurate: z.boolean(),
    ...sinceStart,
    trendWeight: z.number().nullable(),
    missingDays: z.array(z.string()),
    offerMaintenanceCalories: z.boolean(),
    offerEndOfCut: z.boolean(),
  }),
});
export const stepsSchema = z.object({
  stepsPerDay: z.number(),
  baselineSteps: z.number(),
  addedSteps: z.number(),
  /** Where the goal comes from, in words: the baseline, the deficit it walks off, the steps chosen. */
  reason: z.string(),
});

export const gainInfoSchema = z.object({
  data: z.object({
    maintenance_calories: z.number(),
    bulk_calories: z.number(),
    expenditure: expenditureSchema,
    change_reason: z.string().nullable(),
  }),
});
export const gainSummarySchema = z.object({
  data: z.object({
    plannedWeightGain: z.number(),
    expectedWeightGain: z.number(),
    expectedRange,
    actualWeightGain: z.number(),
    standing,
    ...sinceStart,
    trendWeight: z.number().nullable(),
    missingDays: z.array(z.string()),
    offerBulkAdjustment: z.boolean(),
    /**
     * What the Monday question proposes in weeks 1-3 (decision 0100): the target set from the learnt
     * maintenance at once, when the paced one lags it by more than its SD; null when nothing.
     */
    bulkProposal: z
      .object({ pacedMaintenance: z.number(), maintenance: z.number(), sd: z.number(), dailyCalories: z.number() })
      .nullable(),
    end_of_bulk: z.string().nullable(),
    isEndOfBulk: z.boolean(),
  }),
});
export const numberAnswerSchema = z.object({ data: z.number() });
export const endOfBulkSchema = z.object({ data: z.object({ end_of_bulk: z.string().nullable() }) });

export const maintenanceCaloriesSchema = z.object({
  data: z.object({
    maintenance_calories: z.number(),
    expenditure: expenditureSchema,
    change_reason: z.string().nullable(),
  }),
  recCalories: z.number(),
});
export const maintenanceWeightSchema = z.object({
  data: z.object({
    /** When maintenance started: the missed-day form refuses a day before it, as the server does. */
    startDate: z.string(),
    startWeight: z.number(),
    trendWeight: z.number().nullable(),
    offerMaintenanceChange: z.boolean(),
    /** What the 'Change Maintenance Calories' dialog proposes: the drift corrected over two weeks. */
    proposedCalories: z.number(),
    /**
     * The sentence under the target, by the dialog's own rule (decision 0114): too early to tell,
     * holding steady, or drifted above or below where maintenance started.
     */
    standing: z.enum(["early", "steady", "above", "below"]),
    /** The drift that rule read: the last two weeks' mean less the first week's (lb); null while early. */
    driftLb: z.number().nullable(),
  }),
  avgBodyWeight: z.number().nullable(),
});

/** The chart: every logged day of the lifter's history (decision 0044) with its trend, its phase's planned line and that phase. */
export const historySchema = z.object({
  data: z.array(
    z.object({
      date: z.string(),
      weight: z.number().nullable(),
      trend: z.number().nullable(),
      planned: z.number().nullable(),
      calories: z.number().nullable(),
      steps: z.number().nullable(),
      /** The phase the day belongs to: the chart marks where one goal gives way to the next. */
      phase: z.enum(COACH_PHASE_KINDS),
      /** A weigh-in of the day held until confirmed, and what its save asked (decision 0059); else null. */
      weightQuestion: weightQuestion.nullable(),
    }),
  ),
});
