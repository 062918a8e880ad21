import { entryDate } from "@ironpath/domain/training/entry-date";
import type { Kysely } from "kysely";
import { upsertDay } from "../db/repositories/coach.js";
import type { Database } from "../db/schema.js";

/**
 * A day's log (today's, or a missed day's): one per date, a second one for the same date updates
 * what it sends. A date in the future is refused in words and nothing is written.
 */
export async function logDay(
  db: Kysely<Database>,
  userId: string,
  day: { date: string; steps?: number; calories?: number; weight?: number },
): Promise<void> {
  await upsertDay(db, userId, { ...day, date: entryDate(day.date) }, new Date().toISOString());
}
