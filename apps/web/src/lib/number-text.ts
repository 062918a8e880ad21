// The one rule for a number typed in any field of the app (decision 0030): the field keeps the
// text as typed, and a text that is not a number of the field's kind is refused in words, never
// cut or re-read into another number ("5.5" is not 55, "8,5OO" is not 85). Ranges stay the
// domain's; this only judges how the number is written, in the server's words (domain/number-check.ts).

import { NOT_A_NUMBER, precisionProblem } from "@ironpath/domain/number-check";

/** Long enough for any number a field takes; bounds what a paste can put in a field. */
export const NUMBER_TEXT_MAX_LENGTH = 12;

export interface NumberTextKind {
  /** How the words name the field: "Reps", "Weight". */
  name: string;
  /** Most decimals the field takes; 0 for whole numbers. */
  decimals: number;
}

export type NumberReading = { empty: true } | { number: number; text: string } | { problem: string };

/** The phone's keypad for a field: digits only for whole numbers, else digits and a point. */
export function numberKeypad(decimals: number): "numeric" | "decimal" {
  return decimals > 0 ? "decimal" : "numeric";
}

/**
 * The text as the field's number is written: trimmed, and where decimals are allowed one comma read
 * as the point (some phones' keypads have no other). Nothing else is changed. The comma is read
 * here, once, and every form sends this text: the server takes a point only and never sees a comma.
 */
export function normalNumberText(text: string, decimals: number): string {
  const trimmed = text.trim();
  return decimals > 0 && /^\d*,\d*$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
}

/**
 * How a typed text reads: empty (nothing typed, or a lone point on the way to ".5"), its number,
 * or why it is refused. Half-typed texts that are numbers as written ("6.", "05") read as numbers.
 * Decimals are counted as the domain counts them: trailing zeros do not count ("6.50" has one).
 */
export function readNumberText(text: string, { name, decimals }: NumberTextKind): NumberReading {
  const written = normalNumberText(text, decimals);
  if (written === "" || (decimals > 0 && written === ".")) return { empty: true };
  // "1,000" is a thousand written with a separator, not 1 with a comma for its point.
  if (/^\d+,\d{3}$/.test(text.trim())) return { problem: `${name} must be written without a thousands separator` };
  if (/^\d*[.,]\d*$/.test(written) && /\d/.test(written) && decimals === 0) {
    return { problem: `${name} ${precisionProblem(0)}` };
  }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(written);
  if (!match || written.length > NUMBER_TEXT_MAX_LENGTH) return { problem: `${name} ${NOT_A_NUMBER}` };
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > decimals) {
    return { problem: `${name} ${precisionProblem(decimals)}` };
  }
  return { number: Number(written), text: written };
}

/** Why a typed text is refused, in words, or null when it is a number of the field's kind or empty. */
export function numberTextProblem(text: string, kind: NumberTextKind): string | null {
  const reading = readNumberText(text, kind);
  return "problem" in reading ? reading.problem : null;
}
