// Simulated lifters: a body (body-model.ts), how they eat, log and weigh, and the hard cases.
// Everything the coach sees is in `logs`; everything it cannot see is in `truth`.
import { addDays, weekday, weeksSince } from "../calendar";
import { estimatedBodyFatPct } from "../energy-density";
import type { PhaseKind } from "../planned";
import { bulkCalories, cutCalories, gainChoices, lossChoices } from "../targets";
import type { DayLog } from "../trend";
import { type Body, bmr, KG_PER_LB, maintenanceCalories } from "../units";
import { createBody, liveDay, tissueLb } from "./body-model";
import type { Random } from "./random";

export const SIM_DAYS = 84;
/** Day-to-day scale noise: σ 1.2 lb, correlated from one morning to the next (docs/coach-model.md section 7). */
const NOISE_SD = 1.2;
const NOISE_PHI = 0.4;
/** Weight peaks on Monday and dips late in the week (Orsama 2014), ±0.25 lb here. */
const WEEKLY_LB = 0.25;

/** What a scenario changes about one day. */
export interface DayHabits {
  intakeFactor: number;
  extraKcal: number;
  /** Water jumps by this on the day (a refeed, salty food). */
  waterKickLb: number;
  /** Added to the water the body drifts toward. */
  waterShiftLb: number;
  logFood: number;
  weigh: number;
}

export interface Scenario {
  /** Short, for a table row. */
  name: string;
  /** What is hard about it, in words. */
  about?: string;
  kind: PhaseKind;
  /** True maintenance relative to the formula's: the formula is ±8 % off for most people. */
  teeError?: (rng: Random) => number;
  day?: (d: { day: number; date: string; startDate: string; formulaKcal: number; rng: Random }) => Partial<DayHabits>;
}

export interface SimLifter {
  scenario: string;
  kind: PhaseKind;
  body: Body;
  multiplier: number;
  rate: number;
  formulaKcal: number;
  targetKcal: number;
  startDate: string;
  trueFatPct: number;
  logBias: number;
  logs: DayLog[];
  /** Per day: true expenditure in the lifter's own logged kcal (what holding steady would log as). */
  teeLogged: number[];
  /** Morning tissue weight (fat + lean, no water), days 0..SIM_DAYS. */
  tissueLb: number[];
}

function makeBody(rng: Random): { body: Body; trueFatPct: number } {
  const male = rng.chance(0.7);
  const heightIn = Math.round(rng.normal(male ? 70 : 64.5, male ? 3 : 2.5));
  const bmi = rng.uniform(21, 29);
  const weightLb = Math.round((bmi * (heightIn * 0.0254) ** 2 * 10) / KG_PER_LB) / 10;
  const body: Body = { sex: male ? "male" : "female", ageYears: Math.round(rng.uniform(20, 50)), heightIn, weightLb };
  // Lifters carry more muscle than BMI assumes: leaner than the estimate by 0–8 points.
  const trueFatPct = Math.max(male ? 8 : 15, estimatedBodyFatPct(body) - rng.uniform(0, 8));
  return { body, trueFatPct };
}

function chooseRate(rng: Random, kind: PhaseKind, weightLb: number): number {
  const choices = (kind === "cut" ? lossChoices : gainChoices)(weightLb).filter((c) => c.recommended);
  return rng.pick(choices.length ? choices.map((c) => c.value) : [kind === "cut" ? 1 : 2]);
}

/** The day's target a lifter who follows the app eats, from their logs before it (a closed loop). */
export type Follow = (lifter: SimLifter, day: number) => number;

export function simulateLifter(rng: Random, scenario: Scenario, follow?: Follow): SimLifter {
  const { body, trueFatPct } = makeBody(rng);
  const multiplier = rng.pick([1.375, 1.55, 1.725]);
  const formulaKcal = maintenanceCalories(body, multiplier);
  const tee0 = formulaKcal * (1 + (scenario.teeError?.(rng) ?? rng.normal(0, 0.08)));
  const rate = chooseRate(rng, scenario.kind, body.weightLb);
  const targetKcal = scenario.kind === "cut" ? cutCalories(formulaKcal, rate) : bulkCalories(formulaKcal, rate);
  const truth = createBody(body.weightLb, trueFatPct, tee0, bmr(body), multiplier);
  const logBias = rng.normal(-0.03, 0.04);
  const habitOffset = rng.normal(0, 60);
  const startWater = scenario.kind === "cut" ? -rng.uniform(0.6, 1.4) : rng.uniform(0.2, 0.8);
  const startDate = addDays("2025-12-01", Math.floor(rng.uniform(0, 7)));
  const lifter: SimLifter = {
    scenario: scenario.name,
    kind: scenario.kind,
    body,
    multiplier,
    rate,
    formulaKcal,
    targetKcal,
    startDate,
    trueFatPct,
    logBias,
    logs: [],
    teeLogged: [],
    tissueLb: [],
  };
  let noise = rng.normal(0, NOISE_SD);
  for (let day = 0; day < SIM_DAYS; day++) {
    const date = addDays(startDate, day);
    const h: DayHabits = {
      intakeFactor: 1,
      extraKcal: 0,
      waterKickLb: 0,
      waterShiftLb: 0,
      logFood: 0.95,
      weigh: 0.9,
      ...scenario.day?.({ day, date, startDate, formulaKcal, rng }),
    };
    truth.waterLb += h.waterKickLb;
    const rhythm = WEEKLY_LB * Math.cos((2 * Math.PI * ((weekday(date) + 6) % 7)) / 7);
    noise = NOISE_PHI * noise + Math.sqrt(1 - NOISE_PHI ** 2) * rng.normal(0, NOISE_SD);
    const scale = tissueLb(truth) + truth.waterLb + rhythm + noise;
    lifter.tissueLb.push(tissueLb(truth));
    // One who follows the app eats until their log reads the target: in their own (biased) kcal.
    const eats = follow ? follow(lifter, day) / (1 + logBias) : targetKcal;
    const intake = Math.max(0, (eats * rng.normal(1, 0.07) + habitOffset) * h.intakeFactor + h.extraKcal);
    const burnt = liveDay(truth, intake, startWater + h.waterShiftLb);
    const logged = Math.round((intake * (1 + logBias) * rng.normal(1, 0.04)) / 10) * 10;
    lifter.logs.push({
      date,
      weightLb: rng.chance(h.weigh) ? Math.round(scale * 10) / 10 : null,
      calories: rng.chance(h.logFood) ? logged : null,
      steps: null,
    });
    lifter.teeLogged.push(burnt * (1 + logBias));
  }
  lifter.tissueLb.push(tissueLb(truth));
  return lifter;
}

const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;

/** The steady lifters and the hard cases of issue 9. */
export const SCENARIOS: Scenario[] = [
  { name: "steady cut", kind: "cut" },
  { name: "steady bulk", kind: "bulk" },
  {
    name: "stalled cut",
    about: "true maintenance 12–22 % under the formula",
    kind: "cut",
    teeError: (r) => -r.uniform(0.12, 0.22),
  },
  {
    name: "weekend overeating",
    about: "+600–1,000 kcal on Saturday and Sunday, half of it logged, salty water on Mondays",
    kind: "cut",
    day: ({ date, rng }) =>
      isWeekend(date) ? { extraKcal: rng.uniform(600, 1000), logFood: 0.5, waterKickLb: 0.4 } : {},
  },
  {
    name: "refeed",
    about: "maintenance + 300 kcal on the Sundays before the week-2 and week-3 Mondays, +1.5 lb of water",
    kind: "cut",
    day: ({ date, startDate, formulaKcal }) => {
      const weeks = weeksSince(startDate, addDays(date, 1));
      return weekday(date) === 0 && (weeks === 2 || weeks === 3)
        ? { intakeFactor: 0, extraKcal: formulaKcal + 300, waterKickLb: 1.5 }
        : {};
    },
  },
  {
    name: "sick week",
    about: "week 2: eats 55 %, logs food and weight on 2 of 7 days, 1.5 lb dehydrated",
    kind: "cut",
    day: ({ day }) =>
      day >= 7 && day < 14 ? { intakeFactor: 0.55, logFood: 2 / 7, weigh: 2 / 7, waterShiftLb: -1.5 } : {},
  },
  { name: "half-day food logger", about: "logs food on half the days", kind: "cut", day: () => ({ logFood: 0.5 }) },
];
