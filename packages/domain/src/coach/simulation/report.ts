// One seeded run and its report: the same seed gives the same lifters and figures on every machine.
// `npm run coach:sim` prints it; simulate.test.ts runs a small one.
import { seeded } from "./random";
import { SCENARIOS, simulateLifter } from "./lifter";
import { POPULATIONS, type Population } from "./truth/person";
import { CHECK_DAYS, type LifterScore, scoreLifter } from "./score";
import type { PhaseKind } from "../planned";

export const DEFAULT_SEED = 20_261_127;
/** A move the lifter sees without a goal change must stay under this (kcal, issue 21). */
export const MOVE_LIMIT = 150;
/** Targets against the oracle (issue 21): at day 21 and at day 84. */
export const ORACLE_TARGETS = { 21: 1.3, 84: 2 } as const;

export function runSimulation(o: {
  seed?: number;
  liftersPerScenario: number;
  population?: Population;
}): LifterScore[] {
  const seed = o.seed ?? DEFAULT_SEED;
  const population = o.population ?? POPULATIONS.shared;
  return SCENARIOS.flatMap((scenario, i) => {
    // Each scenario has its own stream, so adding one leaves the others' lifters as they were.
    const rng = seeded(seed + 7919 * i);
    return Array.from({ length: o.liftersPerScenario }, () => scoreLifter(simulateLifter(rng, scenario, population)));
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] ?? Number.NaN;
/** A share in whole per cent; a few among many read "<1 %", never "0 %". */
const pct = (hits: number, of: number) =>
  of === 0 ? "–" : hits > 0 && (100 * hits) / of < 0.5 ? "<1 %" : `${Math.round((100 * hits) / of)} %`;
const share = <T>(xs: readonly T[], hit: (x: T) => boolean) => pct(xs.filter(hit).length, xs.length);
const kcal = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}` : "–");

function table(title: string, head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [`\n${title}`, line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** Coach and oracle median |error| at a check day, and the ratio. */
export function accuracy(scores: readonly LifterScore[], day: number) {
  const at = scores.map((s) => s.checks.find((c) => c.day === day)!);
  const coach = at.map((c) => Math.abs(c.coach - c.truth));
  const oracle = median(at.map((c) => Math.abs(c.oracle - c.truth)));
  return {
    coach: median(coach),
    within100: share(coach, (e) => e <= 100),
    within200: share(coach, (e) => e <= 200),
    oracle,
    ratio: median(coach) / oracle,
  };
}

function expenditureTable(groups: [string, LifterScore[]][]): string {
  const rows = groups.flatMap(([name, scores]) =>
    CHECK_DAYS.map((day) => {
      const a = accuracy(scores, day);
      return [`${name}, day ${day}`, kcal(a.coach), a.within100, a.within200, kcal(a.oracle), a.ratio.toFixed(2)];
    }),
  );
  return table(
    "Learnt expenditure against the truth (the lifter's logged kcal over the 7 days before)",
    ["lifters, day", "median error", "within 100", "within 200", "oracle's median error", "× oracle"],
    rows,
  );
}

function movesTable(groups: [string, LifterScore[]][]): string {
  const over = (s: LifterScore[], move: (x: LifterScore) => number) =>
    `${kcal(Math.max(...s.map(move)))} / ${share(s, (x) => move(x) > MOVE_LIMIT)}`;
  return table(
    `Largest day-to-day move the lifter sees, goal switches and Yes answers aside (kcal / lifters with one over ${MOVE_LIMIT});\n` +
      "the target's after a weight typed wrong and confirmed as typed when asked in a column of its own",
    [
      "lifters",
      "target",
      "after a typo confirmed",
      "expenditure",
      "on the formula",
      "formula → learnt",
      "learnt → learnt",
    ],
    groups.map(([name, s]) => [
      name,
      over(s, (x) => x.targetMove),
      over(s, (x) => x.confirmedTypoMove),
      over(s, (x) => x.expenditureMove),
      over(s, (x) => x.moveBy.formula),
      over(s, (x) => x.moveBy.first),
      over(s, (x) => x.moveBy.learnt),
    ]),
  );
}

type Monday = LifterScore["mondays"][number];

/** Cut and bulk: Mondays of weeks 1–3 (when the dialog can open) against fat and lean since the start. */
function phaseDialogs(scores: readonly LifterScore[], kind: PhaseKind): string[] {
  const early = (m: Monday) => m.kind === kind && m.phaseDay >= 7 && m.phaseDay < 28 && m.expectedLb !== null;
  const gap = (m: Monday) => m.truthLb - m.expectedLb!;
  const behind = (m: Monday) => (kind === "cut" ? gap(m) : Math.abs(gap(m)));
  const stalled = (m: Monday) => behind(m) >= Math.max(1, 0.5 * Math.abs(m.expectedLb!));
  const onPlan = scores.flatMap((s) => s.mondays.filter((m) => early(m) && Math.abs(gap(m)) <= 0.5));
  const stalls = scores.flatMap((s) => {
    const ms = s.mondays.filter(early);
    const first = ms.findIndex(stalled);
    return first < 0 ? [] : [ms.slice(first).some((m) => m.dialog)];
  });
  return [kind, `${onPlan.length}`, share(onPlan, (m) => m.dialog), `${stalls.length}`, share(stalls, (c) => c)];
}

/** Maintenance: Mondays from week 2 with the body within 1 lb of where it started; drifts over 2 lb. */
function maintenanceDialogs(scores: readonly LifterScore[]): string[] {
  const ms = (s: LifterScore) => s.mondays.filter((m) => m.kind === "maintain" && m.phaseDay >= 7);
  const steady = scores.flatMap((s) => ms(s).filter((m) => Math.abs(m.truthLb) < 1));
  const drifts = scores.flatMap((s) => {
    const list = ms(s);
    const first = list.find((m) => Math.abs(m.truthLb) > 2);
    return first ? [list.some((m) => m.dialog && m.day >= first.day && m.day <= first.day + 14)] : [];
  });
  return ["maintain", `${steady.length}`, share(steady, (m) => m.dialog), `${drifts.length}`, share(drifts, (c) => c)];
}

function dialogsTable(scores: readonly LifterScore[]): string {
  return table(
    "Monday dialogs: on-plan Mondays with a dialog (wrong), and stalls caught",
    ["phase", "on-plan Mondays", "with a dialog", "stalls", "caught"],
    [phaseDialogs(scores, "cut"), phaseDialogs(scores, "bulk"), maintenanceDialogs(scores)],
  );
}

function outcomeTable(scores: readonly LifterScore[]): string {
  const rows = (["cut", "bulk"] as const).map((kind) => {
    const o = scores.flatMap((s) => (s.outcome?.kind === kind ? [s.outcome] : []));
    const r = o.map((x) => x.ratio);
    return [
      kind,
      `${o.length}`,
      median(r).toFixed(2),
      `${quantile(r, 0.1).toFixed(2)}–${quantile(r, 0.9).toFixed(2)}`,
      share(r, (x) => Math.abs(x - 1) <= 0.25),
      share(o, (x) => x.flooredShare > 0),
    ];
  });
  return table(
    "Lifters who eat the target shown every day: fat and lean changed by day 84 against the plan",
    ["phase", "lifters", "median / plan", "10th–90th", "within 25 %", "floor ever set the target"],
    rows,
  );
}

function verdict(scores: readonly LifterScore[]): string {
  const at = (day: 21 | 84) => {
    const r = accuracy(scores, day).ratio;
    return `day ${day}: ${r.toFixed(2)}× the oracle (target ≤ ${ORACLE_TARGETS[day]}×) ${r <= ORACLE_TARGETS[day] ? "met" : "MISSED"}`;
  };
  // The target is what the lifter eats; a bulk's shown expenditure moves with its logs, each weekly
  // move told beside the figure its target follows (decision 0097), so it is counted apart.
  const moved = scores.filter((s) => s.targetMove > MOVE_LIMIT).length;
  const confirmed = scores.filter((s) => s.confirmedTypoMove > MOVE_LIMIT);
  const largestConfirmed = Math.max(0, ...confirmed.map((s) => s.confirmedTypoMove));
  const shown = scores.filter((s) => s.expenditureMove > MOVE_LIMIT).length;
  const bulkers = scores.filter((s) => s.scenario !== "cut" && s.scenario !== "maintain");
  const accepted = bulkers.filter((s) => s.accepted > 0).length;
  return [
    "\nAgainst issue 21's targets (all lifters):",
    `  ${at(21)}`,
    `  ${at(84)}`,
    `  target moves over ${MOVE_LIMIT} kcal without a goal change: ${pct(moved, scores.length)} of lifters ${moved === 0 ? "met" : "MISSED"}`,
    `  (target moves over ${MOVE_LIMIT} kcal after a weight typed wrong that the lifter, asked 'did you mean …?', confirmed as typed: ${pct(confirmed.length, scores.length)} of lifters, up to ${kcal(largestConfirmed)} kcal)`,
    `  (expenditure figure moves over ${MOVE_LIMIT} kcal, each told in its sentence: ${pct(shown, scores.length)} of lifters)`,
    `  (bulkers who said Yes to a proposal, whose target then moved as they chose: ${pct(accepted, bulkers.length)})`,
  ].join("\n");
}

const range = ([low, high]: readonly [number, number]) => `${low}–${high}`;

export function formatReport(
  scores: readonly LifterScore[],
  about: { seed: number; perScenario: number; population: Population },
): string {
  const p = about.population;
  const groups: [string, LifterScore[]][] = [
    ...SCENARIOS.map((s): [string, LifterScore[]] => [s.name, scores.filter((x) => x.scenario === s.name)]),
    [`all (${scores.length})`, [...scores]],
  ];
  return [
    `Ironpath coach simulation: seed ${about.seed}, ${about.perScenario} lifters per goal plan, days 0–84.`,
    "Truth: simulation/truth (Hall-type body, per-lifter adaptation, NEAT, lean share, glycogen and salt",
    "water, monthly cycles; lapses, weekends, refeeds, typos; lifters eat the target shown). Sources in",
    "docs/coach-model.md, 'The simulator'. The oracle fits the truth's own model to the same logs.",
    `Lifters '${p.name}', ${p.about}: adaptation ${range(p.adaptShare)} and NEAT ${range(p.neatSurplus)} of a surplus,`,
    `Forbes's lean share × ${range(p.leanBulk)} in a gain, ${range(p.lapseExtra)} more eaten on unlogged days.`,
    expenditureTable(groups),
    movesTable(groups),
    dialogsTable(scores),
    outcomeTable(scores),
    verdict(scores),
  ].join("\n");
}
