// One simulated lifter, day by day, in a closed loop: each morning they weigh in (maybe), open the
// app, and eat the target it shows them (off by their own adherence), with weekends, lapses,
// refeeds and typos. The body (truth/) lives the day; the app (app-view.ts) sees only the logs.
import { addDays, isMonday, weekday } from "../calendar";
import type { CoachPhaseKind } from "../phase-start";
import { gainChoices, lossChoices } from "../targets";
import type { Random } from "./random";
import type { PaceRestart } from "../bulk-pace";
import { type AppView, appView, askAboutWeight, type DayLog, type LifterPhase } from "./app-view";
import { bodyKg, createBody, KG_PER_LB, liveDay, tissueLb, waterLb } from "./truth/body";
import { cycleWaterKg, type Person, POPULATIONS, type Population, samplePerson } from "./truth/person";

/** Days 0–84 are lived; the app is read on each, so day 84's figures read 12 full weeks. */
export const SIM_DAYS = 85;
const FIRST_MONDAY = "2026-01-05";
/** Typos per entry, of kinds the app accepts (50–1,000 lb; 0–15,000 kcal). */
const WEIGHT_TYPO = 0.006;
const CALORIE_TYPO = 0.008;
const LAPSE_WEIGHS = 0.3;
/** Asked about a mistyped weight, most lifters put it right. */
const CORRECTS_TYPO = 0.85;
const SODIUM_SD_MG = 700;

export interface Scenario {
  name: string;
  /** Goals the lifter sets, from a day. */
  plan: { kind: CoachPhaseKind; fromDay: number }[];
}

export const SCENARIOS: Scenario[] = [
  { name: "cut", plan: [{ kind: "cut", fromDay: 0 }] },
  { name: "bulk", plan: [{ kind: "bulk", fromDay: 0 }] },
  { name: "maintain", plan: [{ kind: "maintain", fromDay: 0 }] },
  {
    name: "cut → maintain → bulk",
    plan: [
      { kind: "cut", fromDay: 0 },
      { kind: "maintain", fromDay: 35 },
      { kind: "bulk", fromDay: 56 },
    ],
  },
];

export interface MondayRecord {
  day: number;
  kind: CoachPhaseKind;
  phaseDay: number;
  dialog: boolean;
  expectedLb: number | null;
  /** Fat and lean changed since the phase began (lb): the truth the dialog is about. */
  truthLb: number;
}

export interface SimLifter {
  scenario: string;
  population: Population;
  person: Person;
  startDate: string;
  phases: LifterPhase[];
  logs: DayLog[];
  /** The app as the lifter saw it each morning. */
  views: AppView[];
  /** True expenditure each day, in the lifter's logged kcal (what eating steady would log as). */
  burntLogged: number[];
  /** Morning fat + lean (lb), days 0..SIM_DAYS. */
  tissueLb: number[];
  /** Morning glycogen and salt water above the start (lb). */
  waterLb: number[];
  switchDays: number[];
  /** Days the lifter said Yes to the bulk's proposal: a move they chose, told (decision 0100). */
  acceptedDays: number[];
  /** Days the lifter, asked 'did you mean …?' about a weight typed wrong, said it was right. */
  confirmedTypoDays: number[];
  mondays: MondayRecord[];
}

/** A typed weight gone wrong in a way the form accepts: two digits swapped, kg typed as lb, a digit lost. */
function weightTypo(rng: Random, lb: number): number {
  const kind = rng.pick(["swap", "kg", "drop"] as const);
  const text = lb.toFixed(1);
  const typed =
    kind === "kg"
      ? lb * KG_PER_LB
      : kind === "swap"
        ? Number(text[1]! + text[0]! + text.slice(2))
        : Number(text.slice(1));
  return typed >= 50 && typed <= 1000 ? typed : lb * KG_PER_LB;
}

/** A day's calories typed wrong: a digit lost, a zero too many, or only part of the day. */
function calorieTypo(rng: Random, kcal: number): number {
  const kind = rng.pick(["drop", "zero", "part"] as const);
  if (kind === "zero" && kcal * 10 <= 15_000) return kcal * 10;
  if (kind === "drop") return Math.round(kcal / 10);
  return Math.round(kcal * rng.uniform(0.3, 0.6));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The weight that counts: what the lifter types, and when the app asks about it ('did you mean …?'),
 * what they answer: a typo is put right 85 % of the time and confirmed as typed otherwise; a true
 * reading is confirmed. Before the first weigh-in counts, User Info's weight is what it is asked against.
 */
function typedWeight(
  rng: Random,
  counted: readonly DayLog[],
  date: string,
  reading: number,
  userInfoWeightLb: number,
): { weightLb: number; confirmedTypo: boolean } {
  const typo = rng.chance(WEIGHT_TYPO);
  const typed = typo ? round1(weightTypo(rng, reading)) : reading;
  if (!askAboutWeight(counted, date, typed, userInfoWeightLb)) return { weightLb: typed, confirmedTypo: false };
  const corrected = typo && rng.chance(CORRECTS_TYPO);
  return { weightLb: corrected ? reading : typed, confirmedTypo: typo && !corrected };
}
const pickRate = (rng: Random, choices: { value: number; recommended: boolean }[]) =>
  rng.pick(choices.filter((c) => c.recommended).map((c) => c.value));

export function simulateLifter(
  rng: Random,
  scenario: Scenario,
  population: Population = POPULATIONS.shared,
): SimLifter {
  const person = samplePerson(rng, population);
  const { habits: h } = person;
  const body = createBody(person.weightLb, person.fatPct, person.traits);
  const startDate = addDays(FIRST_MONDAY, Math.floor(rng.uniform(0, 7)));
  const who = { sex: person.sex, ageYears: person.ageYears, heightIn: person.heightIn };
  const l: SimLifter = {
    scenario: scenario.name,
    population,
    person,
    startDate,
    phases: [],
    logs: [],
    views: [],
    burntLogged: [],
    tissueLb: [],
    waterLb: [],
    switchDays: scenario.plan.slice(1).map((p) => p.fromDay),
    acceptedDays: [],
    confirmedTypoDays: [],
    mondays: [],
  };
  let gut = rng.normal(0, h.scaleSd);
  let lapsing = false;
  let paceRestart: PaceRestart | null = null;
  for (let day = 0; day < SIM_DAYS; day++) {
    const date = addDays(startDate, day);
    const step = scenario.plan.find((p) => p.fromDay === day);
    const lastWeight = l.logs.filter((d) => d.weightLb !== null).at(-1)?.weightLb ?? person.weightLb;
    if (step) {
      const rate =
        step.kind === "cut"
          ? pickRate(rng, lossChoices(lastWeight))
          : step.kind === "bulk"
            ? pickRate(rng, gainChoices(lastWeight))
            : null;
      l.phases.push({
        kind: step.kind,
        startDate: date,
        multiplier: person.multiplier,
        rate,
        startWeightLb: lastWeight,
      });
    }
    const phase = l.phases.at(-1)!;
    lapsing = lapsing ? !rng.chance(1 / h.lapseDays) : rng.chance(h.lapseStart);
    // Morning: the scale reads tissue, glycogen and salt water, the cycle, the gut and the timing.
    gut = h.scalePhi * gut + Math.sqrt(1 - h.scalePhi ** 2) * rng.normal(0, h.scaleSd);
    const late = rng.chance(0.03) ? rng.uniform(1, 3) : 0;
    const scale = (bodyKg(body) + cycleWaterKg(person.cycle, day)) / KG_PER_LB + gut + late;
    l.tissueLb.push(tissueLb(body));
    l.waterLb.push(waterLb(body));
    const weighed = rng.chance(lapsing ? LAPSE_WEIGHS : h.weighs);
    const typed = weighed ? typedWeight(rng, l.logs, date, round1(scale), person.weightLb) : null;
    if (typed?.confirmedTypo) l.confirmedTypoDays.push(day);
    const weightLb = typed?.weightLb ?? null;
    const log: DayLog = { date, weightLb, calories: null, steps: null };
    l.logs.push(log);
    const monday = isMonday(date);
    const read = () =>
      appView({
        days: l.logs,
        phases: l.phases,
        person: who,
        startWeightLb: person.weightLb,
        onDate: date,
        paceRestart,
      });
    const asked = read();
    // A lifter asked to move the bulk's target to what the logs learnt says Yes (decision 0100).
    if (monday && asked.dialog && asked.proposal) {
      paceRestart = asked.proposal;
      l.acceptedDays.push(day);
    }
    const view = asked.proposal !== null && paceRestart === asked.proposal ? read() : asked;
    l.views.push(view);
    if (monday) {
      const from = scenario.plan.filter((p) => p.fromDay <= day).at(-1)!.fromDay;
      l.mondays.push({
        day,
        kind: phase.kind,
        phaseDay: day - from,
        dialog: asked.dialog,
        expectedLb: asked.expectedLb,
        truthLb: tissueLb(body) - l.tissueLb[from]!,
      });
    }
    // The day's eating: the target as the lifter's log would read it, then what the log misses.
    const weekend = weekday(date) === 0 || weekday(date) === 6;
    const refeed = phase.kind === "cut" && weekday(date) === 6 && h.refeedKcal > 0;
    const planned = (view.target / (1 + h.logBias)) * (1 + h.adherenceBias) * rng.normal(1, h.adherenceNoise);
    const extra = (weekend ? h.weekendKcal : 0) + (refeed ? h.refeedKcal : 0);
    const eaten = Math.max(0, (planned + extra) * (lapsing ? 1 + h.lapseExtra : 1));
    const logsFood = !lapsing && rng.chance(h.logs);
    if (logsFood) {
      const seen =
        (planned + (weekend ? h.weekendKcal * h.weekendLogged : 0) + (refeed ? h.refeedKcal : 0)) * (1 + h.logBias);
      const typed = Math.round((seen * rng.normal(1, h.logNoise)) / 10) * 10;
      log.calories = Math.max(0, rng.chance(CALORIE_TYPO) ? calorieTypo(rng, typed) : typed);
    }
    const sodiumMg = rng.normal(0, SODIUM_SD_MG) + (weekend ? h.weekendSodiumMg : 0);
    const lived = liveDay(body, { kcal: eaten, carbFactor: refeed ? 1.8 : 1, sodiumMg });
    l.burntLogged.push(lived.burnt * (1 + h.logBias));
  }
  l.tissueLb.push(tissueLb(body));
  l.waterLb.push(waterLb(body));
  return l;
}
