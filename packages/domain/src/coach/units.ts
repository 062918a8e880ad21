// Body data and the resting and maintenance energy the coach starts from (docs/coach-model.md
// section 8, item 1). Mifflin-St Jeor in its rounded form (10 / 6.25 / 5): Frankenfield 2005 found it the
// most reliable equation; the tests pin this form because the 9.99/4.92 form differs by ~1.6 kcal.
import { z } from "zod";

export type Sex = "female" | "male";

export interface Body {
  sex: Sex;
  ageYears: number;
  heightIn: number;
  weightLb: number;
}

/** Exact by definition. */
export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

/** Resting energy in kcal/day, at full precision (round only for display). */
export function bmr(body: Body): number {
  const kg = body.weightLb * KG_PER_LB;
  const cm = body.heightIn * CM_PER_IN;
  return 10 * kg + 6.25 * cm - 5 * body.ageYears + (body.sex === "male" ? 5 : -161);
}

/** The product's activity levels (docs/product.md section 9); the multiplier is what the wire carries (docs/design.md section 6). */
export const ACTIVITY_LEVELS = [
  { label: "Sedentary", multiplier: 1.2 },
  { label: "Lightly Active", multiplier: 1.375 },
  { label: "Moderately Active", multiplier: 1.55 },
  { label: "Very Active", multiplier: 1.725 },
  { label: "Extra Active", multiplier: 1.9 },
] as const satisfies readonly { label: string; multiplier: 1.2 | 1.375 | 1.55 | 1.725 | 1.9 }[];

const MULTIPLIERS: readonly number[] = ACTIVITY_LEVELS.map((l) => l.multiplier);
const ACTIVITY_MESSAGE = `must be one of the activity levels: ${ACTIVITY_LEVELS.map((l) => `${l.multiplier} (${l.label})`).join(", ")}`;

/** `returnActivityLevel`: one of the five multipliers, as a number or a numeric string. */
export const activityLevelSchema: z.ZodType<number> = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? "is required" : ACTIVITY_MESSAGE),
  })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    // Plain decimal text only: "1.55", not "1.55e0" or "0x1"; Number("") would be 0.
    const n = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!MULTIPLIERS.includes(n)) {
      ctx.addIssue({ code: "custom", message: ACTIVITY_MESSAGE });
      return z.NEVER;
    }
    return n;
  })
  .meta({ type: "number", enum: [...MULTIPLIERS] });

/** Maintenance (TDEE) = BMR × activity multiplier, full precision. */
export function maintenanceCalories(body: Body, multiplier: number): number {
  return bmr(body) * multiplier;
}
