import { BAR_CHOICES } from "@ironpath/domain/training/strength/equipment.schema";

// The bar and plates in words, alike on the Profile and in the choices of User Info.

/** 35 → "35 lb (women's bar)". */
export function barText(lbs: number): string {
  const name = BAR_CHOICES.find((b) => b.lbs === lbs)?.label;
  return name ? `${lbs} lb (${name.charAt(0).toLowerCase()}${name.slice(1)})` : `${lbs} lb`;
}

/** [35, 10, 2.5] → "35, 10 and 2.5 lb", heaviest first. */
export function platesText(plates: readonly number[]): string {
  const sorted = [...plates].sort((a, b) => b - a);
  if (sorted.length <= 1) return `${sorted.join("")} lb`;
  return `${sorted.slice(0, -1).join(", ")} and ${sorted.at(-1)} lb`;
}
