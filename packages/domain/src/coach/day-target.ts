// The day's calorie target from the expenditure shown (docs/coach-model.md section 8, item 2), and
// what a cut's floor does to the plan: never below resting energy nor a deficit over 35 % of the
// expenditure. When the floor binds, the lifter is told, and the planned line is drawn at the rate
// the floor allows (issue 21, item 9: it silently capped 37-52 % of simulated cuts while the line
// kept promising the chosen rate).
import type { CoachPhaseKind } from "./phase-start";
import { shownKcal } from "./shown-kcal";
import { bulkCalories, cutCalories, KCAL_PER_LB, MAX_DEFICIT_SHARE } from "./targets";
import { type Body, bmr } from "./units";

export interface DayTarget {
  kcal: number;
  /** The rate the plan runs at: the chosen one, or less when the floor binds (lb/week on a cut). */
  plannedRate: number;
  /** Why the target is not the chosen rate's, in words; null when it is. */
  floor: string | null;
}

const kcal = (n: number) => shownKcal(n).toLocaleString("en-US");
const rate = (n: number) => `${Math.round(n * 100) / 100} lb`;

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
    };
  if (i.kind === "maintain") return { kcal: i.expenditure + i.offset, plannedRate: 0, floor: null };
  const resting = bmr(i.body);
  const shallowest = i.expenditure * (1 - MAX_DEFICIT_SHARE);
  const floorKcal = Math.max(resting, shallowest);
  const wanted = cutCalories(i.expenditure, chosen) + i.offset;
  if (wanted >= floorKcal) return { kcal: wanted, plannedRate: chosen, floor: null };
  // The rate the floor allows, by the same 500 kcal a day per lb a week the target uses.
  const allowed = Math.max(0, ((i.expenditure - floorKcal) * 7) / KCAL_PER_LB);
  const which =
    floorKcal === resting
      ? `your resting energy (${kcal(resting)} kcal)`
      : `35 % under your expenditure (${kcal(shallowest)} kcal)`;
  return {
    kcal: floorKcal,
    plannedRate: Math.min(chosen, allowed),
    floor:
      `Your target is held at ${kcal(floorKcal)} kcal, ${which}, the lowest the coach goes. ` +
      `At it you can expect to lose about ${rate(allowed)} a week, not the ${rate(chosen)} you chose; the planned line shows ${rate(allowed)}.`,
  };
}
