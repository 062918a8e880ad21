// What a fit that knows the truth's structure can learn from the same logs: it runs the true body
// model (truth/body.ts) with every trait at the population's middle, fills unlogged days as the
// structure says (lapses eat more), leaves out typos the way a careful analyst would, and fits the
// one thing it cannot know, the lifter's starting expenditure, to the weigh-ins by least squares.
// It is the floor the coach is measured against: what these logs allow, not what the truth was.
import { weekday } from "../calendar";
import type { DayLog } from "./app-view";
import { createBody, bodyKg, KG_PER_LB, liveDay } from "./truth/body";
import { gallagherFatPct, type Population, type Sex, type Typical, typical } from "./truth/person";

export interface OracleInput {
  /** Days 0..n−1 of the history, one a day in date order. */
  logs: readonly DayLog[];
  sex: Sex;
  ageYears: number;
  heightIn: number;
  startWeightLb: number;
  /** The population the lifter was drawn from: the oracle knows its middles, not the lifter. */
  population: Population;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
/** A weigh-in this far off the fitted line is a typo or a meal, not the body. */
const OUTLIER_LB = 3.5;

/** Intake each day (true kcal, as the structure predicts it), from the logs up to `upTo` (exclusive). */
function intakes(logs: readonly DayLog[], upTo: number, mid: Typical): number[] {
  const kcal = logs.slice(0, upTo).map((d) => d.calories);
  const typical = median(kcal.filter((k): k is number => k !== null));
  const clean = kcal.map((k) => (k !== null && k > 0.45 * typical && k < 2.2 * typical ? k : null));
  return clean.map((k, day) => {
    const weekend = [0, 6].includes(weekday(logs[day]!.date));
    if (k !== null) return k / (1 + mid.logBias) + (weekend ? mid.weekendUnloggedKcal : 0);
    const near = clean.slice(Math.max(0, day - 7), day + 8).filter((x): x is number => x !== null);
    const usual = near.length > 0 ? near.reduce((a, b) => a + b, 0) / near.length : typical;
    return (usual / (1 + mid.logBias)) * (1 + mid.lapseExtra);
  });
}

function predict(input: OracleInput, eaten: number[], tee0: number) {
  const mid = typical(input.population);
  const bmi = (input.startWeightLb * KG_PER_LB) / (input.heightIn * 0.0254) ** 2;
  const fatPct = gallagherFatPct(bmi, input.ageYears, input.sex) - mid.fatPctBelowBmi;
  const body = createBody(input.startWeightLb, fatPct, { ...mid.traits, tee0, rmr0: tee0 / mid.pal });
  const scaleLb: number[] = [];
  const burnt: number[] = [];
  eaten.forEach((kcal, day) => {
    scaleLb.push(bodyKg(body) / KG_PER_LB);
    const weekend = [0, 6].includes(weekday(input.logs[day]!.date));
    burnt.push(liveDay(body, { kcal, sodiumMg: weekend ? mid.weekendSodiumMg : 0 }).burnt);
  });
  return { scaleLb, burnt };
}

/** Sum of squared misses of the weigh-ins, the level fitted, readings off by more than OUTLIER_LB left out. */
function misfit(weights: readonly (number | null)[], scaleLb: number[]): number {
  const pairs = weights.flatMap((w, day) => (w === null ? [] : [w - scaleLb[day]!]));
  if (pairs.length === 0) return 0;
  const level = median(pairs);
  const kept = pairs.filter((r) => Math.abs(r - level) <= OUTLIER_LB);
  const mean = kept.reduce((a, b) => a + b, 0) / Math.max(1, kept.length);
  return kept.reduce((a, r) => a + (r - mean) ** 2, 0) + (pairs.length - kept.length) * OUTLIER_LB ** 2;
}

/** The oracle's expenditure over the 7 days before `day`, in the lifter's logged kcal. */
export function oracleExpenditure(input: OracleInput, day: number): number {
  const mid = typical(input.population);
  const eaten = intakes(input.logs, day, mid);
  const weights = input.logs.slice(0, day).map((d) => d.weightLb);
  const cost = (tee0: number) => misfit(weights, predict(input, eaten, tee0).scaleLb);
  // Golden-section search over a wide range of starting expenditures.
  let lo = 1200;
  let hi = 5200;
  const g = (Math.sqrt(5) - 1) / 2;
  let a = hi - g * (hi - lo);
  let b = lo + g * (hi - lo);
  let fa = cost(a);
  let fb = cost(b);
  while (hi - lo > 4) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - g * (hi - lo);
      fa = cost(a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + g * (hi - lo);
      fb = cost(b);
    }
  }
  const { burnt } = predict(input, eaten, (lo + hi) / 2);
  const week = burnt.slice(day - 7, day);
  return (week.reduce((x, y) => x + y, 0) / week.length) * (1 + mid.logBias);
}
