import { ENTRY_LIMITS } from "@ironpath/domain/training/logged-set.schema";
import { numericKeypad } from "./keypad";

/**
 * What every reps, RPE or weight field shares, wherever it is typed (the log's quick row, its set
 * lines and Adv. Entry, History's correction): the domain's bounds, refused rather than clamped,
 * decimals only where the domain allows them, and the phone's numeric keypad for whole numbers.
 */
export function entryNumberProps(field: keyof typeof ENTRY_LIMITS) {
  const { min, max, decimals } = ENTRY_LIMITS[field];
  return {
    hideControls: true,
    min,
    max,
    clampBehavior: "none",
    allowNegative: false,
    allowDecimal: decimals > 0,
    decimalScale: decimals,
    ref: decimals > 0 ? undefined : numericKeypad,
  } as const;
}
