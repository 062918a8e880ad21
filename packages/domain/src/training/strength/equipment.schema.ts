import { z } from "zod";
import { DEFAULT_KG_BAR_AND_PLATES, KG_BAR_CHOICES, KG_PLATE_CHOICES } from "../../units/loads-in-unit";
import type { WeightUnit } from "../../units/weight-unit";
import { weightUnitSchema } from "../../units/weight-unit.schema";
import { BAR_LBS, PLATES_LBS } from "./plates";

// The lifter's bar and the plates they have (issue 11): what the plates per side and the warm-up
// ramp of a barbell lift are made of. Set in the profile; a new account has the defaults.

/** The bars a gym has, in lbs, heaviest first, with what each is called. */
export const BAR_CHOICES = [
  { lbs: 45, label: "Standard bar" },
  { lbs: 35, label: "Women's bar" },
  { lbs: 33, label: "15 kg bar" },
  { lbs: 25, label: "Technique bar" },
  { lbs: 15, label: "Training bar" },
] as const;

/** The plates a lifter may have, in lbs, heaviest first. */
export const PLATE_CHOICES = [55, 45, 35, 25, 10, 5, 2.5, 1.25] as const;

const list = (values: readonly number[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/** The bars and plates offered in each unit (issue 22: a kg lifter has kg bars and plates). */
export const CHOICES_BY_UNIT: Record<WeightUnit, { bars: readonly number[]; plates: readonly number[] }> = {
  lb: { bars: BAR_CHOICES.map((b) => b.lbs), plates: PLATE_CHOICES },
  kg: { bars: KG_BAR_CHOICES.map((b) => b.kg), plates: KG_PLATE_CHOICES },
};

/**
 * POST /api/add/equipment, and what GET /api/query/equipment answers. `unit` is optional: a body
 * without it is in pounds (the product's unit); with "kg" the bar and plates are kg and the lifter's
 * unit becomes kg (decision 0063).
 */
export const equipmentSchema = z
  .strictObject({
    unit: weightUnitSchema.optional(),
    // Not a number at all: said as the product's pound choices (a body without a unit is in pounds).
    bar: z.number(`must be one of ${list(CHOICES_BY_UNIT.lb.bars)} lb`),
    plates: z
      .array(z.number(`must each be one of ${list(PLATE_CHOICES)} lb`), "must be a list of plates")
      .min(1, "must name at least one plate")
      .max(PLATE_CHOICES.length, `must name at most ${PLATE_CHOICES.length} plates`)
      .refine((plates) => new Set(plates).size === plates.length, "must name each plate once"),
  })
  .superRefine((body, ctx) => {
    const unit = body.unit ?? "lb";
    const { bars, plates } = CHOICES_BY_UNIT[unit];
    if (!bars.includes(body.bar))
      ctx.addIssue({ code: "custom", path: ["bar"], message: `must be one of ${list(bars)} ${unit}` });
    const wrong = body.plates.findIndex((p) => !plates.includes(p));
    if (wrong >= 0)
      ctx.addIssue({ code: "custom", path: ["plates", wrong], message: `must each be one of ${list(plates)} ${unit}` });
  });

export type Equipment = z.output<typeof equipmentSchema>;

/** What a lifter has until they say otherwise: a 45 lb bar and 45, 35, 25, 10, 5 and 2.5 lb plates. */
export const DEFAULT_EQUIPMENT: Equipment = { bar: BAR_LBS, plates: [...PLATES_LBS] };

/** A unit's bar and plates until the lifter says otherwise (a kg lifter's: 20 kg, 25 to 1.25 kg). */
export function defaultEquipmentIn(unit: WeightUnit): Equipment {
  return unit === "lb"
    ? DEFAULT_EQUIPMENT
    : { unit, bar: DEFAULT_KG_BAR_AND_PLATES.bar, plates: [...DEFAULT_KG_BAR_AND_PLATES.plates] };
}

/** The same plates, heaviest first: the order they are stored, shown and loaded in. */
export function heaviestFirst(plates: readonly number[]): number[] {
  return [...new Set(plates)].sort((a, b) => b - a);
}

/** GET /api/query/equipment; POST /api/add/equipment answers `{ok: true, data}`. */
export const equipmentResponseSchema = z.object({ data: equipmentSchema });
export const equipmentSavedSchema = z.object({ ok: z.literal(true), data: equipmentSchema });
export type EquipmentResponse = z.infer<typeof equipmentResponseSchema>;
