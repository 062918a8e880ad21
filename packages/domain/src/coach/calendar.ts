// Date arithmetic on plain ISO dates (yyyy-mm-dd), the form every coach date has on the wire.
// Dates are read as UTC midnights so that no time zone or daylight-saving change moves a day, and
// weeks are counted from dates, never from week-of-year numbers (those wrap at New Year; docs/design.md section 5).

import { DAY_MS } from "../days";

function toUtc(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

export function addDays(date: string, n: number): string {
  return fromUtc(toUtc(date) + n * DAY_MS);
}

/**
 * A bulk's end, `weeks` whole weeks after `start` (docs/product.md section 9: 16 or 32 weeks, the
 * offsets 9676800000 and 19353600000 ms, 112 and 224 days). The form shows it, the server stores it.
 */
export function bulkEndDate(start: string, weeks: number): string {
  return addDays(start, weeks * 7);
}

/** Whole weeks from the start to `onDate`, rounded down (day 0–6 is week 0; before the start is negative). */
export function weeksSince(startDate: string, onDate: string): number {
  return Math.floor(daysBetween(startDate, onDate) / 7);
}

/** Monday is 1 in the product's weekday numbering (docs/product.md section 4), as in `Date#getUTCDay`. */
export function weekday(date: string): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function isMonday(date: string): boolean {
  return weekday(date) === 1;
}

/** The Monday on or before `date`. */
export function weekStart(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** Every date from `from` to `to`, both included; empty when `to` is earlier. */
export function dateRange(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-03-02" → "Mon, Mar 2, 2026" (the ISO date read as a calendar day, whatever the zone). */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}
