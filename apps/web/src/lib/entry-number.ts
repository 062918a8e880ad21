import { ENTRY_LIMITS } from "@ironpath/domain/training/entry-limits";
import { type NumberReading, numberKeypad, readNumberText } from "./number-text";
import { type WeightUnit, currentUnit, unitNow } from "./weight-unit";

// What every reps, RPE or weight field shares, wherever it is typed (the log's quick row, its set
// lines and Adv. Entry, History's correction), read by components/entry-number-input.tsx: the
// domain's bounds, refused rather than clamped, a text that is no number of the field's kind kept
// as typed and refused in words (decision 0030), and the phone's numeric keypad for whole numbers.

export type EntryNumberField = keyof typeof ENTRY_LIMITS;

/** The phone's keypad for a field (number-text's rule, on the domain's decimals). */
export function entryKeypad(field: EntryNumberField): "numeric" | "decimal" {
  return numberKeypad(ENTRY_LIMITS[field].decimals);
}

/** How the words name each field: "Reps must be a whole number". */
export const ENTRY_NAMES: Record<EntryNumberField, string> = {
  reps: "Reps",
  rpe: "RPE",
  weight: "Weight",
  seconds: "Seconds",
};

/** A field's label; the weight's in the unit it is typed in (the exercise's, decisions 0063, 0081). */
export function entryLabel(field: EntryNumberField, unit: WeightUnit = currentUnit()): string {
  return field === "weight" ? `${ENTRY_NAMES.weight} (${unitNow(unit)})` : ENTRY_NAMES[field];
}

/** How a field's text reads by the app's one rule for typed numbers (lib/number-text.ts). */
export function readEntryText(field: EntryNumberField, text: string): NumberReading {
  return readNumberText(text, { name: ENTRY_NAMES[field], decimals: ENTRY_LIMITS[field].decimals });
}

/**
 * What a field reports for the text the lifter typed: the text itself when it is refused ("5.5" in
 * reps, "1e9x"), so that the form says why and sends nothing; else as entryTextValue reads it.
 */
export function entryReport(field: EntryNumberField, text: string): number | string {
  const reading = readEntryText(field, text);
  return "number" in reading ? entryTextValue(reading.text) : text;
}

/**
 * What a field reports for its text, as Mantine's NumberInput does: the number once the text is one
 * as written, else the text itself while it is half-way ("", ".", "6.", "6.50", "0.0", "05", or 14
 * digits and more), so that a half-typed value never rewrites what is typed.
 */
export function entryTextValue(text: string): number | string {
  const number = Number(text);
  if (text === "" || !Number.isFinite(number) || text.replace(".", "").length >= 14) return text;
  if (/^0\.0*$/.test(text) || /^0\d+(\.\d+)?\.?$/.test(text) || /\.\d*0$/.test(text) || /^\d+\.$/.test(text)) {
    return text;
  }
  return number;
}

/**
 * What a field's text becomes when it is left, as with Mantine's NumberInput: leading zeros and
 * trailing decimal zeros go ("05" → 5, "6.50" → 6.5); a trailing point stays ("6." is still typed).
 */
export function entryTextOnBlur(text: string): number | string {
  const trimmed = text.replace(/^0+(?=\d)/, "");
  const number = Number.parseFloat(trimmed);
  if (Number.isNaN(number)) return trimmed;
  return /^\d+\.$/.test(trimmed) ? `${number}.` : number;
}

/** The text a field shows for a value it is given. */
export function entryText(value: number | string): string {
  return typeof value === "number" ? String(value) : value;
}
