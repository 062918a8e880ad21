import { addDays } from "@ironpath/domain/coach/calendar";
import { COACH_HISTORY_DAYS, readingDate } from "@ironpath/domain/coach/coach-date";
import type { adaptiveExpenditure } from "@ironpath/domain/coach/expenditure";
import { type LifterPhase, lifterExpenditure, phasesInHistory } from "@ironpath/domain/coach/lifter-expenditure";
import { shownKcal } from "@ironpath/domain/coach/shown-kcal";
import { MAX_DEFICIT_SHARE, bulkCalories, cutCalories } from "@ironpath/domain/coach/targets";
import { type DayLog, type TrendPoint, trend, trendAt } from "@ironpath/domain/coach/trend";
import { type Body, bmr, maintenanceCalories } from "@ironpath/domain/coach/units";
import type { Kysely } from "kysely";
import { type Phase, listDays, listPhasesSince } from "../db/repositories/coach.js";
import type { Database } from "../db/schema.js";
import type { CoachPhaseKind } from "@ironpath/domain/coach/phase-start";
import { requireBody, requirePhase } from "./coach-requirements.js";

// Where a lifter stands in their phase, from the model in docs/coach-model.md: the trend of their
// weigh-ins, their expenditure learnt from their logs, and the day's calorie target.

export interface Expenditure {
  kcal: number;
  sd: number;
  /** False while it is still the formula (too few weeks logged to learn from). */
  fromLogs: boolean;
}

export interface CoachState {
  phase: Phase;
  /** As the day began: the latest weigh-in before `onDate`. */
  body: Body;
  onDate: string;
  /** The lifter's phases the model reads, oldest first, the active one last (decision 0044). */
  phases: LifterPhase[];
  /** Every logged day since the first of `phases` began, up to `onDate`. */
  days: DayLog[];
  points: TrendPoint[];
  /** The trend as the phase started (carried from the phases before), else its first weigh-in's, else its start weight. */
  startTrend: number;
  trendNow: number | null;
  /** Both as the day began. */
  expenditure: Expenditure;
  target: number;
  changeReason: string | null;
}

/** The day's calorie target: never below BMR, never a deficit over 35 % of maintenance (docs/coach-model.md section 8, item 2). */
export function currentTarget(phase: Phase, body: Body, maintenance: number): number {
  if (phase.kind === "bulk") return bulkCalories(maintenance, phase.rate ?? 0) + phase.calorieOffset;
  if (phase.kind === "maintain") return maintenance + phase.calorieOffset;
  const floor = Math.max(bmr(body), maintenance * (1 - MAX_DEFICIT_SHARE));
  return Math.max(floor, cutCalories(maintenance, phase.rate ?? 0) + phase.calorieOffset);
}

const kcal = (n: number) => shownKcal(n).toLocaleString("en-US");

/** One sentence of why the expenditure (and with it the target) moved from the formula. */
function modelReason(prior: number, learnt: ReturnType<typeof adaptiveExpenditure>): string | null {
  const last = learnt.updates.at(-1);
  if (!last || Math.abs(learnt.kcal - prior) < 50) return null;
  return `Your expenditure estimate moved from ${kcal(prior)} to ${kcal(learnt.kcal)} ± ${kcal(learnt.sd)} kcal, learnt from your intake and trend weight up to the week ending ${last.weekEnding}.`;
}

function trendOf(days: DayLog[], phase: Phase) {
  const points = trend(days);
  const atStart = trendAt(points, phase.startDate) ?? points.find((p) => p.date > phase.startDate)?.trendLb;
  return {
    days,
    points,
    startTrend: atStart ?? phase.startWeight,
    trendNow: points.at(-1)?.trendLb ?? null,
  };
}

const daysBefore = (days: DayLog[], date: string) => days.filter((d) => d.date < date);

/**
 * The lifter's phase on `asked`: the days of every phase in the model's history up to and
 * including that date (expenditure and trend are the lifter's, carried across goals: decision
 * 0044; the trend, the chart and the dialogs' check read today's weigh-in), and the figures as the
 * day began: the body, the expenditure and the target come from the days before it, so that the
 * day's own log never moves that day's targets, only the next day's (decisions 0022, 0026). A date
 * in the future is refused and one before the start read as the start (decision 0033).
 */
export async function readState(
  db: Kysely<Database>,
  userId: string,
  asked: string,
  kind?: CoachPhaseKind,
): Promise<CoachState> {
  const phase = await requirePhase(db, userId, kind);
  const onDate = readingDate(asked, phase.startDate);
  const body = await requireBody(db, userId, addDays(onDate, -1));
  const stored = await listPhasesSince(db, userId, addDays(onDate, -COACH_HISTORY_DAYS));
  const phases = phasesInHistory(stored.map(lifterPhase), onDate);
  const from = phases[0]?.startDate ?? phase.startDate;
  const rows = await listDays(db, userId, from, onDate);
  const days: DayLog[] = rows.map((r) => ({ date: r.date, weightLb: r.weight, calories: r.calories, steps: r.steps }));
  const learnt = lifterExpenditure({ days: daysBefore(days, onDate), phases, onDate, body });
  const fromLogs = learnt.updates.length > 0;
  // Until the logs speak, the formula follows the lifter's weight (as the day began).
  const expenditure = fromLogs
    ? { kcal: learnt.kcal, sd: learnt.sd, fromLogs }
    : { kcal: maintenanceCalories(body, phase.activityLevel), sd: learnt.sd, fromLogs };
  return {
    phase,
    body,
    onDate,
    phases,
    ...trendOf(days, phase),
    expenditure,
    target: currentTarget(phase, body, expenditure.kcal),
    changeReason: phase.changeReason ?? modelReason(formulaPrior(phase, body), learnt),
  };
}

const lifterPhase = (p: Phase): LifterPhase => ({
  kind: p.kind,
  startDate: p.startDate,
  multiplier: p.activityLevel,
  rate: p.rate,
  startWeightLb: p.startWeight,
});

/** The formula's maintenance as the phase started: what a learnt move is told against. */
const formulaPrior = (phase: Phase, body: Body) =>
  maintenanceCalories({ ...body, weightLb: phase.startWeight }, phase.activityLevel);
