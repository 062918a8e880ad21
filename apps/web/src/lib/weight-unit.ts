import {
  DEFAULT_WEIGHT_UNIT,
  bodyLoadText,
  fromPounds,
  parseWeight,
  showWeight,
  toPounds,
  unitWord,
  type WeightUnit,
  weightField,
} from "@ironpath/domain/units/weight-unit";
import { currentUnit, setCurrentUnit } from "./shell-unit";
import { useMe } from "./signed-in-user";

// The one home of the lifter's unit on the web (issue 22, decision 0063): every weight a screen
// shows or reads goes through these, so a kg lifter never meets a pound. The calls stay in pounds.

export type { WeightUnit };
export { fromPounds, parseWeight, showWeight, toPounds, unitWord, weightField };

/** The signed-in lifter's unit, as the server keeps it; pounds for a visitor or while it loads. */
export function useWeightUnit(): WeightUnit {
  const { data } = useMe();
  return data?.user?.weightUnit ?? DEFAULT_WEIGHT_UNIT;
}

export { currentUnit, setCurrentUnit };

// Each helper takes an exercise's own unit where it has one (mixed-unit gyms, decision 0081);
// without it, the lifter's.

/** A weight from the calls (pounds) as the number a lifter reads and types in their unit. */
export function shownWeight(lbs: number, unit: WeightUnit = currentUnit()): number {
  return fromPounds(lbs, unit);
}

/** A weight the lifter typed in their unit, in pounds for the calls (exact both ways, decision 0063). */
export function sentWeight(typed: number, unit: WeightUnit = currentUnit()): number {
  return toPounds(typed, unit);
}

/** A weight from the calls in words in the lifter's unit: "225 lbs", "100 kg". */
export function weightWords(lbs: number, unit: WeightUnit = currentUnit()): string {
  return showWeight(lbs, unit);
}

/**
 * A load on the body in the lifter's unit: "+25 lb" added, "-40 lb" assisted, "bodyweight" (decision
 * 0053's words for pounds; "+11.34 kg" for a kg lifter).
 */
export function bodyLoadWords(lbs: number, unit: WeightUnit = currentUnit()): string {
  return bodyLoadText(lbs, unit);
}

/** The word after a weight in the lifter's unit: "lbs" or "kg". */
export function unitNow(unit: WeightUnit = currentUnit()): string {
  return unitWord(unit);
}

/** The unit a day's exercise is shown and typed in: its own (decision 0081), else the lifter's. */
export function rowUnit(row: { unit?: WeightUnit | undefined }): WeightUnit {
  return row.unit ?? currentUnit();
}
