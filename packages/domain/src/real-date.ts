// Without zod (decision 0074): the forms and the log read these; wire.ts builds the server's date
// schema on them.

/** Said of a date that does not exist (30 February, month 13), by the server and the forms. */
export const NOT_A_REAL_DATE = "must be a real date";

/** Whether ISO `iso` (yyyy-mm-dd) names a day of the calendar. */
export function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}
