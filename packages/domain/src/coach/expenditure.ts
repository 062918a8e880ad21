// The adaptive expenditure: what the lifter really burns, learnt from logged intake and weigh-ins
// (docs/coach-model.md section 8, items 3 and 7). The learning is a day-by-day Kalman filter (energy-filter.ts); the
// estimate shown moves once a week, within a cap. Item 7 as written (a Kalman step per week on each
// 21-day window, mean intake − kcal-per-lb × slope) is kept as `windowedExpenditure` so the
// simulation can show why it was not used: the windows overlap, so each weigh-in counts three times
// and the estimate is both overconfident and jumpy.
import { addDays, dateRange, daysBetween } from "./calendar";
import { runFilter, waterShift } from "./energy-filter";
import type { CoachPhaseKind } from "./phase-start";
import { KCAL_PER_LB } from "./targets";
import { type DayLog, fitWeights, RATE_WINDOW_DAYS } from "./trend";
import { KG_PER_LB } from "./units";

export const PRIOR_SD_KCAL = 250;
/** Intake logs are off by ~100 kcal/day even when complete [U]. */
export const LOG_SD_KCAL = 100;
/** How far true expenditure may drift in a week [U] (item 7's 30², for `windowedExpenditure`). */
export const DRIFT_SD_KCAL = 30;
/** A window needs this many days of logged intake; fewer says more about the logging than the body. */
export const MIN_INTAKE_DAYS = 7;
/** The shown expenditure moves at most this much a week, its first move from the formula too [U]: a target that swings on noise is not trusted. */
export const MAX_WEEKLY_MOVE_KCAL = 150;
/**
 * The first estimate is shown as soon as it beats the formula (issue 21, item 7): from the end of the
 * second week, once the filter is surer than the formula's ±250 by this share. With daily weigh-ins
 * that is day 14 (about ±190); waiting for day 21 showed the plain formula a week longer and then
 * jumped by a median 216 kcal.
 */
export const FIRST_ESTIMATE_DAYS = 14;
export const BEATS_FORMULA_SD_KCAL = 0.8 * PRIOR_SD_KCAL;
const DEFAULT_MULTIPLIER = 1.55;
const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

export interface ExpenditureUpdate {
  weekEnding: string;
  observedKcal: number;
  /** What the filter has learnt; `kcal` follows it at most MAX_WEEKLY_MOVE_KCAL a week. */
  learntKcal?: number;
  /** What was shown before this update (the formula before the first), goal changes included. */
  fromKcal?: number;
  kcal: number;
  sd: number;
}

export interface ExpenditureInput {
  days: readonly DayLog[];
  startDate: string;
  onDate: string;
  /** Where the estimate starts: the formula's maintenance, best adapted to the phase (`expenditurePrior`). */
  priorKcal: number;
  /** Energy in a lb of change; 3,500 unless the caller knows better (`forbesKcalPerLb`). */
  kcalPerLb?: number;
  /** Energy in a lb gained, if not `kcalPerLb` (`lifterGainKcalPerLb`). */
  gainKcalPerLb?: number;
  /** The first goal's planned intake (`priorKcal` is adapted to it): later intake moves expenditure by `adaptiveShare` of the change. */
  startIntake?: number;
  /** The first goal's planned intake less the formula's maintenance (kcal/day). */
  surplusKcal?: number;
  /** Water expected to shift as the phase starts: `CUT_START_WATER_LB` for a cut, else 0. */
  startWaterLb?: number;
  /** The activity multiplier: expenditure moves 10 kcal/kg of weight × this (1.55 if not given). */
  multiplier?: number;
  /** Goals the lifter switched to after `startDate`, in date order (`lifterExpenditure`). */
  changes?: readonly GoalChange[];
  /** What the screen showed on a date before the first estimate (the formula at the weight then); else the prior. */
  shownBefore?: (date: string) => number;
}

/** A switch of goal on `date`: what it tells the filter before any weigh-in can. */
export interface GoalChange {
  date: string;
  /** The expenditure moves at once by what the new intake and activity level say (not learnt). */
  kcal: number;
  /** Water the switch is expected to move: a cut drains glycogen water, leaving one refills it. */
  waterLb: number;
  /** The new goal's planned intake, for its unlogged days until it has logged days of its own. */
  plannedIntake: number;
  /** The new goal's planned intake less the last goal's, both at the switch's weight. */
  intakeChange: number;
  /** The new goal's planned intake less the formula's maintenance (kcal/day): a surplus adapts more. */
  surplusKcal: number;
}

/** One week's observation from the 21 days up to `weekEnding`, or null when the window is too thin. */
export function observeWeek(
  days: readonly DayLog[],
  startDate: string,
  weekEnding: string,
  kcalPerLb: number,
): { kcal: number; variance: number } | null {
  const from = [startDate, addDays(weekEnding, 1 - RATE_WINDOW_DAYS)].sort()[1]!;
  const fit = fitWeights(days, from, weekEnding);
  // The weights from `from` to `weekEnding` move with the intake of the days before weekEnding.
  const window = days.filter((d) => d.date >= from && d.date < weekEnding);
  const intake = window.flatMap((d) => (d.calories === null ? [] : [d.calories]));
  if (!fit || intake.length < MIN_INTAKE_DAYS) return null;
  const mean = intake.reduce((a, b) => a + b, 0) / intake.length;
  const spread = intake.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, intake.length - 1);
  // Unlogged days are assumed like the logged ones; the fewer there are, the surer that is.
  const span = daysBetween(from, weekEnding);
  const sampling = (spread / intake.length) * Math.max(0, 1 - intake.length / span);
  return {
    kcal: observedExpenditure(mean, fit.slope, kcalPerLb),
    variance: (kcalPerLb * fit.se) ** 2 + LOG_SD_KCAL ** 2 + sampling,
  };
}

/**
 * Of a change in intake, expenditure follows ~10 % at once (less food to digest) and ~14 % within
 * weeks (adaptive thermogenesis): the NIH model's TEF and dT/dt = (0.14·ΔEI − T)/14 (docs/coach-model.md
 * section 2). The formula's maintenance is expenditure AT maintenance intake; a cut burns less.
 */
export const ADAPTIVE_SHARE = 0.24;

/** Where the estimate starts for a phase eating `targetKcal`: the formula's maintenance, adapted. */
export function expenditurePrior(maintenance: number, targetKcal: number): number {
  return maintenance + adaptiveShare(targetKcal - maintenance) * (targetKcal - maintenance);
}

/** The share of a change in intake that expenditure follows, on a goal eating `surplusKcal` over maintenance. */
export function adaptiveShare(surplusKcal: number): number {
  return surplusKcal > 0 ? ADAPTIVE_SHARE + SURPLUS_NEAT_SHARE : ADAPTIVE_SHARE;
}

/**
 * In a surplus people also move more without meaning to (NEAT): Levine, Eberhardt & Jensen 1999
 * (Science 283:212) overfed 16 adults 1,000 kcal a day for 8 weeks; NEAT rose by −98 to +692 kcal,
 * a mean of about a third of the surplus. Other overfeeding studies found activity unchanged in 5
 * of 8 (a systematic review, BMC Public Health 2018) and weight gained in proportion to the surplus
 * (Joosen & Westerterp 2006, Nutr Metab 3:25), so the prior expects about half of Levine's third
 * [U: decision 0105]. At a third, the learnt expenditure of simulated bulkers whose NEAT barely moved
 * ran 73 kcal high by day 42, and those who ate the target overshot the plan. A deficit's NEAT fall
 * is smaller and already inside the adaptive share [U]. Expected as the surplus starts; the logs
 * correct each lifter's own.
 */
export const SURPLUS_NEAT_SHARE = 0.15;

/** Water a cut sheds with its glycogen in the first days (docs/coach-model.md section 2: 0.85–1.35 lb in the NIH model). */
export const CUT_START_WATER_LB = -1;
/** A bulk's extra carbohydrate fills glycogen with its water, about half a cut's drain [U]. */
export const BULK_START_WATER_LB = 0.5;

/** Glycogen water a goal is expected to move as it starts (lb). */
export function startWaterLb(kind: CoachPhaseKind): number {
  return kind === "cut" ? CUT_START_WATER_LB : kind === "bulk" ? BULK_START_WATER_LB : 0;
}

/**
 * The estimate on `onDate`, with its SD and every weekly step that led to it. The filter
 * (energy-filter.ts) learns day by day; the estimate shown moves once a week, at the end of each
 * week since the start from the second on (once the filter beats the formula), when its window has 14 days of weights, 10
 * weigh-ins and 7 days of logged intake. `observedKcal` is that window alone (for the sentence that
 * says why it moved).
 */
export function adaptiveExpenditure(input: ExpenditureInput): {
  kcal: number;
  /** What the filter has learnt as of its last weekly update, goal changes since then added. */
  learntKcal: number;
  sd: number;
  updates: ExpenditureUpdate[];
} {
  const kcalPerLb = input.kcalPerLb ?? KCAL_PER_LB;
  const byDate = new Map(input.days.map((d) => [d.date, d]));
  const dates = dateRange(input.startDate, input.onDate);
  const changes = input.changes ?? [];
  const changeOn = new Map(changes.map((c) => [c.date, c]));
  const states = runFilter(
    dates.map((date, t) => ({
      weightLb: byDate.get(date)?.weightLb ?? null,
      calories: byDate.get(date)?.calories ?? null,
      waterLb: changes.reduce(
        (water, c) => (c.date <= date ? water + waterShift(c.waterLb, daysBetween(c.date, date)) : water),
        waterShift(input.startWaterLb ?? 0, t),
      ),
      kcalShift: changeOn.get(date)?.kcal,
      newPhaseIntake: changeOn.get(date)?.plannedIntake,
      intakeChange: changeOn.get(date)?.intakeChange,
      adaptShare: changeOn.has(date) ? adaptiveShare(changeOn.get(date)!.surplusKcal) : undefined,
    })),
    {
      priorKcal: input.priorKcal,
      priorSdKcal: PRIOR_SD_KCAL,
      kcalPerLb,
      ...(input.gainKcalPerLb !== undefined && { gainKcalPerLb: input.gainKcalPerLb }),
      startWaterLb: input.startWaterLb ?? 0,
      kcalPerLbOfWeight: 10 * KG_PER_LB * (input.multiplier ?? DEFAULT_MULTIPLIER),
      ...(input.startIntake !== undefined && {
        startIntake: input.startIntake,
        adaptShare: adaptiveShare(input.surplusKcal ?? 0),
      }),
    },
  );
  const updates: ExpenditureUpdate[] = [];
  for (let end = FIRST_ESTIMATE_DAYS - 1; end < dates.length; end += 7) {
    const state = states[end];
    const observed = observeWeek(input.days, input.startDate, dates[end]!, kcalPerLb);
    const sd = state ? Math.sqrt(state.p[2]) : PRIOR_SD_KCAL;
    if (!state || !observed || (updates.length === 0 && sd > BEATS_FORMULA_SD_KCAL)) continue;
    const before = updates.at(-1);
    // A goal's stated change is not a learnt move: the shown estimate takes it whole.
    const from = before
      ? before.kcal + told(changes, before.weekEnding, dates[end]!)
      : (input.shownBefore?.(dates[end]!) ?? input.priorKcal + told(changes, input.startDate, dates[end]!));
    // The first estimate shows on its week's last day or the day after, so it stays within the cap of
    // the formula the screen showed on either day before it (each at the weigh-in before its day).
    const alsoFrom = before ? from : (input.shownBefore?.(addDays(dates[end]!, -1)) ?? from);
    const low = Math.max(from, alsoFrom) - MAX_WEEKLY_MOVE_KCAL;
    const high = Math.min(from, alsoFrom) + MAX_WEEKLY_MOVE_KCAL;
    // Two formulas over 300 kcal apart (a weigh-in typed wrong and confirmed) leave no figure within
    // the cap of both: take the one the screen showed the day before the estimate first shows.
    const anchor = low <= high ? from : firstShownOnWeekEnd(input, dates[end]!) ? alsoFrom : from;
    const capped =
      low <= high
        ? Math.min(high, Math.max(low, state.kcal))
        : anchor + clamp(state.kcal - anchor, MAX_WEEKLY_MOVE_KCAL);
    updates.push({
      weekEnding: dates[end]!,
      observedKcal: observed.kcal,
      learntKcal: state.kcal,
      fromKcal: anchor,
      kcal: withinCapOfWeekEnd(input, dates[end]!, capped),
      sd,
    });
  }
  const last = updates.at(-1);
  const kcal = last
    ? last.kcal + told(changes, last.weekEnding, input.onDate)
    : input.priorKcal + told(changes, input.startDate, input.onDate);
  const learntKcal = last ? (last.learntKcal ?? last.kcal) + told(changes, last.weekEnding, input.onDate) : kcal;
  return { kcal, learntKcal, sd: last?.sd ?? PRIOR_SD_KCAL, updates };
}

/**
 * A week's estimate shows on its last day (from the days before it) and again the day after, with
 * that day's logs in; each is within the cap of the week before's, but the two could be up to 300
 * apart (a simulated cutter saw 2,629 then 2,478). On the day after, keep `kcal` within the cap of
 * what the week's last day showed too: one rerun, on one day a week.
 */
function withinCapOfWeekEnd(input: ExpenditureInput, weekEnding: string, kcal: number): number {
  if (addDays(weekEnding, 1) !== input.onDate) return kcal;
  const then = adaptiveExpenditure({
    ...input,
    days: input.days.filter((d) => d.date < weekEnding),
    onDate: weekEnding,
  });
  const shown = then.updates.find((u) => u.weekEnding === weekEnding)?.kcal;
  return shown === undefined ? kcal : shown + clamp(kcal - shown, MAX_WEEKLY_MOVE_KCAL);
}

/**
 * Whether the first estimate, for the week ending `weekEnding`, already showed on that day (from the
 * days before it), rather than first on the day after. Asked only when the two formulas it could
 * follow are too far apart to cap it from both, so the rare rerun costs nothing on most days.
 */
function firstShownOnWeekEnd(input: ExpenditureInput, weekEnding: string): boolean {
  if (input.onDate <= weekEnding) return true;
  const then = adaptiveExpenditure({
    ...input,
    days: input.days.filter((d) => d.date < weekEnding),
    onDate: weekEnding,
  });
  return then.updates.some((u) => u.weekEnding === weekEnding);
}

/** The expenditure the goal changes after `after` up to `upTo` moved by. */
const told = (changes: readonly GoalChange[], after: string, upTo: string) =>
  changes.reduce((sum, c) => (c.date > after && c.date <= upTo ? sum + c.kcal : sum), 0);

/** docs/coach-model.md section 8, item 7 as written: a Kalman step per week on each 21-day window's observation (kept to compare). */
export function windowedExpenditure(input: ExpenditureInput): {
  kcal: number;
  sd: number;
  updates: ExpenditureUpdate[];
} {
  const kcalPerLb = input.kcalPerLb ?? KCAL_PER_LB;
  let kcal = input.priorKcal;
  let variance = PRIOR_SD_KCAL ** 2;
  const updates: ExpenditureUpdate[] = [];
  for (let week = 1; ; week++) {
    const weekEnding = addDays(input.startDate, 7 * week - 1);
    if (weekEnding > input.onDate) break;
    const observed = observeWeek(input.days, input.startDate, weekEnding, kcalPerLb);
    if (!observed) continue;
    const gain = variance / (variance + observed.variance);
    kcal += gain * (observed.kcal - kcal);
    variance = (1 - gain) * variance + DRIFT_SD_KCAL ** 2;
    updates.push({ weekEnding, observedKcal: observed.kcal, kcal, sd: Math.sqrt(variance) });
  }
  return { kcal, sd: Math.sqrt(variance), updates };
}

/** Energy balance (docs/coach-model.md section 3): what was eaten, less what the weight says was stored. */
export function observedExpenditure(meanIntake: number, slopeLbPerDay: number, kcalPerLb = KCAL_PER_LB): number {
  return meanIntake - kcalPerLb * slopeLbPerDay;
}
