// The lifter's unit (issue 22; decision 0063). The product's calls carry pounds; a kg lifter's
// client converts at the edge, here, and nowhere else. The round trip is exact by precision: a
// value with d decimals in kg becomes pounds rounded to d decimals, and back to kg rounded to d
// decimals it is the value typed, because a pound is lighter than a kilogram (the pound rounding
// moves the kg value by at most 0.4536 of half a last decimal, never across a rounding boundary).

export const WEIGHT_UNITS = ["lb", "kg"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** What a lifter who has said nothing uses: the product's unit. */
export const DEFAULT_WEIGHT_UNIT: WeightUnit = "lb";

/** One pound in kilograms, exactly (the international pound of 1959). */
export const KG_PER_LB = 0.45359237;

/** The decimals the product's weight fields take (logged sets, the coach's body weight). */
export const WEIGHT_DECIMALS = 2;

/** Rounds half away from zero at `decimals`, on the decimal form so 1.005 is 1.01. */
export function roundTo(value: number, decimals: number): number {
  const scaled = Number(`${Math.abs(value)}e${decimals}`);
  const rounded = Number(`${Math.round(scaled)}e-${decimals}`);
  return value < 0 ? -rounded : rounded;
}

/** A value typed in `unit`, in pounds for the product's calls, at the field's decimals. */
export function toPounds(value: number, unit: WeightUnit, decimals = WEIGHT_DECIMALS): number {
  return unit === "lb" ? value : roundTo(value / KG_PER_LB, decimals);
}

/** A value in pounds (from the product's calls), in `unit` at the field's decimals. */
export function fromPounds(lbs: number, unit: WeightUnit, decimals = WEIGHT_DECIMALS): number {
  return roundTo(unit === "lb" ? lbs : lbs * KG_PER_LB, decimals);
}

/** The word after a weight: the product's "lbs", or "kg". */
export function unitWord(unit: WeightUnit): string {
  return unit === "lb" ? "lbs" : "kg";
}

/** A number as a lifter reads it: no trailing zeros ("100", "102.06", "2.5"). */
export function plainNumber(value: number, decimals = WEIGHT_DECIMALS): string {
  return String(roundTo(value, decimals));
}

/** A weight in pounds, shown in the lifter's unit: "225 lbs", "102.06 kg". */
export function showWeight(lbs: number, unit: WeightUnit, decimals = WEIGHT_DECIMALS): string {
  return `${plainNumber(fromPounds(lbs, unit, decimals), decimals)} ${unitWord(unit)}`;
}

/** A weight in pounds, as the number a form field in the lifter's unit starts with. */
export function weightField(lbs: number | null | undefined, unit: WeightUnit, decimals = WEIGHT_DECIMALS): string {
  return lbs === null || lbs === undefined ? "" : plainNumber(fromPounds(lbs, unit, decimals), decimals);
}

/**
 * What a lifter typed in their unit, in pounds for the call; null when it is not a plain number
 * (the call's own schema then says why, as it does for a pound lifter).
 */
export function parseWeight(text: string, unit: WeightUnit, decimals = WEIGHT_DECIMALS): number | null {
  const trimmed = text.trim();
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return null;
  return toPounds(Number(trimmed), unit, decimals);
}

/** The limits of a field kept in pounds, in the lifter's unit (a kg lifter's 2000 lb is 907.18 kg). */
export function limitInUnit(lbs: number, unit: WeightUnit, decimals = WEIGHT_DECIMALS): number {
  if (unit === "lb") return lbs;
  const kg = fromPounds(lbs, unit, decimals);
  // Never a kg limit whose pounds fall outside the pound limit: step inside by a last decimal.
  const step = 10 ** -decimals;
  return Math.abs(toPounds(kg, unit, decimals)) > Math.abs(lbs) ? roundTo(kg - Math.sign(kg) * step, decimals) : kg;
}

/**
 * A load on the body in `unit`: "+25 lb" added, "-40 lb" assisted, "bodyweight" (decision 0053's
 * words, in pounds); "+11.34 kg" for a kg lifter (issue 22). `lbs` is what the calls carry.
 */
export function bodyLoadText(lbs: number, unit: WeightUnit = DEFAULT_WEIGHT_UNIT): string {
  if (lbs === 0) return "bodyweight";
  const sign = lbs > 0 ? "+" : "-";
  return unit === "lb" ? `${sign}${Math.abs(lbs)} lb` : `${sign}${showWeight(Math.abs(lbs), unit)}`;
}
