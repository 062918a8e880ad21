// What the report measures on each lifter: the learnt expenditure against the truth and against the
// oracle on the same logs, the moves the lifter sees, the Monday dialogs against what the body did,
// and where a follower of the targets ended against the plan.
import { type PhaseKind, plannedChange } from "../planned";
import type { SimLifter } from "./lifter";
import { oracleExpenditure } from "./oracle";

export const CHECK_DAYS = [14, 21, 28, 42, 84] as const;

export interface Check {
  day: number;
  truth: number;
  coach: number;
  oracle: number;
}

export interface LifterScore {
  scenario: string;
  checks: Check[];
  /** Bulk proposals the lifter said Yes to (decision 0100). */
  accepted: number;
  /** Largest day-to-day move of the expenditure and of the target shown, goal switches aside (the target's, Yes answers too). */
  expenditureMove: number;
  targetMove: number;
  /**
   * The target's largest move that followed a weight the lifter confirmed as typed when the app asked
   * (until the third weigh-in after it, when the trend lets a far reading go): the lifter's answer,
   * not the app's doing. `targetMove` counts every other move.
   */
  confirmedTypoMove: number;
  /** The expenditure's largest move by cause: the formula on a new weigh-in, its switch to the learnt figure, the learnt figure. */
  moveBy: Record<MoveCause, number>;
  mondays: SimLifter["mondays"];
  /** A single-goal cut or bulk: fat and lean changed by day 84 over the plan's change. */
  outcome: { kind: PhaseKind; ratio: number; flooredShare: number } | null;
}

export type MoveCause = "formula" | "first" | "learnt";

function movesBy(l: SimLifter): Record<MoveCause, number> {
  const out = { formula: 0, first: 0, learnt: 0 };
  for (let d = 1; d < l.views.length; d++) {
    if (l.switchDays.includes(d)) continue;
    const [was, now] = [l.views[d - 1]!, l.views[d]!];
    const cause: MoveCause = !now.fromLogs ? "formula" : was.fromLogs ? "learnt" : "first";
    out[cause] = Math.max(out[cause], Math.abs(now.expenditure - was.expenditure));
  }
  return out;
}

/** Days whose figures read a weight typed wrong that the lifter confirmed: from the day after it to the day after the third weigh-in after it. */
function afterConfirmedTypo(l: SimLifter): number[] {
  return l.confirmedTypoDays.flatMap((typo) => {
    const later = l.logs.flatMap((d, i) => (i > typo && d.weightLb !== null ? [i] : []));
    const until = (later[2] ?? l.logs.length - 1) + 1;
    return Array.from({ length: until - typo }, (_, i) => typo + 1 + i);
  });
}

function largestMove(values: number[], skip: readonly number[]): number {
  let largest = 0;
  for (let d = 1; d < values.length; d++) {
    if (!skip.includes(d)) largest = Math.max(largest, Math.abs(values[d]! - values[d - 1]!));
  }
  return largest;
}

export function scoreLifter(l: SimLifter): LifterScore {
  const input = { logs: l.logs, ...l.person, startWeightLb: l.person.weightLb, population: l.population };
  const checks = CHECK_DAYS.map((day) => {
    const week = l.burntLogged.slice(day - 7, day);
    return {
      day,
      truth: week.reduce((a, b) => a + b, 0) / week.length,
      coach: l.views[day]!.expenditure,
      oracle: oracleExpenditure(input, day),
    };
  });
  const only = l.phases.length === 1 ? l.phases[0]! : null;
  const afterConfirmed = afterConfirmedTypo(l);
  const days = l.tissueLb.length - 1;
  const outcome =
    only && only.kind !== "maintain"
      ? {
          kind: only.kind,
          ratio: (l.tissueLb[days]! - l.tissueLb[0]!) / plannedChange(only.kind, only.rate ?? 0, days),
          flooredShare: l.views.filter((v) => v.floored).length / l.views.length,
        }
      : null;
  return {
    scenario: l.scenario,
    checks,
    expenditureMove: largestMove(
      l.views.map((v) => v.expenditure),
      l.switchDays,
    ),
    // A Yes to the bulk's proposal moves the target as the lifter chose (decision 0100).
    targetMove: largestMove(
      l.views.map((v) => v.target),
      [...l.switchDays, ...l.acceptedDays, ...afterConfirmed],
    ),
    confirmedTypoMove: largestMove(
      l.views.map((v) => v.target),
      l.views.flatMap((_, d) => (afterConfirmed.includes(d) && !l.switchDays.includes(d) ? [] : [d])),
    ),
    accepted: l.acceptedDays.length,
    moveBy: movesBy(l),
    mondays: l.mondays,
    outcome,
  };
}
