// Days as the server and the web count them: a day's length for instants (a sign-in's expiry,
// tomorrow in UTC) and today's date in UTC as the ISO yyyy-mm-dd every date has on the wire.

export const DAY_MS = 86_400_000;

/** Today in UTC as yyyy-mm-dd: the server's today when the lifter's own local date is not sent. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The latest date a lifter can be on: tomorrow in UTC, the furthest any time zone is ahead. A later
 * date is refused everywhere as `in the future` (the form says it before sending, the server after).
 */
export function latestDate(now: Date = new Date()): string {
  return utcToday(new Date(now.getTime() + DAY_MS));
}

/** The phrase every refusal of a date after `latestDate` (or the lifter's today, in a form) uses. */
export const IN_THE_FUTURE = "in the future";
