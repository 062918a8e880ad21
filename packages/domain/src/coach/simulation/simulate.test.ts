import { describe, expect, it } from "vitest";
import { createBody, expenditure, liveDay, tissueLb } from "./body-model";
import { SCENARIOS, SIM_DAYS, simulateLifter } from "./lifters";
import { seeded } from "./random";
import { runSimulation } from "./run";
import type { Share } from "./summary";

const rate = (s: Share) => s.hits / s.of;

describe("the simulated body", () => {
  it("holds steady at its maintenance and loses less than 3,500 kcal/lb says when lean", () => {
    const body = createBody(180, 15, 2700, 1780, 1.55);
    for (let d = 0; d < 7; d++) liveDay(body, 2700, 0);
    expect(tissueLb(body)).toBeCloseTo(180, 6);
    for (let d = 0; d < 84; d++) liveDay(body, 2200, 0);
    // Forbes: a lean body loses more lean (and so more lb) per kcal; adaptation claws some back.
    expect(180 - tissueLb(body)).toBeGreaterThan(8);
    expect(180 - tissueLb(body)).toBeLessThan(16);
    expect(expenditure(body, 2200)).toBeLessThan(2700 - 100);
  });

  it("gives the same lifter for the same seed", () => {
    const a = simulateLifter(seeded(7), SCENARIOS[0]!);
    const b = simulateLifter(seeded(7), SCENARIOS[0]!);
    expect(a.logs).toEqual(b.logs);
    expect(a.logs).toHaveLength(SIM_DAYS);
  });
});

describe("the coach on simulated lifters (a short seeded run; npm run coach:sim runs the long one)", () => {
  const run = runSimulation({ liftersPerScenario: 25 });

  it("learns expenditure better than the formula", () => {
    const [day21, day42] = run.all.expenditure;
    expect(rate(day21!.coach)).toBeGreaterThan(rate(day21!.formula));
    expect(rate(day42!.coach)).toBeGreaterThan(0.55);
    expect(day42!.coachMedian).toBeLessThan(100);
  });

  it("never moves the shown expenditure more than 150 kcal a week after its first estimate", () => {
    expect(run.all.jumps.coach.over.hits).toBe(0);
  });

  it("opens a Monday dialog in under 5 % of on-plan weeks and catches most stalls, unlike the raw rule", () => {
    expect(rate(run.all.onPlan.coach)).toBeLessThan(0.05);
    expect(rate(run.all.onPlan.raw)).toBeGreaterThan(0.1);
    expect(rate(run.all.stalls.coach)).toBeGreaterThan(0.5);
  });
});
