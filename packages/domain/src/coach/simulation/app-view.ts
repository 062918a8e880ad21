// The simulator's one door into the coach: what the server shows a lifter on a date, from the same
// public domain functions the server calls (apps/server/src/services/coach-model.ts readState and
// coach-reports.ts), and nothing else of the coach. When the coach's figures move into one domain
// function, this file calls it instead.
import { bulkCorrection } from "../bulk-correction";
import { estimatedBodyFatPct, forbesKcalPerLb } from "../energy-density";
import { type LifterPhase, lifterExpenditure } from "../lifter-expenditure";
import { maintenanceDrift } from "../maintenance-drift";
import { offerAdjustment, phaseProgress } from "../progress";
import { shownKcal } from "../shown-kcal";
import { baselineSteps } from "../step-goal";
import { bulkCalories, cutCalories, MAX_DEFICIT_SHARE } from "../targets";
import { type DayLog, trend, trendAt } from "../trend";
import { offerMaintenanceChange } from "../triggers";
import { type Body, bmr, maintenanceCalories } from "../units";

export type { DayLog, LifterPhase };

export interface AppView {
  /** The expenditure shown ('maintenance calories'), and whether it is learnt or still the formula. */
  expenditure: number;
  fromLogs: boolean;
  /** 'Today's calorie target' (a bulk's with its correction). */
  target: number;
  /** The cut's floor (BMR or a 35 % deficit) set the target. */
  floored: boolean;
  /** The phase's Monday dialog is offered (computed only when asked: it costs a fit). */
  dialog?: boolean;
  /** The change the logs predict since the phase began (lb), for the cut's and bulk's dialog. */
  expectedLb?: number;
}

export interface AppInput {
  /** Everything logged, up to and including `onDate` (whose calories are not logged yet). */
  days: readonly DayLog[];
  phases: readonly LifterPhase[];
  /** Sex, age, height; the weight is read from the logs as the server does. */
  person: Omit<Body, "weightLb">;
  /** Weight typed into User Info, read before any weigh-in. */
  startWeightLb: number;
  onDate: string;
  withDialog: boolean;
}

/** The phase running on `onDate`: the last started. */
const running = (phases: readonly LifterPhase[], onDate: string) => phases.filter((p) => p.startDate <= onDate).at(-1)!;

export function appView(i: AppInput): AppView {
  const phase = running(i.phases, i.onDate);
  const before = i.days.filter((d) => d.date < i.onDate);
  const latest = before.filter((d) => d.weightLb !== null).at(-1)?.weightLb ?? i.startWeightLb;
  const body: Body = { ...i.person, weightLb: latest };
  const learnt = lifterExpenditure({ days: before, phases: i.phases, onDate: i.onDate, body });
  const fromLogs = learnt.updates.length > 0;
  const expenditure = fromLogs ? learnt.kcal : maintenanceCalories(body, phase.multiplier);
  const rate = phase.rate ?? 0;
  let target = expenditure;
  let floored = false;
  if (phase.kind === "cut") {
    const floor = Math.max(bmr(body), expenditure * (1 - MAX_DEFICIT_SHARE));
    const planned = cutCalories(expenditure, rate);
    floored = planned < floor;
    target = Math.max(floor, planned);
  } else if (phase.kind === "bulk") {
    target = bulkCalories(expenditure, rate);
  }
  const view: AppView = { expenditure: shownKcal(expenditure), fromLogs, target, floored };
  if (i.withDialog) Object.assign(view, dialog(i, phase, body, target));
  if (phase.kind === "bulk") {
    const kcalPerLb = forbesKcalPerLb(body.weightLb, estimatedBodyFatPct(body));
    target += bulkCorrection({ days: i.days, startDate: phase.startDate, onDate: i.onDate, rate, kcalPerLb }).kcal;
  }
  view.target = shownKcal(target);
  return view;
}

/** The phase's Monday dialog as coach-reports.ts decides it (answers aside: simulated lifters never answer). */
function dialog(i: AppInput, phase: LifterPhase, body: Body, target: number): Pick<AppView, "dialog" | "expectedLb"> {
  if (phase.kind === "maintain") {
    const drift = maintenanceDrift({ days: i.days, startDate: phase.startDate, onDate: i.onDate });
    return {
      dialog: drift !== null && offerMaintenanceChange({ onDate: i.onDate, driftLb: drift.lb, seLb: drift.se }),
    };
  }
  const points = trend(i.days);
  const startTrend =
    trendAt(points, phase.startDate) ?? points.find((p) => p.date > phase.startDate)?.trendLb ?? phase.startWeightLb;
  const input = {
    kind: phase.kind,
    rate: phase.rate ?? 0,
    days: i.days,
    startDate: phase.startDate,
    onDate: i.onDate,
    startWeightLb: startTrend,
    body,
    multiplier: phase.multiplier,
    targetCalories: target,
    baselineSteps: phase.kind === "cut" ? baselineSteps(i.days, phase.startDate, i.onDate) : null,
  };
  const progress = phaseProgress(input);
  return { dialog: offerAdjustment(input, progress), expectedLb: progress.expectedLb };
}
