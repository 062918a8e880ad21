import { floorWords } from "@ironpath/domain/coach/day-target";
import { DEFAULT_WEIGHT_UNIT, type WeightUnit } from "@ironpath/domain/units/weight-unit";
import { reasonInUnit } from "@ironpath/domain/coach/change-reason";
import { bulkCorrection } from "@ironpath/domain/coach/bulk-correction";
import { addDays, daysBetween, weekStart, weeksSince } from "@ironpath/domain/coach/calendar";
import { maintenanceDrift, maintenanceStanding } from "@ironpath/domain/coach/maintenance-drift";
import { gainKcalPerLb } from "@ironpath/domain/coach/energy-density";
import { isoWeek } from "@ironpath/domain/coach/iso-week";
import type { LifterPhase } from "@ironpath/domain/coach/lifter-expenditure";
import { plannedChange } from "@ironpath/domain/coach/planned";
import { shownKcal } from "@ironpath/domain/coach/shown-kcal";
import { trendAt } from "@ironpath/domain/coach/trend";
import { weightQuestion } from "@ironpath/domain/coach/weight-check";
import { isEndOfBulk, offerEndOfCut, offerMaintenanceChange } from "@ironpath/domain/coach/triggers";
import type { Kysely } from "kysely";
import { hasAnswered } from "../../db/repositories/coach.js";
import { findUserInfo } from "../../db/repositories/user-info.js";
import type { Database } from "../../db/schema.js";
import { type CoachState, readState } from "./coach-model.js";

// What each coach screen shows: planned (the target), expected (what the logs predict) and actual
// (the trend weight) change, the dialogs due, and the figures behind them.

/** A maintenance drift is corrected over two weeks, at most this much a day (docs/coach-model.md section 8, item 8). */
const MAX_MAINTENANCE_CHANGE = 250;

const round2 = (n: number) => Math.round(n * 100) / 100;

function sinceStart(state: CoachState) {
  const { startDate } = state.phase;
  return { startWeek: isoWeek(startDate), startDate, weeksSinceStart: weeksSince(startDate, state.onDate) };
}

/**
 * Planned, expected (with its range) and actual change since the start (negative = loss), the
 * days not logged, where the lifter stands against the plan, and whether the logs explain the
 * weigh-ins: all the domain's `coachDay`. The dialogs read a line through every weigh-in since the
 * start (coach/progress), not the lagging trend: on plan, they stay quiet (coach:sim).
 */
function changes(state: CoachState) {
  const { progress } = state.day;
  return {
    planned: progress.plannedLb,
    expected: progress.expected.lb,
    range: progress.expected.range,
    actual: progress.actualLb ?? 0,
    missingDays: progress.expected.missingDays,
    standing: progress.standing,
    explained: progress.explained,
    offerAdjustment: progress.offerAdjustment,
  };
}

const notAnswered = async (db: Kysely<Database>, userId: string, dialog: string, onDate: string) =>
  !(await hasAnswered(db, userId, dialog, weekStart(onDate)));

export async function lossInfo(
  db: Kysely<Database>,
  userId: string,
  onDate: string,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
) {
  const state = await readState(db, userId, onDate, "cut");
  const { floorFacts } = state.day.target;
  return {
    maintenance_calories: shownKcal(state.expenditure.kcal),
    deficit_calories: shownKcal(state.target),
    expenditure: roundedExpenditure(state),
    // Worded in the lifter's unit (decisions 0081, 0088).
    change_reason: reasonInUnit(state.changeReason, unit),
    floor: floorFacts ? floorWords(floorFacts, unit) : null,
  };
}

function roundedExpenditure(state: CoachState) {
  const { kcal, sd, fromLogs } = state.expenditure;
  return { kcal: shownKcal(kcal), sd: Math.round(sd), fromLogs };
}

export async function lossSummary(db: Kysely<Database>, userId: string, onDate: string) {
  const state = await readState(db, userId, onDate, "cut");
  const { planned, expected, range, actual, missingDays, explained, standing, offerAdjustment: offer } = changes(state);
  const gap = { onDate, startDate: state.phase.startDate };
  return {
    plannedWeightLoss: round2(-planned),
    expectedWeightLoss: round2(-expected),
    expectedRange: { low: round2(-range.high), high: round2(-range.low) },
    actualWeightLoss: round2(-actual),
    standing,
    actlCalorieAccurate: explained,
    ...sinceStart(state),
    trendWeight: state.trendNow === null ? null : round2(state.trendNow),
    missingDays,
    offerMaintenanceCalories: offer && (await notAnswered(db, userId, "maintenance_calories", onDate)),
    offerEndOfCut: offerEndOfCut(gap) && (await notAnswered(db, userId, "end_of_cut", onDate)),
  };
}

/** The day's step goal, from what was known as the day began: logging the day leaves it where it was. */
export async function stepRecommendation(db: Kysely<Database>, userId: string, onDate: string) {
  const state = await readState(db, userId, onDate, "cut");
  return state.day.steps;
}

export async function gainInfo(
  db: Kysely<Database>,
  userId: string,
  onDate: string,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
) {
  const state = await readState(db, userId, onDate, "bulk");
  return {
    maintenance_calories: shownKcal(state.expenditure.kcal),
    bulk_calories: shownKcal(state.target),
    expenditure: roundedExpenditure(state),
    change_reason: reasonInUnit(state.changeReason, unit),
  };
}

export async function gainSummary(db: Kysely<Database>, userId: string, onDate: string) {
  const state = await readState(db, userId, onDate, "bulk");
  const { planned, expected, range, actual, missingDays, standing, offerAdjustment: offer } = changes(state);
  const endOfBulk = state.phase.endDate;
  return {
    plannedWeightGain: round2(planned),
    expectedWeightGain: round2(expected),
    expectedRange: { low: round2(range.low), high: round2(range.high) },
    actualWeightGain: round2(actual),
    standing,
    ...sinceStart(state),
    trendWeight: state.trendNow === null ? null : round2(state.trendNow),
    missingDays,
    offerBulkAdjustment: offer && (await notAnswered(db, userId, "bulk_adjustment", onDate)),
    bulkProposal: state.day.proposal && {
      pacedMaintenance: shownKcal(state.day.proposal.pacedKcal),
      maintenance: shownKcal(state.day.proposal.expenditureKcal),
      sd: Math.round(state.day.proposal.sd),
      dailyCalories: shownKcal(state.day.proposal.targetKcal),
    },
    end_of_bulk: endOfBulk,
    isEndOfBulk: isEndOfBulk({ onDate, endOfBulk }),
  };
}

/**
 * The bulk's daily calories: the target plus a correction that only a persistent gap to the planned
 * line moves, bounded and fading (coach/bulk-correction; decision 0044). The learnt expenditure
 * already answers for a wrong formula, so the correction never counts that error a second time.
 */
export async function adjustedBulkCalories(db: Kysely<Database>, userId: string, onDate: string): Promise<number> {
  const state = await readState(db, userId, onDate, "bulk");
  const correction = bulkCorrection({
    days: state.days,
    startDate: state.phase.startDate,
    onDate: state.onDate,
    rate: state.phase.rate ?? 0,
    kcalPerLb: gainKcalPerLb(state.body),
  });
  return shownKcal(state.target + correction.kcal);
}

const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

export async function maintenanceCalories(
  db: Kysely<Database>,
  userId: string,
  onDate: string,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
) {
  const state = await readState(db, userId, onDate, "maintain");
  return {
    data: {
      maintenance_calories: shownKcal(state.expenditure.kcal),
      expenditure: roundedExpenditure(state),
      change_reason: reasonInUnit(state.changeReason, unit),
    },
    recCalories: shownKcal(state.target),
  };
}

export async function maintenanceWeights(db: Kysely<Database>, userId: string, onDate: string) {
  const state = await readState(db, userId, onDate, "maintain");
  // Where maintenance started: the trend as it began, carried from the phase before, not that
  // morning's one reading (decision 0112).
  const start = state.startTrend;
  const now = state.trendNow;
  const { startDate } = state.phase;
  // The dialog weighs the mean of the last two weeks against the first week's (decision 0045).
  const drift = maintenanceDrift({ days: state.days, startDate, onDate: state.onDate });
  // The proposal is a target for today: the drift as the day began, as for every target.
  const before = maintenanceDrift({ days: daysBefore(state), startDate, onDate: addDays(state.onDate, -1) });
  const offer = drift !== null && offerMaintenanceChange({ onDate, driftLb: drift.lb, seLb: drift.se });
  // The sentence under the target says where the weight stands by the dialog's rule (decision 0114).
  const { standing, driftLb } = maintenanceStanding({ days: state.days, startDate, onDate: state.onDate });
  return {
    data: {
      startDate,
      startWeight: round2(start),
      trendWeight: now === null ? null : round2(now),
      offerMaintenanceChange: offer && (await notAnswered(db, userId, "maintenance_change", onDate)),
      proposedCalories: shownKcal(state.target + clamp((-(before?.lb ?? 0) * 3500) / 14, MAX_MAINTENANCE_CHANGE)),
      standing,
      driftLb: driftLb === null ? null : round2(driftLb),
    },
    avgBodyWeight: now === null ? null : Math.round(now * 10) / 10,
  };
}

/**
 * The question a day's held weigh-in still asks, as its save answered it (decision 0059). Before
 * any weigh-in counts it is asked against User Info's weight (decision 0104), the save's, not the
 * body's: that is the latest weigh-in, one logged after the held day included. In the lifter's unit,
 * as the save asked it (decision 0119).
 */
function heldQuestion(state: CoachState, date: string, userInfoWeightLb: number | undefined, unit: WeightUnit) {
  const weight = state.held.get(date);
  if (weight === undefined) return null;
  const question = weightQuestion(state.days, date, weight, userInfoWeightLb, unit);
  return question && { weight, ...question };
}

const daysBefore = (state: CoachState) => state.days.filter((d) => d.date < state.onDate);

/**
 * Every logged day the model reads, across the lifter's phases (decision 0044), with the trend, the
 * planned line of the phase the day belongs to and that phase's kind, for the chart.
 */
export async function phaseHistory(
  db: Kysely<Database>,
  userId: string,
  onDate: string,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
) {
  const state = await readState(db, userId, onDate);
  const userInfoWeightLb = state.held.size > 0 ? (await findUserInfo(db, userId))?.weight : undefined;
  const phaseOf = (date: string) => state.phases.filter((p) => p.startDate <= date).at(-1) ?? state.phases[0]!;
  const startTrend = (p: LifterPhase) =>
    trendAt(state.points, p.startDate) ?? state.points.find((x) => x.date > p.startDate)?.trendLb ?? p.startWeightLb;
  // The running phase's line is drawn at the rate its floor allows (issue 21, item 9).
  const rateOf = (p: LifterPhase) =>
    p.startDate === state.phase.startDate ? state.day.target.plannedRate : (p.rate ?? 0);
  return state.days.map((d) => {
    const p = phaseOf(d.date);
    return {
      date: d.date,
      weight: d.weightLb,
      trend: trendAt(state.points, d.date),
      planned:
        p.kind === "maintain"
          ? round2(startTrend(p))
          : round2(startTrend(p) + plannedChange(p.kind, rateOf(p), daysBetween(p.startDate, d.date))),
      calories: d.calories,
      steps: d.steps,
      phase: p.kind,
      weightQuestion: heldQuestion(state, d.date, userInfoWeightLb, unit),
    };
  });
}
