import type { WeightUnit } from "@ironpath/domain/units/weight-unit";

// The unit the screens under the signed-in shell show, set by the shell from the lifter's account
// (require-user.tsx, which remounts them when it changes). Pure helpers (weight-unit.ts) read it,
// so a screen's words and numbers need no unit passed through every component (issue 22). Apart
// from those helpers: the shell is in the first load, the conversions are not.
let shellUnit: WeightUnit = "lb";

export function currentUnit(): WeightUnit {
  return shellUnit;
}

export function setCurrentUnit(unit: WeightUnit): void {
  shellUnit = unit;
}
