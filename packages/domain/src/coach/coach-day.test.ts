import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { type ActivePhase, coachDay } from "./coach-day";
import { gainKcalPerLb } from "./energy-density";
import { plannedChange } from "./planned";
import type { DayLog } from "./trend";
import { KG_PER_LB, maintenanceCalories } from "./units";

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

describe("a weigh-in the trend leaves out moves no formula (issue 21: no unexplained move over 150 kcal)", () => {
  // A typo the lifter confirmed as typed (185.2 typed 815.2, or kg typed as lb): the trend leaves it
  // out, and so must the weight the formula and the floor read. Simulated, it moved a cut's target
  // by up to 5,064 kcal for a day, and a learnt cut's floor by 1,246.
  const typed = (days: number, typo: number, at: number): DayLog[] =>
    holding(days, 2300).map((d, i) => (i === at ? { ...d, weightLb: typo } : d));
  // As the server's requireBody reads it: the latest weigh-in before the day, typo or not.
  const asRead = (active: ActivePhase, days: DayLog[], day: number) => {
    const weightLb = days.filter((d) => d.date < addDays(START, day) && d.weightLb !== null).at(-1)!.weightLb!;
    return coachDay({ days, phases: [active], active, body: { ...BODY, weightLb }, onDate: addDays(START, day) });
  };

  for (const [name, active, typo, at] of [
    ["a cut on the formula, 920 lb", cut, 920, 10],
    ["a cut on the formula, 90.7 lb", cut, 90.7, 10],
    ["a bulk on the formula, 90.7 lb", bulk, 90.7, 10],
    ["a learnt cut at its floor, 615 lb", cut, 615, 30],
  ] as const) {
    it(`${name}: the target the day after moves under 150 kcal`, () => {
      const days = typed(40, typo, at);
      const targets = [at, at + 1, at + 2].map((day) => asRead(active, days, day).target.kcal);
      expect(Math.abs(targets[1]! - targets[0]!)).toBeLessThanOrEqual(150);
      expect(Math.abs(targets[2]! - targets[1]!)).toBeLessThanOrEqual(150);
    });
  }

  it("reads a real reading far under a lagging trend, and a far one once the trend follows it", () => {
    const near = holding(20, 2300).map((d, i) => (i >= 10 ? { ...d, weightLb: 195 } : d));
    expect(asRead(cut, near, 11).target.kcal).toBeLessThan(asRead(cut, near, 10).target.kcal);
    const far = holding(20, 2300).map((d, i) => (i >= 10 ? { ...d, weightLb: 225 } : d));
    expect(asRead(cut, far, 11).target.kcal).toBe(asRead(cut, far, 10).target.kcal);
    expect(asRead(cut, far, 13).target.kcal).toBeGreaterThan(asRead(cut, far, 10).target.kcal);
  });
});

describe("a weekly estimate shown on its week's last day and the day after (issue 21: moves under 150 kcal)", () => {
  // A simulated cutter (truth 'apart', seed 20261127): the week ending on day 20 showed 2,629 on
  // that day and 2,478 the next, once day 20's 179.2 lb and 2,740 kcal were in; each within 150 of
  // the week before's 2,547, but 152 apart.
  const w = [174.6, 173.8, 172.4, 171.5, 172.6, 172.4, 175.3, 173.9, 172.6, null, 171, 170.5, 170.8, 174.4, 173.7];
  const weights = [...w, 172.9, 172.9, 173.2, 172.6, null, 179.2];
  const c = [2080, 2020, 2130, 2050, 1870, 3050, 2420, 2140, 2110, 2200, 2010, 2100, 3220, 2600];
  const calories = [...c, null, null, null, null, null, null, 2740];
  const days: DayLog[] = weights.map((weightLb, d) => ({
    date: addDays(START, d),
    weightLb,
    calories: calories[d]!,
    steps: null,
  }));
  const cutter: ActivePhase = { ...cut, startWeightLb: 174.6 };
  const body = { sex: "male", ageYears: 44, heightIn: 69, weightLb: 172.6 } as const;
  const at = (day: number) =>
    coachDay({ days, phases: [cutter], active: cutter, body, onDate: addDays(START, day) }).expenditure;

  it("moves the figure at most 150 kcal from one day to the next", () => {
    const [weekEnd, dayAfter] = [at(20), at(21)];
    expect(weekEnd.fromLogs && dayAfter.fromLogs).toBe(true);
    expect(Math.abs(dayAfter.kcal - weekEnd.kcal)).toBeLessThanOrEqual(150);
  });
});

describe("a cut's 'Decrease Calories' moves calories, not steps (issue 21, item 10)", () => {
  // A cutter eating 2,000 and losing a pound a week, with 8,000 steps logged before the cut.
  const before: DayLog[] = Array.from({ length: 14 }, (_, d) => ({
    date: addDays(START, d - 14),
    weightLb: 200,
    calories: null,
    steps: 8000,
  }));
  const days = [...before, ...holding(22, 2000).map((d, i) => ({ ...d, weightLb: 200 - i / 7 }))];
  const decreased: ActivePhase = { ...cut, calorieOffset: -125 };

  it("takes 125 kcal off the target and leaves the step goal where it was, saying why", () => {
    const asked = on(cut, days, 21);
    const answered = on(decreased, days, 21);
    expect(asked.target.kcal - answered.target.kcal).toBeCloseTo(125, 6);
    expect(answered.steps.stepsPerDay).toBe(asked.steps.stepsPerDay);
    expect(answered.steps.reason).toMatch(
      /^Your usual 8,000 steps \(logged before this cut\) plus [\d,]+ that walk off a quarter of the plan's [\d,]+ kcal deficit; the 125 kcal a day you chose to take off moves your calories, not your steps\.$/,
    );
    expect(asked.steps.reason).toMatch(/that walk off a quarter of today's [\d,]+ kcal deficit\.$/);
  });
});

describe("a goal switch says why the figure shown moved (issue 21)", () => {
  // A cut of five weeks and three days at 2,000 kcal losing a pound a week, then maintenance from day 38.
  const days = holding(38, 2000).map((d, i) => ({ ...d, weightLb: 200 - i / 7 }));
  const maintain: ActivePhase = {
    kind: "maintain",
    startDate: addDays(START, 38),
    multiplier: 1.55,
    rate: null,
    startWeightLb: 195,
    calorieOffset: 0,
    stepBonus: 0,
  };
  const at = (active: ActivePhase, day: number) =>
    coachDay({ days, phases: [cut, maintain], active, body: { ...BODY, weightLb: 195 }, onDate: addDays(START, day) });

  it("names the switch and the figure shown, not the cut's last weekly move", () => {
    const lastCut = at(cut, 37);
    const first = at(maintain, 38);
    expect(first.expenditure.kcal).toBeGreaterThan(lastCut.expenditure.kcal + 50);
    const fig = (n: number) => Math.floor(n).toLocaleString("en-US");
    expect(first.expenditureReason).toBe(
      `Your expenditure estimate moved from ${fig(lastCut.expenditure.kcal)} to ${fig(first.expenditure.kcal)} kcal when you switched to maintenance on 2026-02-12: the coach expects its intake and activity to raise what you burn by about that much; your weigh-ins will confirm or correct it.`,
    );
    expect(first.target.kcal).toBeCloseTo(first.expenditure.kcal, 6);
  });
});

describe("a goal switch the day after a week's update (issue 21)", () => {
  // Five weeks of a cut; maintenance from day 35. The week ending on day 34 was shown that day
  // (decision 0091), so the switch is the only news on day 35: 'from 2,444 to 2,383' stood under
  // maintenance's 2,503 in the walk.
  const days = holding(35, 2000).map((d, i) => ({ ...d, weightLb: 200 - i / 7 }));
  const maintain: ActivePhase = {
    kind: "maintain",
    startDate: addDays(START, 35),
    multiplier: 1.55,
    rate: null,
    startWeightLb: 195,
    calorieOffset: 0,
    stepBonus: 0,
  };
  const at = (active: ActivePhase, day: number) =>
    coachDay({ days, phases: [cut, maintain], active, body: { ...BODY, weightLb: 195 }, onDate: addDays(START, day) });

  it("says the switch's move to the figure shown, from about yesterday's", () => {
    const yesterday = at(cut, 34).expenditure.kcal;
    const today = at(maintain, 35);
    const [, from, to] =
      /^Your expenditure estimate moved from ([\d,]+) to ([\d,]+) kcal when you switched to maintenance on 2026-02-09: /.exec(
        today.expenditureReason ?? "",
      )!;
    expect(Math.abs(Number(from!.replace(",", "")) - yesterday)).toBeLessThan(5);
    expect(Number(to!.replace(",", ""))).toBe(Math.floor(today.target.kcal));
  });
});

describe("a cut → bulk switch says the figure the cut showed (issue 21)", () => {
  // A cut eating 1,900 and holding 200 lb: the logs learn ~1,900, the shown figure walks down 150 a week.
  const days = holding(31, 1900);
  const gain: ActivePhase = { ...bulk, startDate: addDays(START, 31), startWeightLb: 200 };
  const at = (active: ActivePhase, day: number) =>
    coachDay({ days, phases: [cut, gain], active, body: BODY, onDate: addDays(START, day) });

  it("starts the switch's sentence from the cut's last shown figure", () => {
    const lastCut = at(cut, 30);
    const first = at(gain, 31);
    const fig = (n: number) => Math.floor(n).toLocaleString("en-US");
    expect(first.expenditureReason).toMatch(
      new RegExp(
        `^Your expenditure estimate moved from ${fig(lastCut.expenditure.kcal)} to [\\d,]+ kcal when you switched to a bulk`,
      ),
    );
  });
});

describe("a bulker who eats the target the app shows gains the plan (decision 0105)", () => {
  /**
   * Twelve weeks of a 2 lb/month bulk in a closed loop: each morning the lifter weighs (tissue and
   * the start's glycogen water, to 0.1 lb), reads the target, eats and logs it exactly. The body
   * burns the formula's maintenance plus TEF (10 %) and adaptation (14 %, 14 days) of the surplus,
   * NEAT rising by `neatShare` of it (5 days), and 10 kcal/kg × 1.55 of the weight gained, and stores
   * the rest at the coach's own gain density, so the NEAT share is the one thing the coach guesses.
   */
  function follow(neatShare: number) {
    const maintenance = maintenanceCalories(BODY, 1.55);
    const days: DayLog[] = [];
    let tissue = 200;
    let adapt = 0;
    let neat = 0;
    let learntMinusTruthDay42 = Number.NaN;
    for (let d = 0; d < 84; d++) {
      const date = addDays(START, d);
      const water = 0.5 * (1 - Math.exp(-(d + 0.5) / 2.5));
      days.push({ date, weightLb: Math.round((tissue + water) * 10) / 10, calories: null, steps: null });
      const view = coachDay({ days, phases: [bulk], active: bulk, body: BODY, onDate: date });
      const intake = Math.round(view.target.kcal);
      days[d]!.calories = intake;
      const burnt = maintenance + 0.1 * (intake - maintenance) + adapt + neat + 10 * KG_PER_LB * 1.55 * (tissue - 200);
      if (d === 42) learntMinusTruthDay42 = view.expenditure.kcal - burnt;
      adapt += (0.14 * (intake - maintenance) - adapt) / 14;
      neat += (neatShare * (intake - maintenance) - neat) / 5;
      tissue += (intake - burnt) / gainKcalPerLb(BODY);
    }
    return { ratio: (tissue - 200) / plannedChange("bulk", 2, 84), learntMinusTruthDay42 };
  }

  it("does not overshoot when NEAT does not rise with the surplus, as in most overfeeding studies", () => {
    // With a third of the surplus expected as NEAT (Levine 1999), the learnt figure ran 26 kcal high
    // at day 42 and the lifter gained 1.11× the plan.
    const { ratio, learntMinusTruthDay42 } = follow(0);
    expect(ratio).toBeGreaterThan(0.95);
    expect(ratio).toBeLessThan(1.08);
    expect(learntMinusTruthDay42).toBeLessThan(20);
  });

  it("gains the plan when NEAT rises by the share expected, and keeps near it at Levine's third", () => {
    expect(Math.abs(follow(0.15).ratio - 1)).toBeLessThan(0.05);
    expect(follow(0.33).ratio).toBeGreaterThan(0.85);
  });
});
