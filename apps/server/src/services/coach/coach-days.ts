import { addDays } from "@ironpath/domain/coach/calendar";
import { beforePhaseStart } from "@ironpath/domain/coach/phase-start";
import { weightQuestion } from "@ironpath/domain/coach/weight-check";
import { InvalidError } from "@ironpath/domain/errors";
import { entryDate } from "@ironpath/domain/training/entry-date";
import { DEFAULT_WEIGHT_UNIT, type WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import { findActivePhase, latestWeight, listDays, upsertDay } from "../../db/repositories/coach.js";
import { findUserInfo } from "../../db/repositories/user-info.js";
import type { Database } from "../../db/schema.js";

/** A weight is weighed against the trend of this many days before it. */
const TREND_DAYS = 60;

/**
 * While no weigh-in in the days the trend reads counts (the first ever, or the first after a gap of
 * over TREND_DAYS), User Info's weight stands for the trend (weight-check.ts); after, nothing. A
 * typo after two months away was asked nothing, and the next morning's right weight was asked about.
 */
async function firstWeighInReference(db: Kysely<Database>, userId: string, date: string) {
  const latest = await latestWeight(db, userId, addDays(date, -1));
  if (latest && latest.date >= addDays(date, -TREND_DAYS)) return undefined;
  return (await findUserInfo(db, userId))?.weight;
}

/**
 * A day's log (today's, or a missed day's): one per date, a second one for the same date updates
 * what it sends. A date in the future, or before the active phase started (no screen would ever
 * count it), is refused in words under `dateField`, the call's own name for the date, and nothing
 * is written. A weight far off the trend is held, out of the model, until the lifter sends it again
 * with `confirmWeight` (or sends another): the answer says so (decision 0059), its guess and words in
 * the lifter's `unit` (decision 0119).
 */
export async function logDay(
  db: Kysely<Database>,
  userId: string,
  day: { date: string; steps?: number; calories?: number; weight?: number; confirmWeight?: boolean | undefined },
  dateField: string,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
) {
  const date = entryDate(day.date, { field: dateField });
  const phase = await findActivePhase(db, userId);
  const early = phase && beforePhaseStart(phase, date);
  if (early) throw new InvalidError(early, { [dateField]: early });
  const { confirmWeight, weight, ...rest } = day;
  let question = null;
  if (weight !== undefined && !confirmWeight) {
    const before = await listDays(db, userId, addDays(date, -TREND_DAYS), addDays(date, -1));
    const logs = before.map((d) => ({ date: d.date, weightLb: d.weight, calories: d.calories, steps: d.steps }));
    question = weightQuestion(logs, date, weight, await firstWeighInReference(db, userId, date), unit);
  }
  const stored = question ? { ...rest, unconfirmedWeight: weight } : { ...rest, weight };
  await upsertDay(db, userId, { ...stored, date }, new Date().toISOString());
  return { ok: true as const, ...(question && weight !== undefined && { weightQuestion: { weight, ...question } }) };
}
