// What the simulation measures for each lifter, for the coach and, beside it, the product's raw rule
// (one weigh-in against the logs' prediction; the formula's maintenance, never updated).
import { addDays, daysBetween, isMonday, weeksSince } from "../calendar";
import { observeWeek, windowedExpenditure } from "../expenditure";
import { expectedChange } from "../expected";
import { phaseExpenditure } from "../phase-expenditure";
import { offerAdjustment, type ProgressInput } from "../progress";
import { KCAL_PER_LB } from "../targets";
import { LOSS_GAP_LB } from "../triggers";
import type { SimLifter } from "./lifters";

export const CHECK_DAYS = [21, 42] as const;

export interface ExpenditureScore {
  day: number;
  /** True expenditure over the week before, in the lifter's logged kcal. */
  truth: number;
  formula: number;
  /** The last 21-day window alone, no smoothing (the "nSuns" way). */
  window: number | null;
  /** docs/coach-model.md section 8, item 7 as written: a Kalman step on each week's 21-day window. */
  weekly: number;
  coach: number;
  coachSd: number;
}

export interface MondayScore {
  date: string;
  weeks: number;
  /** Truth: tissue change since the start less the logs' prediction (lb; positive = behind on a cut). */
  truthGapLb: number;
  /** The logs' prediction since the start, lb. */
  expectedLb: number;
  coach: boolean;
  raw: boolean;
}

export interface LifterScore {
  scenario: string;
  kind: SimLifter["kind"];
  expenditure: ExpenditureScore[];
  /** Largest move between consecutive weekly estimates after the first one: as shown, as learnt, item 7's. */
  coachJump: number;
  learntJump: number;
  weeklyJump: number;
  /** The move from the formula to the first estimate from the lifter's own data. */
  firstMove: number;
  mondays: MondayScore[];
}

function scoreExpenditure(l: SimLifter): Omit<LifterScore, "scenario" | "kind" | "mondays"> {
  const onDay = (day: number) => addDays(l.startDate, day);
  const run = (day: number) =>
    phaseExpenditure({
      days: l.logs,
      kind: l.kind,
      startDate: l.startDate,
      onDate: onDay(day),
      body: l.body,
      multiplier: l.multiplier,
      rate: l.rate,
    });
  // The comparisons read the same logs with docs/coach-model.md's defaults: 3,500 kcal/lb, the formula as prior.
  const plain = (day: number) => ({
    days: l.logs,
    startDate: l.startDate,
    onDate: onDay(day),
    priorKcal: l.formulaKcal,
  });
  const expenditure = CHECK_DAYS.map((day) => {
    const coach = run(day);
    const window = observeWeek(l.logs, l.startDate, onDay(day - 1), KCAL_PER_LB);
    const week = l.teeLogged.slice(day - 7, day);
    return {
      day,
      truth: week.reduce((a, b) => a + b, 0) / week.length,
      formula: l.formulaKcal,
      window: window?.kcal ?? null,
      weekly: windowedExpenditure(plain(day)).kcal,
      coach: coach.kcal,
      coachSd: coach.sd,
    };
  });
  const last = l.logs.length - 1;
  const updates = run(last).updates;
  const largest = (xs: number[]) => Math.max(0, ...xs.slice(1).map((x, i) => Math.abs(x - xs[i]!)));
  return {
    expenditure,
    coachJump: largest(updates.map((u) => u.kcal)),
    learntJump: largest(updates.map((u) => u.learntKcal ?? u.kcal)),
    weeklyJump: largest(windowedExpenditure(plain(last)).updates.map((u) => u.kcal)),
    firstMove: updates[0] ? Math.abs(updates[0].kcal - l.formulaKcal) : 0,
  };
}

/** The raw rule: the logs' prediction against the Monday weigh-in less the first one. */
function rawRule(l: SimLifter, onDate: string, expectedLb: number): boolean {
  const weighed = l.logs.filter((d) => d.weightLb !== null && d.date <= onDate);
  const first = weighed[0]?.weightLb;
  const last = weighed.at(-1)?.weightLb;
  if (first == null || last == null) return false;
  const actual = last - first;
  const gap = l.kind === "cut" ? actual - expectedLb : Math.abs(actual - expectedLb);
  return gap > LOSS_GAP_LB;
}

function scoreMondays(l: SimLifter): MondayScore[] {
  const scores: MondayScore[] = [];
  for (let day = 1; day < 28; day++) {
    const onDate = addDays(l.startDate, day);
    const weeks = weeksSince(l.startDate, onDate);
    if (!isMonday(onDate) || weeks < 1 || weeks > 3) continue;
    const input: ProgressInput = {
      days: l.logs.filter((d) => d.date <= onDate),
      startDate: l.startDate,
      onDate,
      startWeightLb: l.body.weightLb,
      body: l.body,
      multiplier: l.multiplier,
      targetCalories: l.targetKcal,
      baselineSteps: null,
      kind: l.kind,
      rate: l.rate,
    };
    const expectedLb = expectedChange(input).lb;
    const tissue = l.tissueLb[daysBetween(l.startDate, onDate)]! - l.tissueLb[0]!;
    scores.push({
      date: onDate,
      weeks,
      truthGapLb: tissue - expectedLb,
      expectedLb,
      coach: offerAdjustment(input),
      raw: rawRule(l, onDate, expectedLb),
    });
  }
  return scores;
}

export function scoreLifter(l: SimLifter): LifterScore {
  return { scenario: l.scenario, kind: l.kind, ...scoreExpenditure(l), mondays: scoreMondays(l) };
}
