import type { BodyRegion } from "../training/strength/exercise-kind";
import { LOAD_STEP_LBS } from "../training/strength/plates";
import type { WeightUnit } from "./weight-unit";

// Loads a kg lifter can make (issue 22): kg bars and plates and kg steps. The plate arithmetic is
// the product's own, run on kg numbers (plan-in-unit.ts), so 100 kg is 2 × 25 + 2 × 15 + 20.

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
