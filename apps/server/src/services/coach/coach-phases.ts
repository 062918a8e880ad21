import { DEFAULT_WEIGHT_UNIT, type WeightUnit, toPounds } from "@ironpath/domain/units/weight-unit";
import { randomUUID } from "node:crypto";
import { addDays, bulkEndDate, formatLongDate } from "@ironpath/domain/coach/calendar";
import { phaseStartDate } from "@ironpath/domain/coach/coach-date";
import { dayTarget } from "@ironpath/domain/coach/day-target";
import { bulkLimits, cutLimits, lossChoices } from "@ironpath/domain/coach/targets";
import { maintenanceCalories } from "@ironpath/domain/coach/units";
import { InvalidError, NotFoundError } from "@ironpath/domain/errors";
import { entryDate } from "@ironpath/domain/training/entry-date";
import type { Kysely } from "kysely";
import { type Phase, findActivePhase, startPhase, updateActivePhase } from "../../db/repositories/coach.js";
import type { Database } from "../../db/schema.js";
import type { CoachPhaseKind } from "@ironpath/domain/coach/phase-start";
import { requireBody, requirePhase } from "./coach-requirements.js";

// Starting, switching and ending phases: one active phase per lifter, the ended ones kept.

export interface PhaseStarted {
  maintenance: number;
  target: number;
  warnings: string[];
}

/** How many weeks 'Continue Bulk' adds to the end of a bulk. */
export const BULK_EXTENSION_WEEKS = 4;

async function begin(
  db: Kysely<Database>,
  userId: string,
  phase: { kind: CoachPhaseKind; date: string; multiplier: number; rate: number | null; endDate: string | null },
  warnings: string[] = [],
): Promise<PhaseStarted> {
  const startDate = phaseStartDate(phase.date);
  // A past start is allowed (decision 0033's year), but not before the phase it ends: the model
  // reads phases in date order, the running one last.
  const running = await findActivePhase(db, userId);
  if (running && startDate < running.startDate) {
    const message = `The date is before your current phase started (${formatLongDate(running.startDate)})`;
    throw new InvalidError(message, { date: message });
  }
  const body = await requireBody(db, userId, startDate);
  const id = randomUUID();
  const { kind, rate, endDate, multiplier } = phase;
  const starting = { id, kind, startDate, activityLevel: multiplier, rate, endDate, startWeight: body.weightLb };
  await db.transaction().execute((trx) => startPhase(trx, userId, starting, new Date().toISOString()));
  // The start day's figures as the day began, as its screen shows them (decision 0026).
  const dayStart = await requireBody(db, userId, addDays(startDate, -1));
  const maintenance = maintenanceCalories(dayStart, multiplier);
  const started: Phase = {
    id,
    kind,
    startDate,
    activityLevel: multiplier,
    rate,
    endDate,
    startWeight: body.weightLb,
    calorieOffset: 0,
    stepBonus: 0,
    changeReason: null,
    paceRestart: null,
  };
  const target = dayTarget({
    kind,
    expenditure: maintenance,
    rate,
    body: dayStart,
    startWeightLb: body.weightLb,
    offset: started.calorieOffset,
  });
  return { maintenance, target: target.kcal, warnings };
}

/**
 * A cut at `rate` a week in `unit` (pounds unless the call says kg; kept in pounds, exact back to
 * the kg typed, decision 0063); refused in words when it would eat below BMR or 35 % under maintenance.
 */
export async function startCut(
  db: Kysely<Database>,
  userId: string,
  input: { rate: number; multiplier: number; date: string; unit?: WeightUnit | undefined },
) {
  const unit = input.unit ?? DEFAULT_WEIGHT_UNIT;
  const rate = toPounds(input.rate, unit);
  // Checked on the figures the start day shows: its body as the day began.
  const body = await requireBody(db, userId, addDays(phaseStartDate(input.date), -1));
  const limits = cutLimits(body, maintenanceCalories(body, input.multiplier), rate, unit);
  if (limits.refusal) throw new InvalidError(limits.refusal, { weeklyWeightLoss: limits.refusal });
  const phase = {
    kind: "cut" as const,
    date: input.date,
    multiplier: input.multiplier,
    rate,
    endDate: null,
  };
  return begin(db, userId, phase, limits.warnings);
}

/** A bulk at `rate` a month in `unit` (pounds unless the call says kg), ending after `weeks` (0: no fixed end). */
export async function startBulk(
  db: Kysely<Database>,
  userId: string,
  input: { rate: number; multiplier: number; date: string; weeks: number; unit?: WeightUnit | undefined },
) {
  const unit = input.unit ?? DEFAULT_WEIGHT_UNIT;
  const rate = toPounds(input.rate, unit);
  const body = await requireBody(db, userId, phaseStartDate(input.date));
  const endDate = input.weeks > 0 ? bulkEndDate(input.date, input.weeks) : null;
  const phase = { kind: "bulk" as const, date: input.date, multiplier: input.multiplier, rate, endDate };
  return begin(db, userId, phase, bulkLimits(body, rate, unit).warnings);
}

/** Maintenance; without a level (the end of a cut) the ending phase's level is kept. */
export async function startMaintenance(
  db: Kysely<Database>,
  userId: string,
  input: { multiplier?: number; date: string },
) {
  const multiplier = input.multiplier ?? (await findActivePhase(db, userId))?.activityLevel;
  if (multiplier === undefined) {
    throw new InvalidError("returnActivityLevel is required to start maintenance", {
      returnActivityLevel: "is required",
    });
  }
  return begin(db, userId, { kind: "maintain", date: input.date, multiplier, rate: null, endDate: null });
}

/** 'Cut' at the end of a bulk: a cut at the rate the evidence favours for this lifter, same activity level. */
export async function switchToCut(db: Kysely<Database>, userId: string, date: string) {
  const bulk = await requirePhase(db, userId, "bulk");
  const body = await requireBody(db, userId, phaseStartDate(date));
  const favoured = lossChoices(body.weightLb).filter((c) => c.recommended);
  const rate = favoured[Math.floor(favoured.length / 2)]?.value ?? 1;
  return startCut(db, userId, { rate, multiplier: bulk.activityLevel, date });
}

/** 'Continue Bulk': the end moves BULK_EXTENSION_WEEKS later than today or the planned end. */
export async function extendBulk(db: Kysely<Database>, userId: string): Promise<string> {
  const bulk = await requirePhase(db, userId, "bulk");
  const today = entryDate(undefined);
  const from = bulk.endDate && bulk.endDate > today ? bulk.endDate : today;
  const endDate = bulkEndDate(from, BULK_EXTENSION_WEEKS);
  if (!(await updateActivePhase(db, userId, bulk.id, { end_date: endDate })))
    throw new NotFoundError("The bulk has ended");
  return endDate;
}

/** The kind of the lifter's active phase, or null. */
export async function activeKind(db: Kysely<Database>, userId: string): Promise<CoachPhaseKind | null> {
  return (await findActivePhase(db, userId))?.kind ?? null;
}
