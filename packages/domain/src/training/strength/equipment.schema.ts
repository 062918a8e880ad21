import { z } from "zod";
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

export type BarLbs = (typeof BAR_CHOICES)[number]["lbs"];
export type PlateLbs = (typeof PLATE_CHOICES)[number];

const BAR_VALUES = BAR_CHOICES.map((b) => b.lbs) as [BarLbs, ...BarLbs[]];

const list = (values: readonly number[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/** POST /api/add/equipment, and what GET /api/query/equipment answers. */
export const equipmentSchema = z.strictObject({
  bar: z.literal(BAR_VALUES, `must be one of ${list(BAR_VALUES)} lb`),
  plates: z
    .array(z.literal(PLATE_CHOICES, `must each be one of ${list(PLATE_CHOICES)} lb`), "must be a list of plates")
    .min(1, "must name at least one plate")
    .max(PLATE_CHOICES.length, `must name at most ${PLATE_CHOICES.length} plates`)
    .refine((plates) => new Set(plates).size === plates.length, "must name each plate once"),
});

export type Equipment = z.output<typeof equipmentSchema>;

/** What a lifter has until they say otherwise: a 45 lb bar and 45, 35, 25, 10, 5 and 2.5 lb plates. */
export const DEFAULT_EQUIPMENT: Equipment = { bar: BAR_LBS, plates: [...PLATES_LBS] };

/** The same plates, heaviest first: the order they are stored, shown and loaded in. */
export function heaviestFirst(plates: readonly PlateLbs[]): PlateLbs[] {
  return [...new Set(plates)].sort((a, b) => b - a);
}

/** GET /api/query/equipment; POST /api/add/equipment answers `{ok: true, data}`. */
export const equipmentResponseSchema = z.object({ data: equipmentSchema });
export const equipmentSavedSchema = z.object({ ok: z.literal(true), data: equipmentSchema });
export type EquipmentResponse = z.infer<typeof equipmentResponseSchema>;
