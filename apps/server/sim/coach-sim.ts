// npm run coach:sim [-- --lifters 400 --seed 20261127]: simulated lifters, whose truth is written
// apart from the coach's model, through the coach's own domain code, against an oracle fit on the
// same logs. See packages/domain/src/coach/simulation/README.md.
import { DEFAULT_SEED, formatReport, runSimulation } from "@ironpath/domain/coach/simulation/report";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const perScenario = option("lifters", 400);
const seed = option("seed", DEFAULT_SEED);
const started = Date.now();
const scores = runSimulation({ seed, liftersPerScenario: perScenario });
console.log(formatReport(scores, { seed, perScenario }));
console.log(`\nRan in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
