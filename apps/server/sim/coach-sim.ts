// npm run coach:sim [-- --lifters 400 --seed 20261127 --truth shared|apart|both]: simulated lifters,
// whose truth is written apart from the coach's model, through the coach's own domain code, against
// an oracle fit on the same logs; the lifters drawn around the coach's own middles ('shared'), from
// other sources' ranges ('apart'), or both. See packages/domain/src/coach/simulation/README.md.
import { DEFAULT_SEED, formatReport, runSimulation } from "@ironpath/domain/coach/simulation/report";
import { POPULATIONS } from "@ironpath/domain/coach/simulation/truth/person";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

function truths() {
  const at = process.argv.indexOf("--truth");
  const value = at >= 0 ? process.argv[at + 1] : "both";
  if (value === "both") return [POPULATIONS.shared, POPULATIONS.apart];
  if (value === "shared" || value === "apart") return [POPULATIONS[value]];
  throw new Error("--truth must be shared, apart or both");
}

const perScenario = option("lifters", 400);
const seed = option("seed", DEFAULT_SEED);
for (const population of truths()) {
  const started = Date.now();
  const scores = runSimulation({ seed, liftersPerScenario: perScenario, population });
  console.log(formatReport(scores, { seed, perScenario, population }));
  console.log(`\nRan in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}
