// One seeded run: every scenario's lifters simulated, scored and summed up. The same seed gives
// the same lifters, noise and figures on every machine.
import { SCENARIOS, simulateLifter } from "./lifters";
import { seeded } from "./random";
import { type LifterScore, scoreLifter } from "./score";
import { type ScenarioSummary, summarise } from "./summary";

export const DEFAULT_SEED = 20_260_105;

export interface SimulationRun {
  seed: number;
  scenarios: ScenarioSummary[];
  /** Every lifter of every scenario together. */
  all: ScenarioSummary;
}

export function runSimulation(options: { seed?: number; liftersPerScenario: number }): SimulationRun {
  const seed = options.seed ?? DEFAULT_SEED;
  const everyone: LifterScore[] = [];
  const scenarios = SCENARIOS.map((scenario, i) => {
    // Each scenario has its own stream, so adding a scenario does not change the others' lifters.
    const rng = seeded(seed + 7919 * i);
    const scores = Array.from({ length: options.liftersPerScenario }, () => scoreLifter(simulateLifter(rng, scenario)));
    everyone.push(...scores);
    return summarise(scenario.name, scores);
  });
  return { seed, scenarios, all: summarise("all lifters", everyone) };
}
