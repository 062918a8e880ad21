import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { type ActivePhase, coachDay } from "./coach-day";
import type { DayLog } from "./trend";

const BODY = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 200 } as const;
const START = "2026-01-05";
const bulk: ActivePhase = {
  kind: "bulk",
  startDate: START,
  multiplier: 1.55,
  rate: 2,
  startWeightLb: 200,
  calorieOffset: 0,
  stepBonus: 0,
};
const cut: ActivePhase = { ...bulk, kind: "cut", rate: 1 };

/** A lifter who eats `calories` a day and whose weight holds at 200 lb: the formula's 2,763 is far off. */
const holding = (days: number, calories: number): DayLog[] =>
  Array.from({ length: days }, (_, d) => ({ date: addDays(START, d), weightLb: 200, calories, steps: null }));

const on = (active: ActivePhase, days: DayLog[], day: number) =>
  coachDay({ days, phases: [active], active, body: BODY, onDate: addDays(START, day) });

describe("a bulk's figures as its logs speak (decision 0097)", () => {
  // Eats 3,600 and holds his weight: he burns about 3,600, some 700 over what the formula starts at.
  const days = holding(57, 3600);

  it("shows the expenditure its logs have learnt, with its range, not a figure 150 kcal from the formula", () => {
    const before = on(bulk, days, 13);
    const first = on(bulk, days, 14);
    expect(before.expenditure.fromLogs).toBe(false);
    expect(first.expenditure.fromLogs).toBe(true);
    expect(first.expenditure.kcal - before.expenditure.kcal).toBeGreaterThan(300);
    expect(first.expenditure.sd).toBeLessThan(200);
  });

  it("moves the target at most 150 kcal a week, and says so beside the figure it follows", () => {
    const targets = [13, 14, 15, 20, 21, 22, 27, 28, 29].map((day) => on(bulk, days, day).target.kcal);
    for (let i = 1; i < targets.length; i++) {
      expect(Math.abs(targets[i]! - targets[i - 1]!)).toBeLessThanOrEqual(150 + 1e-9);
    }
    expect(targets.at(-1)! - targets[0]!).toBeGreaterThan(300);
    const day = on(bulk, days, 14);
    expect(day.expenditureReason).toMatch(
      /^Your expenditure estimate moved from [\d,]+ to [\d,]+ kcal in the week ending 2026-01-18, learnt from your intake and trend weight; your target follows it at most 150 kcal a week, so it is set from [\d,]+ kcal\.$/,
    );
  });

  it("reaches what the logs show once the target has caught up", () => {
    const late = on(bulk, days, 56);
    expect(Math.abs(late.expenditure.kcal - 3600)).toBeLessThan(150);
    expect(late.expenditureReason).toMatch(/; your target follows it\.$/);
  });

  it("keeps a cut's shown figure moving at most 150 kcal a week", () => {
    const cutDays = holding(22, 1900);
    const shown = [13, 14, 21].map((day) => on(cut, cutDays, day).expenditure.kcal);
    expect(shown[0]! - shown[1]!).toBeCloseTo(150, 6);
    expect(shown[1]! - shown[2]!).toBeCloseTo(150, 6);
  });
});

describe("a bulk's Monday proposal in weeks 1-3 (decision 0100)", () => {
  // Eats 3,600 and holds his weight: at day 14 the logs know it, the paced target is far behind.
  const days = holding(43, 3600);
  const monday = on(bulk, days, 14);
  const accepted: ActivePhase = {
    ...bulk,
    paceRestart: { date: addDays(START, 14), kcal: monday.proposal?.expenditureKcal ?? 0 },
  };

  it("offers the target set from the learnt figure when the paced one lags it by more than its SD", () => {
    expect(monday.proposal).not.toBeNull();
    const p = monday.proposal!;
    expect(p.expenditureKcal - p.pacedKcal).toBeGreaterThan(p.sd);
    expect(p.expenditureKcal).toBe(monday.expenditure.kcal);
    expect(p.targetKcal - monday.target.kcal).toBeCloseTo(p.expenditureKcal - p.pacedKcal, 6);
  });

  it("moves the target there on a Yes, and paces from it without counting the move again", () => {
    expect(on(accepted, days, 14).target.kcal).toBeCloseTo(monday.proposal!.targetKcal, 6);
    for (const day of [21, 28, 35, 42]) {
      const after = on(accepted, days, day);
      const unpaced = on(bulk, days, day);
      // Followed from the accepted figure: never past what the logs learnt, however far the paced one catches up.
      expect(
        Math.abs(after.target.kcal - (after.expenditure.kcal + (monday.target.kcal - monday.proposal!.pacedKcal))),
      ).toBeLessThan(after.expenditure.sd);
      expect(after.target.kcal).toBeGreaterThanOrEqual(unpaced.target.kcal - 1e-9);
      expect(after.proposal).toBeNull();
    }
    expect(on(accepted, days, 42).target.kcal).toBeCloseTo(on(bulk, days, 42).target.kcal, -1);
  });

  it("keeps the paced target on a No, and offers nothing when the lag is within the estimate's noise", () => {
    expect(on(bulk, days, 14).target.kcal).toBe(monday.target.kcal);
    const onPlan = holding(22, 0).map((d, i) => ({ ...d, calories: monday.target.kcal, weightLb: 200 + i * 0.066 }));
    expect(on(bulk, onPlan, 14).proposal).toBeNull();
  });

  it("offers nothing after week 3", () => {
    expect(on(bulk, holding(43, 3600), 28).proposal).toBeNull();
  });
});
