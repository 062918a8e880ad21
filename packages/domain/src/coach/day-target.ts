// The day's calorie target from the expenditure shown (docs/coach-model.md section 8, item 2), and
// what a cut's floor does to the plan: never below resting energy nor a deficit over 35 % of the
// expenditure. When the floor binds, the lifter is told, and the planned line is drawn at the rate
// the floor allows (issue 21, item 9: it silently capped 37-52 % of simulated cuts while the line
// kept promising the chosen rate).
import type { CoachPhaseKind } from "./phase-start";
import { shownKcal } from "./shown-kcal";
import { bulkCalories, cutCalories, KCAL_PER_LB, MAX_DEFICIT_SHARE } from "./targets";
import { type Body, bmr } from "./units";
import { KG_PER_LB, type WeightUnit } from "../units/weight-unit";

export interface DayTarget {
  kcal: number;
  /** The rate the plan runs at: the chosen one, or less when the floor binds (lb/week on a cut). */
  plannedRate: number;
  /** Why the target is not the chosen rate's, in words (pounds); null when it is. */
  floor: string | null;
  /** The same, as figures, for words in another unit (floorWords); null when it is. */
  floorFacts: FloorFacts | null;
}

/** What a binding floor is made of: the held target, which floor, and the rates in lb a week. */
export interface FloorFacts {
  kcal: number;
  which: string;
  allowed: number;
  chosen: number;
}

const kcal = (n: number) => shownKcal(n).toLocaleString("en-US");
const rate = (lbs: number, unit: WeightUnit) =>
  unit === "kg" ? `${Math.round(lbs * KG_PER_LB * 100) / 100} kg` : `${Math.round(lbs * 100) / 100} lb`;

/** Why the floor holds the target, in words, its rates in `unit` (decision 0081 for kg). */
export function floorWords(f: FloorFacts, unit: WeightUnit = "lb"): string {
  return (
    `Your target is held at ${kcal(f.kcal)} kcal, ${f.which}, the lowest the coach goes. ` +
    `At it you can expect to lose about ${rate(f.allowed, unit)} a week, not the ${rate(f.chosen, unit)} you chose; the planned line shows ${rate(f.allowed, unit)}.`
  );
}

export function dayTarget(i: {
  kind: CoachPhaseKind;
  /** The expenditure shown as the day began. */
  expenditure: number;
  /** lb/week for a cut, lb/month for a bulk; null for maintenance. */
  rate: number | null;
  /** The body as the day began (its weight sets resting energy). */
  body: Body;
  /**
   * The phase's start weight: a bulk's planned gain is priced at the body it started from, so its
   * surplus holds for the phase and the target moves only when the expenditure does (decision 0079).
   */
  startWeightLb: number;
  /** kcal a day the lifter's answers added (negative: taken off). */
  offset: number;
}): DayTarget {
  const chosen = i.rate ?? 0;
  if (i.kind === "bulk")
    return {
      kcal: bulkCalories(i.expenditure, chosen, { ...i.body, weightLb: i.startWeightLb }) + i.offset,
      plannedRate: chosen,
      floor: null,
      floorFacts: null,
    };
  if (i.kind === "maintain") return { kcal: i.expenditure + i.offset, plannedRate: 0, floor: null, floorFacts: null };
  const resting = bmr(i.body);
  const shallowest = i.expenditure * (1 - MAX_DEFICIT_SHARE);
  const floorKcal = Math.max(resting, shallowest);
  const wanted = cutCalories(i.expenditure, chosen) + i.offset;
  if (wanted >= floorKcal) return { kcal: wanted, plannedRate: chosen, floor: null, floorFacts: null };
  // The rate the floor allows, by the same 500 kcal a day per lb a week the target uses.
  const allowed = Math.max(0, ((i.expenditure - floorKcal) * 7) / KCAL_PER_LB);
  const which =
    floorKcal === resting
      ? `your resting energy (${kcal(resting)} kcal)`
      : `35 % under your expenditure (${kcal(shallowest)} kcal)`;
  const floorFacts = { kcal: floorKcal, which, allowed, chosen };
  return { kcal: floorKcal, plannedRate: Math.min(chosen, allowed), floor: floorWords(floorFacts), floorFacts };
}
