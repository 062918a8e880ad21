// When a session started or was last seen, in the lifter's own words for a date and time.
const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "5 Jan 2027, 14:03" (in the browser's locale); the text as given when it is no date. */
export function formatWhen(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatter.format(time);
}
