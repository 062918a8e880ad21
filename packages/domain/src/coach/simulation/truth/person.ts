// Who the simulated lifters are: their bodies (what the coach never sees) and their habits with food,
// the scale and the app (what shapes the logs it does see). Every range is a spread between people,
// with its source in docs/coach-model.md, "The simulator"; none is taken from the coach's model.
import type { Random } from "../random";
import { type BodyTraits, KG_PER_LB } from "./body";

export type Sex = "female" | "male";

export interface Person {
  sex: Sex;
  ageYears: number;
  heightIn: number;
  weightLb: number;
  fatPct: number;
  traits: BodyTraits;
  /** The activity level the lifter picks in the app, from the usual five. */
  multiplier: number;
  habits: Habits;
  /** A monthly water cycle (many women): its length, peak water (kg) and the day of its first peak. */
  cycle: { days: number; kg: number; peakDay: number } | null;
}

export interface Habits {
  /** Logged kcal over eaten kcal, less one (under-reporting: Lichtman 1992, Champagne 2002). */
  logBias: number;
  logNoise: number;
  /** Eats the shown target off by this share on average, and by this much day to day. */
  adherenceBias: number;
  adherenceNoise: number;
  /** Extra kcal on Saturdays and Sundays (Racette 2008), the share of it logged, and extra sodium (mg). */
  weekendKcal: number;
  weekendLogged: number;
  weekendSodiumMg: number;
  /** Lapses: days unlogged come in runs (chance a run starts, mean length) and eat more. */
  lapseStart: number;
  lapseDays: number;
  lapseExtra: number;
  /** Chance of weighing in and of logging food on an ordinary day. */
  weighs: number;
  logs: number;
  /** The scale's day-to-day noise beyond water (gut contents, timing), lb, and its correlation. */
  scaleSd: number;
  scalePhi: number;
  /** A cutter who refeeds on Saturdays (carbohydrate up, Peos 2019), by this many kcal. */
  refeedKcal: number;
}

/**
 * Where the sources disagree on a trait's middle, the range a population draws it from. `shared` is
 * drawn around the very middles the coach assumes (Levine 1999's NEAT of a surplus; Forbes × 2 for a
 * lifter's gain; a fifth more eaten on unlogged days), so it measures the spread between lifters but
 * cannot test the middles. `apart` takes other sources' ranges, away from the coach's middles
 * (docs/coach-model.md section 11).
 */
export interface Population {
  name: string;
  /** What the population is, in words for the report. */
  about: string;
  adaptShare: readonly [number, number];
  neatSurplus: readonly [number, number];
  leanBulk: readonly [number, number];
  lapseExtra: readonly [number, number];
}

export const POPULATIONS = {
  shared: {
    name: "shared",
    about: "drawn around the coach's own middles",
    adaptShare: [0.04, 0.24],
    neatSurplus: [-0.05, 0.6],
    leanBulk: [1, 3],
    lapseExtra: [0.05, 0.35],
  },
  apart: {
    name: "apart",
    about: "drawn from other sources' ranges, off the coach's middles",
    // None (Joosen & Westerterp 2006: 11 of 16 overfeeding studies) to Rosenbaum & Leibel's 0.24.
    adaptShare: [0, 0.24],
    // Weight gained in proportion to the surplus, TEF and a bigger body explaining the rest (Joosen &
    // Westerterp 2006); activity up in 3 overfeeding studies, unchanged in 5 (BMC Public Health 2018).
    neatSurplus: [-0.1, 0.25],
    // Bouchard 1990: a third of the gain lean (≈ Forbes × 0.5); Forbes 1986, 48 overfed people: 38–44 %
    // (Forbes × 1); trained lifters more (Iraki 2019).
    leanBulk: [0.5, 2],
    // No study measures it [U]: wider, and off the coach's fifth.
    lapseExtra: [0, 0.5],
  },
} as const satisfies Record<string, Population>;

/** The app's five activity levels (the lifter's choice, not the truth). */
const LEVELS = [1.2, 1.375, 1.55, 1.725, 1.9];

/** Body fat % from BMI, age and sex (Gallagher et al. 2000, Am J Clin Nutr 72:694). */
export function gallagherFatPct(bmi: number, ageYears: number, sex: Sex): number {
  const m = sex === "male" ? 1 : 0;
  return 64.5 - 848 / bmi + 0.079 * ageYears - 16.4 * m + 0.05 * m * ageYears + (39.0 * m) / bmi;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function samplePerson(rng: Random, population: Population = POPULATIONS.shared): Person {
  const sex: Sex = rng.chance(0.7) ? "male" : "female";
  const heightIn = Math.round(rng.normal(sex === "male" ? 70 : 64.5, sex === "male" ? 2.8 : 2.5));
  const bmi = rng.uniform(21, 30);
  const heightM = heightIn * 0.0254;
  const weightKg = bmi * heightM ** 2;
  const ageYears = Math.round(rng.uniform(19, 50));
  // Lifters carry more muscle than their BMI suggests.
  const fatPct = clamp(gallagherFatPct(bmi, ageYears, sex) - rng.uniform(0, 7), sex === "male" ? 8 : 16, 40);
  const ffm = weightKg * (1 - fatPct / 100);
  // Resting expenditure from lean mass (Cunningham 1980), ±6 % between people of one lean mass.
  const rmr0 = (500 + 22 * ffm) * (1 + clamp(rng.normal(0, 0.06), -0.15, 0.15));
  // Physical activity level: FAO/WHO/UNU 2001 puts active adults at 1.70–1.99, sedentary 1.40–1.69.
  const pal = rng.uniform(1.45, 1.95);
  // The level picked: people overstate their activity (Prince et al. 2008, IJBNPA 5:56), by ~0.1 here.
  const guess = pal + rng.normal(0.1, 0.15);
  const multiplier = LEVELS.reduce((a, b) => (Math.abs(b - guess) < Math.abs(a - guess) ? b : a));
  const traits: BodyTraits = {
    rmr0,
    tee0: rmr0 * pal,
    adaptShare: rng.uniform(...population.adaptShare),
    neatDeficit: rng.uniform(0, 0.2),
    neatSurplus: rng.uniform(...population.neatSurplus),
    leanCut: rng.uniform(0.3, 1.1),
    leanBulk: rng.uniform(...population.leanBulk),
    glycogen0: rng.uniform(0.4, 0.8),
    glycogenWater: rng.uniform(2.7, 4),
    carbShift: rng.uniform(0.8, 2),
    saltSensitivity: rng.uniform(0.5, 1.5),
  };
  const cycle =
    sex === "female" && rng.chance(0.6)
      ? { days: Math.round(rng.uniform(25, 32)), kg: rng.uniform(0.45, 1.35), peakDay: Math.floor(rng.uniform(0, 32)) }
      : null;
  const lapsing = rng.chance(0.7);
  const habits: Habits = {
    logBias: clamp(rng.normal(-0.05, 0.06), -0.25, 0.1),
    logNoise: rng.uniform(0.02, 0.08),
    adherenceBias: clamp(rng.normal(0, 0.04), -0.12, 0.12),
    adherenceNoise: rng.uniform(0.04, 0.12),
    weekendKcal: rng.chance(0.6) ? rng.uniform(100, 700) : 0,
    weekendLogged: rng.uniform(0.2, 1),
    weekendSodiumMg: rng.uniform(300, 2500),
    lapseStart: lapsing ? rng.uniform(0.005, 0.04) : 0,
    lapseDays: rng.uniform(1.5, 5),
    lapseExtra: rng.uniform(...population.lapseExtra),
    weighs: rng.uniform(0.75, 1),
    logs: rng.uniform(0.92, 1),
    scaleSd: rng.uniform(0.3, 0.9),
    scalePhi: rng.uniform(0, 0.5),
    refeedKcal: rng.chance(0.25) ? rng.uniform(500, 900) : 0,
  };
  return {
    sex,
    ageYears,
    heightIn,
    weightLb: Math.round((weightKg / KG_PER_LB) * 10) / 10,
    fatPct,
    traits,
    multiplier,
    habits,
    cycle,
  };
}

/** Water of the monthly cycle on a day (kg): a peak before menstruation (White et al. 2011, BMC Women's Health 11:16). */
export function cycleWaterKg(cycle: Person["cycle"], day: number): number {
  if (!cycle) return 0;
  const phase = (2 * Math.PI * (day - cycle.peakDay)) / cycle.days;
  return cycle.kg * ((1 + Math.cos(phase)) / 2) ** 3;
}

const middle = ([low, high]: readonly [number, number]) => (low + high) / 2;

/** The middle of every spread above: what a model that knows the structure, not the lifter, assumes. */
export function typical(population: Population) {
  return {
    pal: 1.7,
    fatPctBelowBmi: 3.5,
    logBias: -0.05,
    /** Weekend kcal the log misses, on average: 60 % of lifters × 400 kcal × 40 % unlogged. */
    weekendUnloggedKcal: 0.6 * 400 * 0.4,
    weekendSodiumMg: 1400,
    lapseExtra: middle(population.lapseExtra),
    traits: {
      adaptShare: middle(population.adaptShare),
      neatDeficit: 0.1,
      neatSurplus: middle(population.neatSurplus),
      leanCut: 0.7,
      leanBulk: middle(population.leanBulk),
      glycogen0: 0.6,
      glycogenWater: 3.35,
      carbShift: 1.4,
      saltSensitivity: 1,
    },
  };
}

export type Typical = ReturnType<typeof typical>;
