import { describe, expect, it } from "vitest";
import { SCENARIOS, simulateLifter } from "./lifter";
import { seeded } from "./random";
import { formatReport, runSimulation } from "./report";
import { type BodyTraits, createBody, expenditure, KCAL_PER_KG, liveDay, tissueLb, waterLb } from "./truth/body";
import { cycleWaterKg, POPULATIONS, type Population, samplePerson, typical } from "./truth/person";

const traits: BodyTraits = {
  tee0: 2800,
  rmr0: 1850,
  adaptShare: 0.14,
  neatDeficit: 0.1,
  neatSurplus: 0.3,
  leanCut: 1,
  leanBulk: 1,
  glycogen0: 0.5,
  glycogenWater: 3,
  carbShift: 1,
  saltSensitivity: 1,
};

describe("the simulator's true body", () => {
  it("holds steady at its own maintenance", () => {
    const b = createBody(200, 22, traits);
    for (let d = 0; d < 28; d++) liveDay(b, { kcal: 2800 });
    expect(tissueLb(b)).toBeCloseTo(tissueLb(createBody(200, 22, traits)), 6);
    expect(waterLb(b)).toBeCloseTo(0, 6);
  });

  it("closes energy balance: what was not burnt is in fat, lean and glycogen", () => {
    const b = createBody(180, 15, traits);
    const start = { fat: b.fatKg, lean: b.leanKg, glycogen: b.glycogenKg };
    const rng = seeded(3);
    let unburnt = 0;
    for (let d = 0; d < 84; d++) {
      const kcal = rng.uniform(1500, 3800);
      unburnt += kcal - liveDay(b, { kcal, carbFactor: rng.uniform(0.5, 2), sodiumMg: rng.normal(0, 1500) }).burnt;
    }
    const stored =
      (b.fatKg - start.fat) * KCAL_PER_KG.fat +
      (b.leanKg - start.lean) * KCAL_PER_KG.lean +
      (b.glycogenKg - start.glycogen) * KCAL_PER_KG.glycogen;
    expect(stored).toBeCloseTo(unburnt, 6);
  });

  it("slows a cut: a 200 lb man at −500 kcal a day loses 8–11 lb of tissue in 12 weeks, not 12", () => {
    const b = createBody(200, 25, traits);
    const before = tissueLb(b);
    for (let d = 0; d < 84; d++) liveDay(b, { kcal: 2300 });
    const lost = before - tissueLb(b);
    expect(lost).toBeGreaterThan(8);
    expect(lost).toBeLessThan(11);
    expect(expenditure(b, 2300)).toBeLessThan(2800 - 500 + 300);
  });

  it("spends more of a deficit on lean tissue in a lean body (Forbes)", () => {
    const leanLoss = (fatPct: number) => {
      const b = createBody(180, fatPct, traits);
      const lean0 = b.leanKg;
      const fat0 = b.fatKg;
      for (let d = 0; d < 28; d++) liveDay(b, { kcal: 2300 });
      return (lean0 - b.leanKg) / (lean0 - b.leanKg + fat0 - b.fatKg);
    };
    expect(leanLoss(10)).toBeGreaterThan(leanLoss(30));
  });

  it("drains glycogen water at a cut's start and gets it back at maintenance", () => {
    const b = createBody(180, 18, traits);
    for (let d = 0; d < 7; d++) liveDay(b, { kcal: 2100 });
    expect(waterLb(b)).toBeLessThan(-0.5);
    expect(waterLb(b)).toBeGreaterThan(-4);
    for (let d = 0; d < 14; d++) liveDay(b, { kcal: 2800 });
    expect(Math.abs(waterLb(b))).toBeLessThan(0.05);
  });

  it("holds the water of a salty or carbohydrate-rich day and lets it go within a week", () => {
    const b = createBody(180, 18, traits);
    liveDay(b, { kcal: 3600, carbFactor: 2, sodiumMg: 3000 });
    expect(waterLb(b)).toBeGreaterThan(1);
    for (let d = 0; d < 7; d++) liveDay(b, { kcal: 2800 });
    expect(Math.abs(waterLb(b))).toBeLessThan(0.1);
  });

  it("gives a monthly cycle of water that comes back each cycle", () => {
    const cycle = { days: 28, kg: 1, peakDay: 3 };
    expect(cycleWaterKg(cycle, 3)).toBeCloseTo(1, 6);
    expect(cycleWaterKg(cycle, 17)).toBeCloseTo(0, 6);
    expect(cycleWaterKg(cycle, 31)).toBeCloseTo(cycleWaterKg(cycle, 3), 6);
    expect(cycleWaterKg(null, 3)).toBe(0);
  });
});

describe("the simulated lifters and the report", () => {
  it("draws the 'apart' lifters off the middles the coach assumes, and tells the oracle their own", () => {
    const draw = (population: Population) => {
      const rng = seeded(11);
      return Array.from({ length: 400 }, () => samplePerson(rng, population).traits);
    };
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const shared = draw(POPULATIONS.shared);
    const apart = draw(POPULATIONS.apart);
    // The coach assumes Forbes × 2 for a lifter's gain (decision 0069); `shared` keeps Levine's NEAT
    // middle, above the coach's 15 % since decision 0105 (the truth is not moved to the coach).
    expect(mean(shared.map((t) => t.leanBulk))).toBeCloseTo(2, 1);
    expect(mean(apart.map((t) => t.leanBulk))).toBeLessThan(1.4);
    expect(mean(apart.map((t) => t.neatSurplus))).toBeLessThan(0.12);
    expect(typical(POPULATIONS.apart).traits.leanBulk).toBe(1.25);
    expect(typical(POPULATIONS.shared).traits.neatSurplus).toBeCloseTo(0.275, 9);
  });

  it("gives the same lifter for the same seed, eating what the app shows", () => {
    const a = simulateLifter(seeded(7), SCENARIOS[0]!);
    const b = simulateLifter(seeded(7), SCENARIOS[0]!);
    expect(a.logs).toEqual(b.logs);
    const logged = a.logs.flatMap((d, i) => (d.calories === null ? [] : [d.calories / a.views[i]!.target]));
    logged.sort((x, y) => x - y);
    expect(logged[logged.length >> 1]).toBeGreaterThan(0.8);
    expect(logged[logged.length >> 1]).toBeLessThan(1.3);
  });

  it("prints a row for every goal plan and check day, the oracle's ratio and the verdicts", () => {
    const population = POPULATIONS.apart;
    const scores = runSimulation({ liftersPerScenario: 3, population });
    const report = formatReport(scores, { seed: 1, perScenario: 3, population });
    expect(report).toContain("Lifters 'apart', drawn from other sources' ranges");
    for (const s of SCENARIOS)
      for (const day of [14, 21, 28, 42, 84]) expect(report).toContain(`${s.name}, day ${day}`);
    expect(report).toContain("× oracle");
    expect(report).toMatch(/day 21: \d+\.\d\d× the oracle/);
    expect(report).toContain("Monday dialogs");
    expect(report).toContain("against the plan");
    // Twelve lifters' closed loops: seconds on a loaded machine.
  }, 30_000);
});
