import { ENTRY_LIMITS } from "@ironpath/domain/training/logged-set.schema";

// What every reps, RPE or weight field shares, wherever it is typed (the log's quick row, its set
// lines and Adv. Entry, History's correction), read by components/entry-number-input.tsx: the
// domain's bounds, refused rather than clamped, decimals only where the domain allows them, and the
// phone's numeric keypad for whole numbers.

export type EntryNumberField = keyof typeof ENTRY_LIMITS;

/** The phone's keypad for a field: digits only for whole numbers, else digits and a decimal point. */
export function entryKeypad(field: EntryNumberField): "numeric" | "decimal" {
  return ENTRY_LIMITS[field].decimals > 0 ? "decimal" : "numeric";
}

const TEXT_RULES = Object.fromEntries(
  Object.entries(ENTRY_LIMITS).map(([field, { decimals }]) => [
    field,
    decimals > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`) : /^\d*$/,
  ]),
) as Record<EntryNumberField, RegExp>;

/**
 * The text a field holds after an edit, or null when the edit is refused (the field keeps its
 * text): digits, and one decimal point with at most the domain's decimals where it allows any. A
 * comma is read as the decimal point (some phones' keypads have no other), and anything else (a
 * minus sign, letters, spaces of a paste) is left out. Out-of-range numbers are kept: the domain
 * refuses them in words (entry-values.ts), the field does not clamp them.
 */
export function acceptEntryText(field: EntryNumberField, typed: string): string | null {
  const text = typed.replace(/,/g, ".").replace(/[^\d.]/g, "");
  return TEXT_RULES[field].test(text) ? text : null;
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
