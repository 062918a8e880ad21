import type { BarAndPlates } from "../training/strength/exercise-plan";
import { BAR_LBS, PLATES_LBS } from "../training/strength/plates";
import { DEFAULT_KG_BAR_AND_PLATES } from "./loads-in-unit";
import type { WeightUnit } from "./weight-unit";

// Mixed-unit gyms (issue 22, decision 0081): an exercise may carry its own unit (a cable stack in
// lb in a kg gym, dumbbells in kg in a pound gym). Zod-free: the workout log reads it.

/** The lifter's bar and plates and the unit they are in (the pound defaults say nothing). */
export interface UnitEquipment extends BarAndPlates {
  unit?: WeightUnit;
}

/** The unit an exercise is shown, typed and planned in: its own when the lifter gave it one, else theirs. */
export function exerciseUnitOf(lifter: WeightUnit, own: WeightUnit | null | undefined): WeightUnit {
  return own ?? lifter;
}

/**
 * The bar and plates a load in `unit` is made of: the lifter's own when they are in that unit, else
 * that unit's usual set (a kg lifter's lb cable stack steps by the product's 5 lb, from a 45 lb bar).
 */
export function equipmentIn(unit: WeightUnit, lifters: UnitEquipment | undefined): BarAndPlates {
  if (lifters && (lifters.unit ?? "lb") === unit) return { bar: lifters.bar, plates: lifters.plates };
  return unit === "kg" ? DEFAULT_KG_BAR_AND_PLATES : { bar: BAR_LBS, plates: PLATES_LBS };
}
