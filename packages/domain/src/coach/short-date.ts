import { NOT_A_REAL_DATE, isRealDate } from "../real-date";

// The missed-day forms' dates as the lifter types them (docs/product.md section 2: yy/mm/dd on the loss
// screen, yy-mm-dd on the others); the wire carries ISO. A phone's number pad has no "/" and
// some none of "/ - .": six digits alone are a date, and any of those three is a separator.

export type DateSeparator = "/" | "-";

/** "yy/mm/dd" or "yy-mm-dd": the field's label and its words. */
export function shortDateFormat(separator: DateSeparator): string {
  return ["yy", "mm", "dd"].join(separator);
}

/** "2026-03-02" → "26/03/02" or "26-03-02". */
export function toShortDate(iso: string, separator: DateSeparator): string {
  return iso.slice(2).replaceAll("-", separator);
}

const ANY_SEPARATOR = /[/.-]/g;

/**
 * The field's text after a keystroke: separators become the screen's own, and digits typed past a
 * group of two start the next group, so "261124" reads "26/11/24" as it is typed. A deleted
 * separator is not put back until a digit follows; a group already split is left as typed. A year
 * typed in four digits (2026-11-25, or 20261125) ends as its last two.
 */
export function typedShortDate(text: string, separator: DateSeparator): string {
  const groups = text.replace(ANY_SEPARATOR, separator).split(separator);
  if (groups.some((g) => !/^\d*$/.test(g))) return text.replace(ANY_SEPARATOR, separator);
  // Split a long group while the date has fewer than its three (a four-digit year is left whole).
  for (let i = 0; i < groups.length && groups.length < 3; i++) {
    const group = groups[i] ?? "";
    if (group.length > 2) groups.splice(i, 1, group.slice(0, 2), group.slice(2));
  }
  // Eight digits from 20: a four-digit year of this century, however it was split as it was typed.
  const digits = groups.join("");
  if (/^20\d{6}$/.test(digits)) return [digits.slice(2, 4), digits.slice(4, 6), digits.slice(6)].join(separator);
  return groups.join(separator);
}

const DIGITS = /^(\d{2})(\d{2})(\d{2})$/;
const SEPARATED = /^(\d{2})[/.-](\d{1,2})[/.-](\d{1,2})$/;

/** The ISO date of the field's text, or the words for why there is none. */
export function readShortDate(text: string, separator: DateSeparator): { iso: string } | { problem: string } {
  const format = shortDateFormat(separator);
  const trimmed = text.trim();
  if (trimmed === "") return { problem: "Enter the date" };
  const match = DIGITS.exec(trimmed) ?? SEPARATED.exec(trimmed);
  if (!match) return { problem: `Enter the date as ${format}` };
  const [, yy, mm, dd] = match;
  const iso = `20${yy}-${mm?.padStart(2, "0")}-${dd?.padStart(2, "0")}`;
  // Checked here, before the future and the phase's start: 26/13/01 is no day, not a later one.
  if (!isRealDate(iso)) return { problem: `Date ${NOT_A_REAL_DATE} (${format})` };
  return { iso };
}
