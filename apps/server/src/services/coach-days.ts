import { beforePhaseStart } from "@ironpath/domain/coach/phase-start";
import { InvalidError } from "@ironpath/domain/errors";
import { entryDate } from "@ironpath/domain/training/entry-date";
import type { Kysely } from "kysely";
import { findActivePhase, upsertDay } from "../db/repositories/coach.js";
import type { Database } from "../db/schema.js";

/**
 * A day's log (today's, or a missed day's): one per date, a second one for the same date updates
 * what it sends. A date in the future, or before the active phase started (no screen would ever
 * count it), is refused in words under `dateField`, the call's own name for the date, and nothing
 * is written.
 */
export async function logDay(
  db: Kysely<Database>,
  userId: string,
  day: { date: string; steps?: number; calories?: number; weight?: number },
  dateField: string,
): Promise<void> {
  const date = entryDate(day.date, { field: dateField });
  const phase = await findActivePhase(db, userId);
  const early = phase && beforePhaseStart(phase, date);
  if (early) throw new InvalidError(early, { [dateField]: early });
  await upsertDay(db, userId, { ...day, date }, new Date().toISOString());
}
