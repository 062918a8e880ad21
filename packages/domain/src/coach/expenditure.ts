// The adaptive expenditure: what the lifter really burns, learnt from logged intake and the weight
// line (science.md item 7). Each week a 21-day window gives an observation,
// mean intake − kcal-per-lb × slope, as noisy as the slope and the intake log are; a Kalman update
// weighs it against the running estimate, so one odd week moves the estimate little.
import { addDays, daysBetween } from "./calendar";
import { KCAL_PER_LB } from "./targets";
import { type DayLog, fitWeights, RATE_WINDOW_DAYS } from "./trend";

export const PRIOR_SD_KCAL = 250;
/** Intake logs are off by ~100 kcal/day even when complete [U]. */
export const LOG_SD_KCAL = 100;
/** How far true expenditure may drift in a week [U]. */
export const DRIFT_SD_KCAL = 30;
/** A window needs this many days of logged intake; fewer says more about the logging than the body. */
export const MIN_INTAKE_DAYS = 7;

export interface ExpenditureUpdate {
  weekEnding: string;
  observedKcal: number;
  kcal: number;
  sd: number;
}

export interface ExpenditureInput {
  days: readonly DayLog[];
  startDate: string;
  onDate: string;
  /** The formula's maintenance (item 1): where the estimate starts. */
  priorKcal: number;
  /** Energy in a lb of change; 3,500 unless the caller knows better (`forbesKcalPerLb`). */
  kcalPerLb?: number;
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

/** The estimate on `onDate`, with its SD and every weekly step that led to it. */
export function adaptiveExpenditure(input: ExpenditureInput): {
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

/** Energy balance (science.md section 3): what was eaten, less what the weight says was stored. */
export function observedExpenditure(meanIntake: number, slopeLbPerDay: number, kcalPerLb = KCAL_PER_LB): number {
  return meanIntake - kcalPerLb * slopeLbPerDay;
}
