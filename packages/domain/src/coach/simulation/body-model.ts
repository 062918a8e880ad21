// The first simulator's body, kept only for lifter-expenditure.test.ts; the simulator's truth is
// truth/body.ts (decision 0061), which shares none of the coach's constants.
// The simulated lifter's true body: deliberately not the coach's model. Energy balance after Hall
// 2008/2011 (docs/coach-model.md section 2): expenditure falls with lost fat and lean tissue, with the cost of
// moving less weight, with the thermic effect of less food, and by adaptive thermogenesis; an
// imbalance is split between fat (9,440 kcal/kg) and lean (1,807 kcal/kg) by Forbes's curve, so the
// energy in a lb changes as the lifter leans out. Glycogen and sodium water move the scale on top.
import { KG_PER_LB } from "../units";

const FAT_KCAL_PER_KG = 9440;
const LEAN_KCAL_PER_KG = 1807;
/** Hall's energy-partition constant: 10.4 × ρ_lean / ρ_fat. */
const HALL_C = 1.9908;
/** Water follows its target with a ~2.5 day time constant (glycogen refills and drains in days). */
const WATER_STEP = 1 - Math.exp(-1 / 2.5);

export interface TrueBody {
  fatKg: number;
  leanKg: number;
  /** Glycogen and sodium water above the starting level, in lb. */
  waterLb: number;
  /** Adaptive thermogenesis, kcal/day (negative in a deficit). */
  adaptKcal: number;
  readonly fat0Kg: number;
  readonly lean0Kg: number;
  /** True maintenance at the start: what holds weight steady. */
  readonly tee0: number;
  /** Cost of carrying a kg through the day's activity (Hall's δ). */
  readonly activityPerKg: number;
}

export function createBody(weightLb: number, bodyFatPct: number, tee0: number, rmr0: number, pal: number): TrueBody {
  const kg = weightLb * KG_PER_LB;
  const fatKg = (kg * bodyFatPct) / 100;
  return {
    fatKg,
    leanKg: kg - fatKg,
    waterLb: 0,
    adaptKcal: 0,
    fat0Kg: fatKg,
    lean0Kg: kg - fatKg,
    tee0,
    activityPerKg: (0.9 * rmr0 * pal - rmr0) / kg,
  };
}

/** Tissue weight in lb (fat + lean), without water swings. */
export function tissueLb(b: TrueBody): number {
  return (b.fatKg + b.leanKg) / KG_PER_LB;
}

/** The day's true expenditure at this intake. */
export function expenditure(b: TrueBody, intake: number): number {
  const dFat = b.fatKg - b.fat0Kg;
  const dLean = b.leanKg - b.lean0Kg;
  return b.tee0 + 22 * dLean + 3.2 * dFat + b.activityPerKg * (dFat + dLean) + 0.1 * (intake - b.tee0) + b.adaptKcal;
}

/** Live one day: eat `intake`, burn, store or draw the difference, let water drift to its target. */
export function liveDay(b: TrueBody, intake: number, waterTargetLb: number): number {
  const burnt = expenditure(b, intake);
  const imbalance = intake - burnt;
  const leanShare = HALL_C / (HALL_C + b.fatKg);
  b.fatKg += ((1 - leanShare) * imbalance) / FAT_KCAL_PER_KG;
  b.leanKg += (leanShare * imbalance) / LEAN_KCAL_PER_KG;
  b.adaptKcal += (0.14 * (intake - b.tee0) - b.adaptKcal) / 14;
  b.waterLb += (waterTargetLb - b.waterLb) * WATER_STEP;
  return burnt;
}
