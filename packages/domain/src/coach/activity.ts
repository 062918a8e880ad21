import { z } from "zod";

// The spec's activity levels (section 9). On the wire a level is its multiplier (DESIGN section 6).

export const ACTIVITY_LEVELS = [
  { label: "Sedentary", multiplier: 1.2 },
  { label: "Lightly Active", multiplier: 1.375 },
  { label: "Moderately Active", multiplier: 1.55 },
  { label: "Very Active", multiplier: 1.725 },
  { label: "Extra Active", multiplier: 1.9 },
] as const;

export type ActivityMultiplier = (typeof ACTIVITY_LEVELS)[number]["multiplier"];

const MULTIPLIERS: readonly number[] = ACTIVITY_LEVELS.map((l) => l.multiplier);

/** One of the five multipliers, sent as a number or a numeric string. */
export const activityLevelSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d(\.\d{1,3})?$/)
        .transform(Number),
    ],
    {
      error: "must be one of 1.2, 1.375, 1.55, 1.725, 1.9",
    },
  )
  .refine((n) => MULTIPLIERS.includes(n), "must be one of 1.2, 1.375, 1.55, 1.725, 1.9")
  .meta({ type: "number", enum: [...MULTIPLIERS] });
