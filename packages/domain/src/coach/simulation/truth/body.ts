// The simulated lifter's true body. It imports nothing from the coach: its constants come from the
// physiology literature (docs/coach-model.md, "The simulator"), and the parts the coach has to
// guess (how much adaptation, NEAT and lean tissue a deficit costs, how much water glycogen and salt
// hold) differ from lifter to lifter. Energy balance after Hall et al. 2011 (Lancet 378:826):
// intake that expenditure does not burn goes first into glycogen, the rest into fat and lean tissue.

/** Exact, by definition of the international pound. */
export const KG_PER_LB = 0.45359237;
/** Energy in a kg of fat, lean tissue and glycogen: 39.5, 7.6 and 17.6 MJ/kg (Hall 2008, Int J Obes 32:573). */
export const KCAL_PER_KG = { fat: 39_500 / 4.184, lean: 7_600 / 4.184, glycogen: 17_600 / 4.184 } as const;
const FAT_KCAL_KG = KCAL_PER_KG.fat;
const LEAN_KCAL_KG = KCAL_PER_KG.lean;
const GLYCOGEN_KCAL_KG = KCAL_PER_KG.glycogen;
/** Resting cost of a kg of fat and of lean tissue a day (Elia 1992, as used by Hall 2011). */
const FAT_COST = 3.2;
const LEAN_COST = 22;
/** Thermic effect of food: about a tenth of intake (Westerterp 2004, Nutr Metab 1:5). */
const TEF = 0.1;
/** Adaptive thermogenesis follows intake with a 14-day time constant (Hall 2011). */
const ADAPT_DAYS = 14;
/** Spontaneous activity (NEAT) follows intake within about a week (Levine 1999, Science 283:212). */
const NEAT_DAYS = 5;
/** Forbes's curve (Forbes 2000, Ann NY Acad Sci 904:359): dLean/dFat = 10.4 / fat kg. */
const FORBES_KG = 10.4;
/** Sodium: ECW holds 3.22 g/L; the kidney clears 3 g per L of excess a day (Hall 2011 supplement). */
const SODIUM_MG_PER_L = 3220;
const SODIUM_CLEARANCE = 3000;

/** What differs between lifters (sampled in people.ts). */
export interface BodyTraits {
  /** Expenditure that holds weight steady at the start, at the start's intake (kcal/day). */
  tee0: number;
  /** Resting expenditure at the start (kcal/day). */
  rmr0: number;
  /** Adaptive thermogenesis: kcal/day per kcal of intake change (Rosenbaum & Leibel 2010: 0.05–0.25). */
  adaptShare: number;
  /** NEAT's share of a deficit and of a surplus (Levine 1999: −0.1 to 0.69 of a surplus). */
  neatDeficit: number;
  neatSurplus: number;
  /** Forbes's curve scaled: under 1 keeps more lean in a deficit (resistance training); over 1 gains more. */
  leanCut: number;
  leanBulk: number;
  /** Glycogen at the start (kg) and the water each kg holds (Fernández-Elías 2015: about 3; Olsson 1970: 2.7–4). */
  glycogen0: number;
  glycogenWater: number;
  /** Carbohydrate follows intake by this multiple (cutters drop carbs first). */
  carbShift: number;
  /** How much of the sodium load the body holds (salt sensitivity, 0.5–1.5). */
  saltSensitivity: number;
}

export interface TrueBody {
  traits: BodyTraits;
  fatKg: number;
  leanKg: number;
  glycogenKg: number;
  /** Extracellular water above the start, from sodium (kg = L). */
  ecwKg: number;
  adaptKcal: number;
  neatKcal: number;
  readonly fat0: number;
  readonly lean0: number;
  readonly weight0: number;
  /** Hall's K and δ, fitted so that the start holds steady at tee0. */
  readonly base: number;
  readonly movePerKg: number;
}

export function createBody(weightLb: number, fatPct: number, traits: BodyTraits): TrueBody {
  const kg = weightLb * KG_PER_LB;
  const fatKg = (kg * fatPct) / 100;
  const glycogenMass = traits.glycogen0 * (1 + traits.glycogenWater);
  const leanKg = kg - fatKg - glycogenMass;
  // δ: the cost of moving the body, from the activity above rest (Hall 2011: δ = ((1−β)PAL − 1)·RMR/BW).
  const movePerKg = ((1 - TEF) * traits.tee0 - traits.rmr0) / kg;
  const base = traits.tee0 * (1 - TEF) - FAT_COST * fatKg - LEAN_COST * leanKg - movePerKg * kg;
  return {
    traits,
    fatKg,
    leanKg,
    glycogenKg: traits.glycogen0,
    ecwKg: 0,
    adaptKcal: 0,
    neatKcal: 0,
    fat0: fatKg,
    lean0: leanKg,
    weight0: kg,
    base,
    movePerKg,
  };
}

/** Body mass in kg: tissue, glycogen with its water, and salt water (no cycle, gut or scale). */
export function bodyKg(b: TrueBody): number {
  return b.fatKg + b.leanKg + b.glycogenKg * (1 + b.traits.glycogenWater) + b.ecwKg;
}

/** Fat and lean only, in lb: what a phase really changed. */
export function tissueLb(b: TrueBody): number {
  return (b.fatKg + b.leanKg) / KG_PER_LB;
}

/** Water held with glycogen and sodium above the start, in lb. */
export function waterLb(b: TrueBody): number {
  const g = b.traits.glycogenWater;
  return ((b.glycogenKg - b.traits.glycogen0) * (1 + g) + b.ecwKg) / KG_PER_LB;
}

/** The day's expenditure at this intake (kcal). */
export function expenditure(b: TrueBody, intake: number): number {
  return (
    b.base +
    FAT_COST * b.fatKg +
    LEAN_COST * b.leanKg +
    b.movePerKg * bodyKg(b) +
    TEF * intake +
    b.adaptKcal +
    b.neatKcal
  );
}

export interface DayIntake {
  kcal: number;
  /** Carbohydrate against the lifter's usual share: 2 on a refeed. */
  carbFactor?: number;
  /** Sodium above the usual (mg). */
  sodiumMg?: number;
}

/** What one day did: energy burnt, and where the rest went (kcal), so a test can close the balance. */
export interface DayResult {
  burnt: number;
  stored: { fat: number; lean: number; glycogen: number };
}

/** Live one day: eat, burn, fill or draw glycogen, split the rest between fat and lean, move water. */
export function liveDay(b: TrueBody, day: DayIntake): DayResult {
  const t = b.traits;
  const burnt = expenditure(b, day.kcal);
  // Glycogen: ρ·dG/dt = CI − k·G², at rest CI0 = k·G0² (Hall 2011), solved exactly over the day.
  const carb0 = 0.45 * t.tee0;
  const carbs = Math.max(0, carb0 * (1 + t.carbShift * (day.kcal / t.tee0 - 1)) * (day.carbFactor ?? 1));
  const settled = t.glycogen0 * Math.sqrt(carbs / carb0);
  const rate = (2 * Math.sqrt(carbs * carb0)) / (GLYCOGEN_KCAL_KG * t.glycogen0);
  const glycogen = settled + (b.glycogenKg - settled) * Math.exp(-rate);
  const toGlycogen = (glycogen - b.glycogenKg) * GLYCOGEN_KCAL_KG;
  const rest = day.kcal - burnt - toGlycogen;
  const share = (rest < 0 ? t.leanCut : t.leanBulk) * FORBES_KG * (LEAN_KCAL_KG / FAT_KCAL_KG);
  const leanShare = share / (share + b.fatKg);
  const toLean = leanShare * rest;
  const toFat = rest - toLean;
  b.glycogenKg = glycogen;
  b.fatKg += toFat / FAT_KCAL_KG;
  b.leanKg += toLean / LEAN_KCAL_KG;
  const change = day.kcal - t.tee0;
  b.adaptKcal += (t.adaptShare * change - b.adaptKcal) / ADAPT_DAYS;
  const neat = change < 0 ? t.neatDeficit : t.neatSurplus;
  b.neatKcal += (neat * change - b.neatKcal) / NEAT_DAYS;
  const heldSalt = (t.saltSensitivity * (day.sodiumMg ?? 0)) / SODIUM_CLEARANCE;
  b.ecwKg = heldSalt + (b.ecwKg - heldSalt) * Math.exp(-SODIUM_CLEARANCE / SODIUM_MG_PER_L);
  return { burnt, stored: { fat: toFat, lean: toLean, glycogen: toGlycogen } };
}
