// The expected change: what the lifter's own logs predict (docs/coach-model.md section 9, "Expected",
// correcting section 8, item 5). A dynamic model, not 3,500 kcal per lb with no slowdown (issue 21,
// item 5: that overstated a 12-week cut by a median 7.3 lb):
// - expenditure starts from the LEARNT estimate (the formula only until there is one), taken back to
//   the phase's start along the model's own path;
// - it falls with the weight (10 kcal per kg × the activity multiplier) and adapts to the intake:
//   the NIH model's 10 % at once (food digested) and 14 % over about two weeks (adaptive
//   thermogenesis), and a bulk's NEAT on top (`adaptiveShare`), as the learnt estimate assumes;
// - a lb lost holds Forbes's energy at the lifter's body fat, a lb gained a lifter's gain density
//   (`lossKcalPerLb`, `gainKcalPerLb`); a cut sheds glycogen water in the first days, a bulk fills it.
// The range runs the same model from the estimate ± its SD.
import { addDays, dateRange } from "./calendar";
import { gainKcalPerLb, lossKcalPerLb } from "./energy-density";
import { waterShift } from "./energy-filter";
import { adaptiveShare, startWaterLb } from "./expenditure";
import type { CoachPhaseKind } from "./phase-start";
import type { PhaseKind } from "./planned";
import { netKcalPerStep } from "./targets";
import type { DayLog } from "./trend";
import { type Body, KG_PER_LB, maintenanceCalories } from "./units";

/** Share of a change in intake that expenditure follows at once (thermic effect of food, NIH model). */
const TEF_SHARE = 0.1;
/** Adaptive thermogenesis settles with this time constant, days (NIH model: dT/dt = (0.14·ΔEI − T)/14). */
const ADAPT_DAYS = 14;

export interface ExpectedInput {
  days: readonly DayLog[];
  startDate: string;
  onDate: string;
  startWeightLb: number;
  body: Body;
  multiplier: number;
  targetCalories: number;
  baselineSteps: number | null;
  /** A cut drains glycogen water as it starts, a bulk fills it. Absent: no water expected. */
  kind?: CoachPhaseKind;
  /**
   * The learnt expenditure on `onDate` (as the day began) and its SD, at the weight then. Absent:
   * the formula's maintenance at the start weight, ± the formula's 250.
   */
  expenditure?: { kcal: number; sd: number; weightLb: number };
}

export interface Expected {
  /** Change in lb from the start to the morning of `onDate`. */
  lb: number;
  /** The same model from the expenditure − SD (low: less lost, more gained) and + SD. */
  range: { low: number; high: number };
  /** Days with no logged calories, counted as the target. */
  missingDays: string[];
}

interface Path {
  lb: number;
  /** Expenditure at maintenance intake on the last day, before adaptation. */
  maintenanceAtEnd: number;
  /** The adaptation on the last day. */
  adaptationAtEnd: number;
}

/** Run the model from `maintenance` (expenditure at balance, at the start weight) over `intakes`. */
function run(
  i: { startWeightLb: number; body: Body; multiplier: number; kind?: CoachPhaseKind },
  maintenance: number,
  intakes: readonly { intake: number; steps: number | null }[],
  baselineSteps: number | null,
): Path {
  const perLb = 10 * KG_PER_LB * i.multiplier;
  const start = { ...i.body, weightLb: i.startWeightLb };
  // The filter's own densities and share: a surplus stores at a lifter's gain density and raises
  // NEAT too (decision 0069), a deficit draws at Forbes's.
  const [lost, gained] = [lossKcalPerLb(start), gainKcalPerLb(start)];
  const share = adaptiveShare(i.kind === "bulk" ? 1 : 0);
  let tissue = 0;
  let slow = 0;
  let fast = 0;
  intakes.forEach(({ intake, steps }) => {
    const weightLb = i.startWeightLb + tissue;
    const change = intake - maintenance;
    fast = TEF_SHARE * change;
    slow += ((share - TEF_SHARE) * change - slow) / ADAPT_DAYS;
    const walked = baselineSteps !== null && steps !== null ? netKcalPerStep(weightLb) * (steps - baselineSteps) : 0;
    const expenditure = maintenance + perLb * tissue + fast + slow + walked;
    tissue += (intake - expenditure) / (intake > expenditure ? gained : lost);
  });
  const water = intakes.length === 0 ? 0 : waterShift(startWaterLb(i.kind ?? "maintain"), intakes.length - 1);
  return { lb: tissue + water, maintenanceAtEnd: maintenance + perLb * tissue, adaptationAtEnd: fast + slow };
}

/**
 * The model's change from the start to the morning of `onDate` (its intake has not acted yet). A
 * day without logged calories counts as the target and is listed. The model's own weight drives
 * expenditure, not the measured trend, so expected and actual stay independent.
 */
export function expectedChange(input: ExpectedInput): Expected {
  const byDate = new Map(input.days.map((d) => [d.date, d]));
  const missingDays: string[] = [];
  const intakes = dateRange(input.startDate, addDays(input.onDate, -1)).map((date) => {
    const day = byDate.get(date);
    if (day?.calories == null) missingDays.push(date);
    return { intake: day?.calories ?? input.targetCalories, steps: day?.steps ?? null };
  });
  const formula = maintenanceCalories({ ...input.body, weightLb: input.startWeightLb }, input.multiplier);
  const at = (maintenance: number) => run(input, maintenance, intakes, input.baselineSteps).lb;
  const learnt = input.expenditure;
  if (!learnt) {
    return { lb: at(formula), range: ordered(at(formula - 250), at(formula + 250)), missingDays };
  }
  // The learnt estimate is expenditure now, adapted and at today's weight: find the maintenance at
  // the start whose path ends there (the path moves by less than a kcal per kcal, so this settles).
  const startFor = (kcal: number) => {
    let maintenance = kcal;
    for (let k = 0; k < 6; k++) {
      const end = run(input, maintenance, intakes, input.baselineSteps);
      maintenance += kcal - (end.maintenanceAtEnd + end.adaptationAtEnd);
    }
    return maintenance;
  };
  return {
    lb: at(startFor(learnt.kcal)),
    range: ordered(at(startFor(learnt.kcal - learnt.sd)), at(startFor(learnt.kcal + learnt.sd))),
    missingDays,
  };
}

const ordered = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });

/**
 * What the model expects of a whole plan before it starts: `weeks` at the start's target intake,
 * from the lifter's expenditure (learnt or the formula) ± its SD. The goal screen shows it beside
 * the product's "weekly amount × 12, rounded down", which is the most a plan can promise.
 */
export function forecastChange(i: {
  body: Body;
  multiplier: number;
  kind: PhaseKind;
  intake: number;
  expenditure: { kcal: number; sd: number };
  weeks: number;
}): { lb: number; low: number; high: number } {
  const days = i.weeks * 7;
  const start = "2000-01-03";
  const plan = {
    days: [],
    startDate: start,
    onDate: addDays(start, days),
    startWeightLb: i.body.weightLb,
    body: i.body,
    multiplier: i.multiplier,
    targetCalories: i.intake,
    baselineSteps: null,
    kind: i.kind,
  };
  // The expenditure given is at balance: the model adapts it to the plan's intake itself.
  const path = (kcal: number) => run(plan, kcal, Array(days).fill({ intake: i.intake, steps: null }), null).lb;
  const { low, high } = ordered(
    path(i.expenditure.kcal - i.expenditure.sd),
    path(i.expenditure.kcal + i.expenditure.sd),
  );
  return { lb: path(i.expenditure.kcal), low, high };
}
