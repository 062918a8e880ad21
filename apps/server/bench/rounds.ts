// Alternating rounds: a call and its reference run turn about, so the machine's drift (other
// processes, CPU frequency) hits both alike, and each round gives one ratio.
import type { Call, Job, LoadGenerator, Summary } from "./load-generator.js";

export interface Side {
  origin: string;
  calls: Call[];
  cookie?: string;
  /** Several lifters instead, connection i playing lifter i mod their number. */
  users?: { cookie: string; calls: Call[] }[];
}

export interface Rounds {
  a: Summary[];
  b: Summary[];
  /** a's requests/s ÷ b's, one per round. */
  ratios: number[];
}

export interface RoundPlan {
  rounds: number;
  seconds: number;
  connections: number;
  /** Run after each side's round: the state one round leaves (dead rows, a long WAL) not met by the next. */
  between?: () => Promise<void>;
}

const job = (side: Side, plan: RoundPlan, seconds: number): Job => ({
  origin: side.origin,
  connections: plan.connections,
  seconds,
  users: side.users ?? [{ ...(side.cookie ? { cookie: side.cookie } : {}), calls: side.calls }],
});

/** Runs one side, refusing any result with errors or non-2xx answers. */
export async function measure(gen: LoadGenerator, name: string, j: Job): Promise<Summary> {
  const s = await gen.run(j);
  if (s.non2xx > 0 || s.errors > 0) {
    throw new Error(
      `${name}: ${s.non2xx} non-2xx answers, ${s.errors} socket errors (${JSON.stringify(s.statusCodes)})`,
    );
  }
  return s;
}

export async function alternate(
  gen: LoadGenerator,
  plan: RoundPlan,
  a: [string, Side],
  b: [string, Side],
): Promise<Rounds> {
  // A short warm-up of each side first: the JIT and the caches, not the first second, are measured.
  for (const [name, side] of [a, b]) await measure(gen, name, job(side, plan, 1));
  const result: Rounds = { a: [], b: [], ratios: [] };
  for (let round = 0; round < plan.rounds; round += 1) {
    const first = await measure(gen, a[0], job(a[1], plan, plan.seconds));
    await plan.between?.();
    const second = await measure(gen, b[0], job(b[1], plan, plan.seconds));
    await plan.between?.();
    result.a.push(first);
    result.b.push(second);
    result.ratios.push(first.rps / second.rps);
  }
  return result;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export const spread = (values: number[], digits = 2) =>
  `${median(values).toFixed(digits)} [${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}]`;

/** A plain text table: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
