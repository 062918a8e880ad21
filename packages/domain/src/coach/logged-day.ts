import { formatLongDate } from "./calendar";

// A lifter's day has one log: a second entry for a logged day replaces it (decision 0009). The
// calls keep that, so a missed-day form says so before it sends a day already logged (0031).

/** The warning shown before a missed day replaces the logged day `iso`. */
export function replacesLoggedDay(iso: string): string {
  return `You logged ${formatLongDate(iso)} already: Submit replaces it.`;
}
