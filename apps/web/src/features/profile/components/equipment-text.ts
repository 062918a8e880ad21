import { BAR_CHOICES } from "@ironpath/domain/training/strength/equipment.schema";
import { KG_BAR_CHOICES } from "@ironpath/domain/units/loads-in-unit";
import type { WeightUnit } from "../../../lib/weight-unit";

// The bar and plates in words, alike on the Profile and in the choices of User Info, in the unit
// the lifter's bar and plates are in (decision 0063).

const BAR_NAMES = {
  lb: BAR_CHOICES.map((b) => ({ value: b.lbs as number, label: b.label as string })),
  kg: KG_BAR_CHOICES.map((b) => ({ value: b.kg as number, label: b.label as string })),
};

/** 35 → "35 lb (women's bar)"; 20 in kg → "20 kg (standard bar)". */
export function barText(bar: number, unit: WeightUnit = "lb"): string {
  const name = BAR_NAMES[unit].find((b) => b.value === bar)?.label;
  return name ? `${bar} ${unit} (${name.charAt(0).toLowerCase()}${name.slice(1)})` : `${bar} ${unit}`;
}

/** [35, 10, 2.5] → "35, 10 and 2.5 lb", heaviest first. */
export function platesText(plates: readonly number[], unit: WeightUnit = "lb"): string {
  const sorted = [...plates].sort((a, b) => b - a);
  if (sorted.length <= 1) return `${sorted.join("")} ${unit}`;
  return `${sorted.slice(0, -1).join(", ")} and ${sorted.at(-1)} ${unit}`;
}
