// The simulator's one door into the coach: what the server shows a lifter on a date, from the same
// domain function the server's readState calls for every figure (coach-day.ts), plus the two the
// server still adds beside it (coach-reports.ts): the bulk's correction and the maintenance drift.
import { bulkCorrection } from "../bulk-correction";
import type { PaceRestart } from "../bulk-pace";
import { type ActivePhase, coachDay } from "../coach-day";
import { gainKcalPerLb } from "../energy-density";
import type { LifterPhase } from "../lifter-expenditure";
import { maintenanceDrift } from "../maintenance-drift";
import { shownKcal } from "../shown-kcal";
import type { DayLog } from "../trend";
import { offerMaintenanceChange } from "../triggers";
import type { Body } from "../units";
import { weightQuestion } from "../weight-check";

export type { DayLog, LifterPhase };

export interface AppView {
  /** The expenditure shown ('maintenance calories'), and whether it is learnt or still the formula. */
  expenditure: number;
  fromLogs: boolean;
  /** 'Today's calorie target' (a bulk's with its correction). */
  target: number;
  /** The cut's floor (resting energy or a 35 % deficit) set the target. */
  floored: boolean;
  /** The phase's Monday dialog is offered. */
  dialog: boolean;
  /** The change the logs predict since the phase began (lb), for a cut's or bulk's dialog. */
  expectedLb: number | null;
  /** What a bulk's dialog proposes, if anything (decision 0100): the figure a Yes paces from. */
  proposal: PaceRestart | null;
}

export interface AppInput {
  /** Everything counted (confirmed weights), up to and including `onDate` (whose calories are not logged yet). */
  days: readonly DayLog[];
  phases: readonly LifterPhase[];
  /** Sex, age, height; the weight is read from the logs as the server does. */
  person: Omit<Body, "weightLb">;
  /** Weight typed into User Info, read before any weigh-in. */
  startWeightLb: number;
  onDate: string;
  /** The bulk's proposal the lifter accepted, if any (decision 0100). */
  paceRestart?: PaceRestart | null;
}

/**
 * The question the app asks before a weigh-in counts ('did you mean …?'), as the server's logDay asks
 * it of a pound lifter: simulated lifters type pounds (a kg lifter's guess is made in kg, decision 0119).
 */
export const askAboutWeight = weightQuestion;

export function appView(i: AppInput): AppView {
  const phase = i.phases.filter((p) => p.startDate <= i.onDate).at(-1)!;
  // As the day began: the latest weigh-in before `onDate` (requireBody), else User Info's.
  const latest = i.days.filter((d) => d.date < i.onDate && d.weightLb !== null).at(-1)?.weightLb;
  const body: Body = { ...i.person, weightLb: latest ?? i.startWeightLb };
  // Simulated lifters answer only the bulk's proposal (a Yes restarts its pacing, no offset), so
  // nothing offsets the target or adds steps.
  const restart =
    phase.kind === "bulk" && i.paceRestart && i.paceRestart.date >= phase.startDate ? i.paceRestart : null;
  const active: ActivePhase = { ...phase, calorieOffset: 0, stepBonus: 0, paceRestart: restart };
  const day = coachDay({ days: i.days, phases: i.phases, active, body, onDate: i.onDate });
  let target = day.target.kcal;
  let dialog = day.progress.offerAdjustment;
  if (phase.kind === "bulk") {
    const rate = phase.rate ?? 0;
    const kcalPerLb = gainKcalPerLb(body);
    target += bulkCorrection({ days: i.days, startDate: phase.startDate, onDate: i.onDate, rate, kcalPerLb }).kcal;
  }
  if (phase.kind === "maintain") {
    const drift = maintenanceDrift({ days: i.days, startDate: phase.startDate, onDate: i.onDate });
    dialog = drift !== null && offerMaintenanceChange({ onDate: i.onDate, driftLb: drift.lb, seLb: drift.se });
  }
  return {
    expenditure: shownKcal(day.expenditure.kcal),
    fromLogs: day.expenditure.fromLogs,
    target: shownKcal(target),
    floored: day.target.floor !== null,
    dialog,
    expectedLb: phase.kind === "maintain" ? null : day.progress.expected.lb,
    proposal: day.proposal && { date: i.onDate, kcal: day.proposal.expenditureKcal },
  };
}
