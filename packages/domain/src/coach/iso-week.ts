import { DAY_MS } from "../days";

// The ISO-8601 week number of a date, for the product's `startWeek`. Week arithmetic never uses it
// (it wraps at New Year); the answers also carry the start date and the weeks since.

export function isoWeek(date: string): number {
  const d = new Date(`${date}T00:00:00Z`);
  // The Thursday of this date's week decides which year the week belongs to.
  const day = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - day + 3);
  const firstThursday = new Date(Date.UTC(d.getUTCFullYear(), 0, 4));
  const firstDay = (firstThursday.getUTCDay() + 6) % 7;
  firstThursday.setUTCDate(firstThursday.getUTCDate() - firstDay + 3);
  return 1 + Math.round((d.getTime() - firstThursday.getTime()) / (7 * DAY_MS));
}
