// Every figure a coach screen shows, from one pure function of the lifter's stored days, body and
// phases and a date (issue 21, "One model, one place"): the server loads and stores, the screens
// show, and nothing is computed twice in two ways. Figures are as the day began (decisions 0022,
// 0026): the expenditure and target read the days before `onDate`; the trend and the plan check
// read its weigh-in too.
import { lagsLearnt, type PaceRestart, pacedSince } from "./bulk-pace";
import { daysBetween, weeksSince } from "./calendar";
import { type DayTarget, dayTarget } from "./day-target";
import { type Expected, expectedChange } from "./expected";
import {
  countedWeightLb,
  expectedAdaptation,
  type LifterPhase,
  lifterExpenditure,
  phasesInHistory,
} from "./lifter-expenditure";
import { MAX_WEEKLY_MOVE_KCAL } from "./expenditure";
import { plannedChange } from "./planned";
import { type PlanStanding, planStanding } from "./plan-standing";
import { shownKcal } from "./shown-kcal";
import { DEFAULT_BASELINE_STEPS, dayStepGoal } from "./step-goal";
import { type DayLog, type TrendPoint, measuredChange, trend, trendAt } from "./trend";
import { offerBulkAdjustment, offerMaintenanceCalories } from "./triggers";
import { type Body, maintenanceCalories } from "./units";

export interface ActivePhase extends LifterPhase {
  /** kcal a day the lifter's answers moved the target by. */
  calorieOffset: number;
  /** Steps a day 'Increase Steps' added. */
  stepBonus: number;
  /** A bulk's accepted proposal: its target is paced from this figure since that day (decision 0100). */
  paceRestart?: PaceRestart | null;
}

export interface CoachDayInput {
  /** The lifter's logged days (confirmed weights only), oldest first, up to and including `onDate`. */
  days: readonly DayLog[];
  /** The lifter's phases, any order; `active` among them. */
  phases: readonly LifterPhase[];
  active: ActivePhase;
  /** Sex, age, height and the weight as the day began. */
  body: Body;
  onDate: string;
}

export interface CoachDay {
  phases: LifterPhase[];
  points: TrendPoint[];
  /** The trend as the active phase started (carried from before), else its first weigh-in's, else its start weight. */
  startTrend: number;
  trendNow: number | null;
  expenditure: { kcal: number; sd: number; fromLogs: boolean };
  /** Why the shown expenditure last moved, in words (the target moves at most 150 kcal a week). */
  expenditureReason: string | null;
  target: DayTarget;
  /**
   * A bulk's Monday proposal in weeks 1-3 (decision 0100): the target set from the learnt figure at
   * once, when the paced one lags it by more than its SD; null otherwise.
   */
  proposal: { pacedKcal: number; expenditureKcal: number; sd: number; targetKcal: number } | null;
  /** Planned, expected (with its range) and actual change since the start, signed (negative a loss). */
  progress: {
    plannedLb: number;
    expected: Expected;
    actualLb: number | null;
    check: { lb: number; se: number } | null;
    standing: PlanStanding;
    /** The phase's Monday dialog ('Maintenance Calories' or 'Change Weight Gain Calories') is due. */
    offerAdjustment: boolean;
    /** Whether the logs explain the weigh-ins (the loss screen's `actlCaloriesAccurate`). */
    explained: boolean;
  };
  steps: { stepsPerDay: number; baselineSteps: number; addedSteps: number; reason: string };
}

const kcal = (n: number) => shownKcal(n).toLocaleString("en-US");
const count = (n: number) => n.toLocaleString("en-US");

/**
 * Why the shown expenditure last moved. A bulk shows what the logs taught, whole, and its target
 * follows that figure at most 150 kcal a week (decision 0097), so its sentence names both; a cut and
 * maintenance show the paced figure itself.
 */
function expenditureReason(
  updates: ReturnType<typeof lifterExpenditure>["updates"],
  showsLearnt: boolean,
  /** The figure the target is set from, when a restart (decision 0100) and not the update set it. */
  restarted: number | null,
): string | null {
  const last = updates.at(-1);
  if (!last || last.fromKcal === undefined) return null;
  const learnt = last.learntKcal ?? last.kcal;
  const pacedKcal = restarted ?? last.kcal;
  const capped = shownKcal(learnt) !== shownKcal(pacedKcal);
  const week = `in the week ending ${last.weekEnding}, learnt from your intake and trend weight`;
  if (showsLearnt) {
    const previous = updates.at(-2);
    const from = previous ? (previous.learntKcal ?? previous.kcal) + (last.fromKcal - previous.kcal) : last.fromKcal;
    if (shownKcal(from) === shownKcal(learnt) && shownKcal(last.fromKcal) === shownKcal(last.kcal)) return null;
    return (
      `Your expenditure estimate moved from ${kcal(from)} to ${kcal(learnt)} kcal ${week}; ` +
      (capped
        ? `your target follows it at most ${MAX_WEEKLY_MOVE_KCAL} kcal a week, so it is set from ${kcal(pacedKcal)} kcal.`
        : "your target follows it.")
    );
  }
  if (shownKcal(last.fromKcal) === shownKcal(last.kcal)) return null;
  return `Your expenditure estimate moved from ${kcal(last.fromKcal)} to ${kcal(last.kcal)} kcal ${week}${
    capped ? `; they point to ${kcal(learnt)}, and it moves at most ${MAX_WEEKLY_MOVE_KCAL} kcal a week` : ""
  }.`;
}

const goalWords = { cut: "a cut", bulk: "a bulk", maintain: "maintenance" } as const;

/**
 * The reason when the goal switched after the last weekly update (undefined when it did not): the
 * switch moved the figure shown by what the new goal's intake and activity are expected to change,
 * and the last update's sentence, about the figure before it, no longer is about the one shown
 * (issue 21: 'from 2,444 to 2,383' stood under maintenance's 2,503). Null when the switch moved
 * nothing shown: the new goal itself is why the target changed.
 */
function switchReason(
  updates: ReturnType<typeof lifterExpenditure>["updates"],
  active: ActivePhase,
  shown: number,
  previous: LifterPhase | undefined,
): string | null | undefined {
  const last = updates.at(-1);
  if (!last || active.startDate <= last.weekEnding) return undefined;
  // From the figure the goal before showed: a bulk shows what its logs learnt, a cut and maintenance
  // the paced one. Reading the new goal's instead had cut → bulk say 'from 1,926 to 2,139 … raise'
  // where the cut had shown 2,453.
  const from = previous?.kind === "bulk" ? (last.learntKcal ?? last.kcal) : last.kcal;
  if (shownKcal(from) === shownKcal(shown)) return null;
  return (
    `Your expenditure estimate moved from ${kcal(from)} to ${kcal(shown)} kcal when you switched to ` +
    `${goalWords[active.kind]} on ${active.startDate}: the coach expects its intake and activity to ${
      shown > from ? "raise" : "lower"
    } what you burn by about that much; your weigh-ins will confirm or correct it.`
  );
}

export function coachDay(input: CoachDayInput): CoachDay {
  const { active, onDate } = input;
  const phases = phasesInHistory(input.phases, onDate);
  const days = input.days.filter((d) => d.date <= onDate);
  const before = days.filter((d) => d.date < onDate);
  // The caller's weight (the latest weigh-in, else User Info's), unless a slip the trend left out (decision 0104).
  const body: Body = { ...input.body, weightLb: countedWeightLb(before) ?? input.body.weightLb };
  const learnt = lifterExpenditure({ days: before, phases, onDate, body });
  const fromLogs = learnt.updates.length > 0;
  // Until the logs speak, the formula follows the lifter's weight as the day began, and the goal's
  // intake as the model expects it to (decision 0079).
  const formula = maintenanceCalories(body, active.multiplier) + expectedAdaptation(phases, body, onDate);
  // A bulk shows what its logs have learnt, with its range; its target, and the gain its logs predict,
  // follow that figure at most 150 kcal a week (decision 0097). Capping the figure shown as well held
  // it behind the logs for half of simulated bulkers at day 21.
  const showsLearnt = active.kind === "bulk";
  // A "Yes" to the bulk's proposal restarts the pacing from the figure accepted (decision 0100).
  const restart =
    showsLearnt && fromLogs && active.paceRestart && active.paceRestart.date <= onDate ? active.paceRestart : null;
  const paced = !fromLogs ? formula : restart ? pacedSince(learnt.updates, restart) : learnt.kcal;
  const expenditure = fromLogs
    ? { kcal: showsLearnt ? learnt.learntKcal : learnt.kcal, sd: learnt.sd, fromLogs }
    : { kcal: formula, sd: learnt.sd, fromLogs };
  const targetFrom = (expenditure: number, offset = active.calorieOffset) =>
    dayTarget({
      kind: active.kind,
      expenditure,
      rate: active.rate,
      body,
      startWeightLb: active.startWeightLb,
      offset,
    });
  const target = targetFrom(paced);
  const weeks = weeksSince(active.startDate, onDate);
  const proposal =
    showsLearnt &&
    fromLogs &&
    weeks >= 1 &&
    weeks <= 3 &&
    lagsLearnt({ pacedKcal: paced, learntKcal: learnt.learntKcal, sd: learnt.sd })
      ? {
          pacedKcal: paced,
          expenditureKcal: learnt.learntKcal,
          sd: learnt.sd,
          targetKcal: targetFrom(learnt.learntKcal).kcal,
        }
      : null;

  const points = trend(days);
  const atStart = trendAt(points, active.startDate) ?? points.find((p) => p.date > active.startDate)?.trendLb;
  const startTrend = atStart ?? active.startWeightLb;
  const trendNow = points.at(-1)?.trendLb ?? null;
  const phaseDays = days.filter((d) => d.date >= active.startDate);

  const earlierCuts = phases.flatMap((p, i) =>
    p.kind === "cut" && p.startDate < active.startDate
      ? [{ startDate: p.startDate, endDate: phases[i + 1]?.startDate ?? active.startDate }]
      : [],
  );
  // The steps walk off a share of the plan's deficit, not of the kcal the lifter's 'Decrease
  // Calories' took off: that answer moves calories only, as 'Increase Steps' moves steps only
  // (docs/product.md section 4: steps or calories). Counting it raised 8,000 steps to 9,000 with the
  // calories, and only the calorie change was said (issue 21, item 10).
  const planned = targetFrom(paced, 0).kcal;
  const deficit = Math.max(0, paced - planned);
  /** kcal a day the lifter's answers moved today's target by, where the floor let them (negative: taken off). */
  const chosen = target.kcal - planned;
  const goal = dayStepGoal({
    days,
    startDate: active.startDate,
    earlierCuts,
    weightLb: body.weightLb,
    deficitKcal: deficit,
    bonusSteps: active.stepBonus,
  });
  const bonus = active.stepBonus > 0 ? `, and ${count(active.stepBonus)} you chose to add` : "";
  const steps = {
    ...goal,
    reason:
      `${
        goal.baselineSteps === DEFAULT_BASELINE_STEPS
          ? `An average adult's ${count(goal.baselineSteps)} steps (none logged in the two weeks before this cut)`
          : `Your usual ${count(goal.baselineSteps)} steps (logged before this cut)`
      } plus ${count(goal.addedSteps - active.stepBonus)} ` +
      (active.kind === "cut" && shownKcal(chosen) !== 0
        ? `that walk off a quarter of the plan's ${kcal(deficit)} kcal deficit${bonus}; the ${kcal(Math.abs(chosen))} kcal a day you chose to ${
            chosen < 0 ? "take off" : "add"
          } moves your calories, not your steps.`
        : `that walk off a quarter of today's ${kcal(deficit)} kcal deficit${bonus}.`),
  };

  const kind = active.kind === "bulk" ? "bulk" : "cut";
  const expected = expectedChange({
    days: phaseDays,
    startDate: active.startDate,
    onDate,
    startWeightLb: startTrend,
    body,
    multiplier: active.multiplier,
    targetCalories: target.kcal,
    baselineSteps: active.kind === "cut" ? goal.baselineSteps : null,
    kind: active.kind,
    ...(fromLogs && { expenditure: { kcal: paced, sd: learnt.sd, weightLb: body.weightLb } }),
  });
  const measured = measuredChange({ days: phaseDays, fromDate: active.startDate, onDate });
  const plannedLb =
    active.kind === "maintain" ? 0 : plannedChange(kind, target.plannedRate, daysBetween(active.startDate, onDate));
  const actualLb = atStart !== undefined && trendNow !== null ? trendNow - startTrend : null;
  const check = measured && { lb: measured.lb, se: measured.se };
  const dialog = { onDate, startDate: active.startDate, rateSeLb: check?.se ?? 0 };
  const offerAdjustment =
    check !== null &&
    (active.kind === "cut"
      ? offerMaintenanceCalories({ ...dialog, expectedLossLb: -expected.lb, actualLossLb: -check.lb })
      : active.kind === "bulk" &&
        offerBulkAdjustment({ ...dialog, expectedGainLb: expected.lb, actualGainLb: check.lb }));
  const explained = !check || Math.abs(expected.lb - check.lb) <= Math.max(0.5, 1.5 * check.se);
  return {
    phases,
    points,
    startTrend,
    trendNow,
    expenditure,
    expenditureReason:
      switchReason(
        learnt.updates,
        active,
        expenditure.kcal,
        phases.filter((p) => p.startDate < active.startDate).at(-1),
      ) ?? expenditureReason(learnt.updates, showsLearnt, restart ? paced : null),
    target,
    proposal,
    progress: {
      plannedLb,
      expected,
      actualLb,
      check,
      standing: planStanding(kind, plannedLb, check),
      offerAdjustment,
      explained,
    },
    steps,
  };
}
