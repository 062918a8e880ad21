// The lifter's expenditure across every goal they have followed in the history the coach reads
// (docs/coach-model.md; decision 0044). What the logs taught in a cut is the lifter's, not the
// cut's: a switch to a bulk or maintenance carries it over and moves it only by what the new goal
// says before any weigh-in can (a quarter of the change in intake, a new activity level), and
// expects the glycogen water a cut drained to come back.
import type { CoachPhaseKind } from "./phase-start";
import { addDays, daysBetween } from "./calendar";
import { COACH_HISTORY_DAYS } from "./coach-date";
import { ADAPT_DAYS } from "./energy-filter";
import { expenditurePrior, type GoalChange, startWaterLb } from "./expenditure";
import { phaseExpenditure } from "./phase-expenditure";
import { bulkCalories, cutCalories } from "./targets";
import { type DayLog, type TrendPoint, trend } from "./trend";
import { type Body, maintenanceCalories } from "./units";

export interface LifterPhase {
  kind: CoachPhaseKind;
  startDate: string;
  multiplier: number;
  /** lb/week for a cut, lb/month for a bulk; null for maintenance. */
  rate: number | null;
  startWeightLb: number;
}

/** What a goal plans to eat and what the formula says it burns there, at `weightLb`. */
function plan(phase: LifterPhase, body: Body, weightLb: number) {
  const at = { ...body, weightLb };
  const maintenance = maintenanceCalories(at, phase.multiplier);
  const rate = phase.rate ?? 0;
  const intake =
    phase.kind === "cut"
      ? cutCalories(maintenance, rate)
      : phase.kind === "bulk"
        ? bulkCalories(maintenance, rate, at)
        : maintenance;
  return { intake, maintenance, prior: expenditurePrior(maintenance, intake) };
}

/** The phases the model reads on `onDate`, in date order, the first starting no earlier than a year back. */
export function phasesInHistory(phases: readonly LifterPhase[], onDate: string): LifterPhase[] {
  const from = addDays(onDate, -COACH_HISTORY_DAYS);
  const sorted = [...phases].filter((p) => p.startDate <= onDate).sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  // A phase replaced on its own start day never ran.
  const ran = sorted.filter((p, i) => sorted[i + 1]?.startDate !== p.startDate);
  const kept = ran.filter((_, i) => (ran[i + 1]?.startDate ?? "9999-12-31") > from);
  return kept.map((p, i) => (i === 0 && p.startDate < from ? { ...p, startDate: from } : p));
}

/**
 * The expenditure on `onDate` learnt from every logged day since the first phase in the history,
 * with the goal switches in between. With one phase it is `phaseExpenditure` exactly.
 */
export function lifterExpenditure(input: {
  days: readonly DayLog[];
  /** The lifter's phases (any order); the one running on `onDate` last. */
  phases: readonly LifterPhase[];
  onDate: string;
  /** Sex, age and height; the weight is each phase's start weight. */
  body: Body;
}): ReturnType<typeof phaseExpenditure> {
  const phases = phasesInHistory(input.phases, input.onDate);
  const first = phases[0];
  if (!first) throw new Error("lifterExpenditure needs a phase started on or before onDate");
  const changes: GoalChange[] = phases.slice(1).map((phase, i) => {
    const before = phases[i]!;
    // Both at the new start weight: the filter already moves expenditure with the weight.
    const now = plan(phase, input.body, phase.startWeightLb);
    const was = plan(before, input.body, phase.startWeightLb);
    return {
      date: phase.startDate,
      kcal: now.prior - was.prior,
      waterLb: startWaterLb(phase.kind) - startWaterLb(before.kind),
      plannedIntake: now.intake,
      intakeChange: now.intake - was.intake,
      surplusKcal: now.intake - now.maintenance,
    };
  });
  return phaseExpenditure({
    days: input.days.filter((d) => d.date >= first.startDate),
    kind: first.kind,
    startDate: first.startDate,
    onDate: input.onDate,
    body: { ...input.body, weightLb: first.startWeightLb },
    multiplier: first.multiplier,
    rate: first.rate ?? 0,
    changes,
    shownBefore: (date) => formulaExpenditure(input.days, phases, input.body, date),
  });
}

/** A weigh-in the trend left out and this share off it is a slip, not the body: the formulas skip it [U]. */
export const SLIP_SHARE = 0.1;

/**
 * The weight the formulas read from these days: the latest weigh-in, unless the trend left it out
 * and it is over SLIP_SHARE off the trend (undefined before any). A typo confirmed as typed (815.2
 * for 185.2, kg for lb: 40 % off or more) had moved simulated targets by up to 5,064 kcal for a day
 * with no word of why (issue 21: no unexplained move over 150 kcal). A real reading 4 lb under a
 * cut's lagging trend still counts; three far readings on one side are the body moving, and the
 * trend, and the formulas, follow them.
 */
export function countedWeightLb(days: readonly DayLog[]): number | undefined {
  const slip = (p: TrendPoint) =>
    p.outlier && p.weightLb !== null && Math.abs(p.weightLb - p.trendLb) > SLIP_SHARE * p.trendLb;
  return trend(days).findLast((p) => !slip(p))?.weightLb ?? undefined;
}

/**
 * What the screen shows before the logs have taught anything: the formula's maintenance at the
 * last weigh-in before `date` (else the running phase's start weight), at that phase's activity,
 * moved as the model expects eating the goal's intake to move it (`expectedAdaptation`). The first
 * learnt move is capped from this figure, so no move goes untold (issue 21, item 7).
 */
export function formulaExpenditure(
  days: readonly DayLog[],
  phases: readonly LifterPhase[],
  body: Body,
  date: string,
): number {
  const phase = runningOn(phases, date);
  const weighed = countedWeightLb(days.filter((d) => d.date < date));
  const formula = maintenanceCalories({ ...body, weightLb: weighed ?? phase.startWeightLb }, phase.multiplier);
  return formula + expectedAdaptation(phases, body, date);
}

const runningOn = (phases: readonly LifterPhase[], date: string) =>
  phases.filter((p) => p.startDate <= date).at(-1) ?? phases[0]!;

/**
 * How far the model expects expenditure to have moved by `date` since the running goal began, from
 * eating its intake: the share of the change in intake the filter's prior holds (TEF, adaptive
 * thermogenesis, and a surplus's NEAT), reached over the filter's own ~14 days. Nothing on the first
 * day, so the goal screen shows the formula; then a few kcal a day, never a jump. Before decision
 * 0079 the plain formula stood until day 14 while a bulker's expenditure rose ~100 kcal, and the
 * first learnt estimate, capped at 150 kcal from it, lagged a week or two. A goal eating under
 * maintenance keeps the plain formula (decision 0086): lowering a cut's figure before any evidence
 * left it 25–50 kcal under simulated cutters' truth at day 14, and its first learnt move, capped from
 * the lower figure, took in most of a real stall, so the Monday dialog missed it.
 */
export function expectedAdaptation(phases: readonly LifterPhase[], body: Body, date: string): number {
  const phase = runningOn(phases, date);
  const { prior, maintenance } = plan(phase, body, phase.startWeightLb);
  return Math.max(0, prior - maintenance) * (1 - Math.exp(-daysBetween(phase.startDate, date) / ADAPT_DAYS));
}
