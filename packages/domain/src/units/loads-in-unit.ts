import type { BodyRegion } from "../training/strength/exercise-kind";
import { type PlateLoading, LOAD_STEP_LBS, platesPerSide, roundDownToLoadable } from "../training/strength/plates";
import { fromPounds, toPounds, type WeightUnit } from "./weight-unit";

// Loads a kg lifter can make (issue 22): kg bars and plates, kg progression steps, and the plate
// arithmetic done in the equipment's own unit so 100 kg is 2 × 25 + 2 × 15 + 20, never 220.46 lb
// of pound plates. Loads enter and leave in pounds (the product's calls); the work is in the unit.

/** The kg bars a gym has, heaviest first, with what each is called. */
export const KG_BAR_CHOICES = [
  { kg: 20, label: "Standard bar" },
  { kg: 15, label: "Women's bar" },
] as const;

/** The kg plates a lifter may have, heaviest first (0.5 kg only where owned). */
export const KG_PLATE_CHOICES = [25, 20, 15, 10, 5, 2.5, 1.25, 0.5] as const;

/** A kg lifter's bar and plates until they say otherwise: 20 kg and 25 down to 1.25 kg. */
export const DEFAULT_KG_BAR_AND_PLATES = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] } as const;

/** The step a lift moves up by after a successful session: 10/5 lb or 5/2.5 kg (lower/upper body). */
export function progressionStepIn(region: BodyRegion, unit: WeightUnit): number {
  if (unit === "lb") return region === "lower" ? 10 : 5;
  return region === "lower" ? 5 : 2.5;
}

/**
 * The step a computed load is rounded down to: the product's 5 lb, or in kg what a pair of the
 * lifter's smallest plates adds (2.5 kg with 1.25 kg plates, 1 kg with 0.5 kg plates).
 */
export function loadStepIn(unit: WeightUnit, plates: readonly number[] = DEFAULT_KG_BAR_AND_PLATES.plates): number {
  if (unit === "lb") return LOAD_STEP_LBS;
  const smallest = Math.min(...plates.filter((p) => p > 0));
  return Number.isFinite(smallest) ? 2 * smallest : 2 * 1.25;
}

/** A load in pounds rounded down to what the lifter's unit and plates step by, back in pounds. */
export function roundDownInUnit(lbs: number, unit: WeightUnit, plates?: readonly number[]): number {
  if (unit === "lb") return roundDownToLoadable(lbs);
  return toPounds(roundDownToLoadable(fromPounds(lbs, unit), loadStepIn(unit, plates)), unit);
}

/**
 * The plates per side for a load in pounds, worked in the equipment's unit (bar and plates in it):
 * `exact` is false when the load cannot be made with them, as platesPerSide says.
 */
export function platesInUnit(
  lbs: number,
  unit: WeightUnit,
  equipment: { bar: number; plates: readonly number[] },
): PlateLoading {
  return platesPerSide(fromPounds(lbs, unit), equipment);
}
