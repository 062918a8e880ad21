// The simulation's figures per scenario: how close the expenditure gets, how much it jumps, and how
// the Monday dialogs do on weeks that are on plan and on lifters who really stalled.
import type { LifterScore } from "./score";

/** A Monday is on plan when the body is within 0.25 lb of what the logs predict (behind, for a cut). */
export const ON_PLAN_LB = 0.25;
/**
 * A lifter really stalled when, by the last Monday of week 3, the body has done less than half of
 * what the logs predict (a bulk: less than half or more than half again), and by 1 lb or more.
 */
export const STALL_LB = 1;
export const STALL_SHARE = 0.5;
export const JUMP_KCAL = 150;
export const CLOSE_KCAL = 100;

export interface Share {
  hits: number;
  of: number;
}

export interface ScenarioSummary {
  scenario: string;
  lifters: number;
  /** Per check day: lifters within 100 kcal, and the median absolute error. */
  expenditure: {
    day: number;
    formula: Share;
    window: Share;
    weekly: Share;
    coach: Share;
    coachMedian: number;
    formulaMedian: number;
  }[];
  /** Lifters with a week-to-week move over 150 kcal after the first estimate, and the largest move. */
  jumps: Record<"coach" | "learnt" | "weekly", { over: Share; largest: number }>;
  firstMoveMax: number;
  onPlan: { coach: Share; raw: Share };
  stalls: { coach: Share; raw: Share };
}

const share = <T>(items: readonly T[], hit: (t: T) => boolean): Share => ({
  hits: items.filter(hit).length,
  of: items.length,
});
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : Number.NaN;
};

function jumps(scores: readonly LifterScore[], jump: (s: LifterScore) => number) {
  // Rounded as shown: a capped move of 150.0000001 kcal is a 150 kcal move.
  return {
    over: share(scores, (s) => Math.round(jump(s)) > JUMP_KCAL),
    largest: Math.max(0, ...scores.map(jump)),
  };
}

export function isOnPlan(kind: LifterScore["kind"], gap: number): boolean {
  return kind === "cut" ? gap <= ON_PLAN_LB : Math.abs(gap) <= ON_PLAN_LB;
}

export function isStalled(s: LifterScore): boolean {
  const last = s.mondays.at(-1);
  if (!last) return false;
  const gap = s.kind === "cut" ? last.truthGapLb : Math.abs(last.truthGapLb);
  return gap >= Math.max(STALL_LB, STALL_SHARE * Math.abs(last.expectedLb));
}

export function summarise(scenario: string, scores: readonly LifterScore[]): ScenarioSummary {
  const days = scores[0]?.expenditure.map((e) => e.day) ?? [];
  const expenditure = days.map((day, i) => {
    const at = scores.map((s) => s.expenditure[i]!);
    const close = (pick: (e: (typeof at)[number]) => number | null) =>
      share(at, (e) => {
        const v = pick(e);
        return v !== null && Math.abs(v - e.truth) <= CLOSE_KCAL;
      });
    return {
      day,
      formula: close((e) => e.formula),
      window: close((e) => e.window),
      weekly: close((e) => e.weekly),
      coach: close((e) => e.coach),
      coachMedian: median(at.map((e) => Math.abs(e.coach - e.truth))),
      formulaMedian: median(at.map((e) => Math.abs(e.formula - e.truth))),
    };
  });
  const onPlan = scores.flatMap((s) => s.mondays.filter((m) => isOnPlan(s.kind, m.truthGapLb)));
  const stalled = scores.filter(isStalled);
  return {
    scenario,
    lifters: scores.length,
    expenditure,
    jumps: {
      coach: jumps(scores, (s) => s.coachJump),
      learnt: jumps(scores, (s) => s.learntJump),
      weekly: jumps(scores, (s) => s.weeklyJump),
    },
    firstMoveMax: Math.max(0, ...scores.map((s) => s.firstMove)),
    onPlan: { coach: share(onPlan, (m) => m.coach), raw: share(onPlan, (m) => m.raw) },
    stalls: {
      coach: share(stalled, (s) => s.mondays.some((m) => m.coach)),
      raw: share(stalled, (s) => s.mondays.some((m) => m.raw)),
    },
  };
}
