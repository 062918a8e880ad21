import { addDays } from "@ironpath/domain/coach/calendar";
import { COACH_HISTORY_DAYS, readingDate } from "@ironpath/domain/coach/coach-date";
import { type CoachDay, coachDay } from "@ironpath/domain/coach/coach-day";
import { type LifterPhase, phasesInHistory } from "@ironpath/domain/coach/lifter-expenditure";
import type { DayLog, TrendPoint } from "@ironpath/domain/coach/trend";
import type { Body } from "@ironpath/domain/coach/units";
import type { Kysely } from "kysely";
import { type Phase, listDays, listPhasesSince } from "../../db/repositories/coach.js";
import type { Database } from "../../db/schema.js";
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
  /** Every logged day since the first of `phases` began, up to `onDate` (confirmed weights only). */
  days: DayLog[];
  points: TrendPoint[];
  /** The trend as the phase started (carried from the phases before), else its first weigh-in's, else its start weight. */
  startTrend: number;
  trendNow: number | null;
  /** Both as the day began. */
  expenditure: Expenditure;
  target: number;
  changeReason: string | null;
  /** Every figure of the day, from the domain's one function (coach/coach-day). */
  day: CoachDay;
  /** Weigh-ins held until the lifter confirms them, by date (out of every figure). */
  held: Map<string, number>;
}

/**
 * The lifter's phase on `asked`: the days of every phase in the model's history up to and
 * including that date (expenditure and trend are the lifter's, carried across goals: decision
 * 0044), and the figures the domain's `coachDay` computes from them. A date in the future is
 * refused and one before the start read as the start (decision 0033).
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
  const active = {
    ...lifterPhase(phase),
    calorieOffset: phase.calorieOffset,
    stepBonus: phase.stepBonus,
    paceRestart: phase.paceRestart,
  };
  const day = coachDay({ days, phases, active, body, onDate });
  // A lifter's own answer and the model's latest move can both stand behind today's target.
  const reasons = [phase.changeReason, day.expenditureReason].filter((r) => r !== null);
  return {
    phase,
    body,
    onDate,
    phases: day.phases,
    days,
    points: day.points,
    startTrend: day.startTrend,
    trendNow: day.trendNow,
    expenditure: day.expenditure,
    target: day.target.kcal,
    changeReason: reasons.length > 0 ? reasons.join(" ") : null,
    day,
    held: new Map(rows.flatMap((r) => (r.unconfirmed_weight === null ? [] : [[r.date, r.unconfirmed_weight]]))),
  };
}

const lifterPhase = (p: Phase): LifterPhase => ({
  kind: p.kind,
  startDate: p.startDate,
  multiplier: p.activityLevel,
  rate: p.rate,
  startWeightLb: p.startWeight,
});
