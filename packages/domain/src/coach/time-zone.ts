import { z } from "zod";

// The lifter's time zone (docs/product.md section 7: `{timezone}`, a URL-encoded IANA name), checked against the zones
// this runtime knows, and the calendar date it is there.

export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .refine(isTimeZone, "must be an IANA time zone such as Europe/Paris")
  .meta({ examples: ["Europe/Paris", "America/New_York", "UTC"] });

/** The date (yyyy-mm-dd) it is in `zone` at `now`. */
export function dateIn(zone: string, now: Date = new Date()): string {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );
}
