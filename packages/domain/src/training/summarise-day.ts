import type { ExerciseType } from "./exercise-type";
import type { StoredEntry } from "./logged-entries";
import type { PerformedSet } from "./strength/e1rm";
import { liftBests, recordsSet } from "./strength/records";
import { WHOLE_EXERCISE_SET, wholeExerciseSets } from "./set-count";
import { sessionsOf } from "./strength/sessions";

// What a finished day adds up to, for the finish screen: how long it took (first save to last),
// how many sets, how much weight was moved, and the records set on it (strength/records.ts). Its
// warm-up sets are said apart: they count in the time taken, never as sets or volume (0066).

/** One logged entry of the day, with what its program row prescribes. */
export interface DayEntry extends StoredEntry {
  exerciseId: string;
  exerciseName: string;
  /** The sets the row prescribes: a quick entry stands for each of them. */
  prescribedSets: number;
  /** How the exercise is logged (decision 0053): what its volume and records are. */
  exerciseType: ExerciseType;
  /** ISO timestamp of the save (of the last correction, when corrected). */
  loggedAt: string;
}

export type DayRecord =
  | { kind: "e1rm"; exerciseName: string; value: number; previous: number | null; set: PerformedSet }
  | {
      kind: "reps";
      exerciseName: string;
      exerciseType: ExerciseType;
      weight: number;
      reps: number;
      previous: number | null;
    }
  /** A timed hold longer than any before (decision 0053). */
  | { kind: "seconds"; exerciseName: string; seconds: number; previous: number };

export interface DaySummary {
  startedAt: string | null;
  finishedAt: string | null;
  /** From the first save of the day to the last; null before any. */
  durationSeconds: number | null;
  sets: number;
  /** Warm-up sets logged as warm-ups (decision 0066): said apart, counted in no other figure. */
  warmUpSets: number;
  /** Σ weight × reps over every set of a weight × reps exercise (decision 0053), in lbs. */
  volume: number;
  records: DayRecord[];
}

/**
 * The seconds from the first of a day's saves to its last; null with none. A time that is no
 * instant (a JSON import's `loggedAt` passes a pattern, not a calendar: decision 0047) is left out,
 * so the figure is never NaN, which no answer's schema lets out (a 500).
 */
export function savesDuration(times: readonly string[]): number | null {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const ms of times.map((t) => Date.parse(t)).filter(Number.isFinite)) {
    first = Math.min(first, ms);
    last = Math.max(last, ms);
  }
  return last >= first ? Math.round((last - first) / 1000) : null;
}

interface RowSets {
  exerciseId: string;
  exerciseName: string;
  exerciseType: ExerciseType;
  /** What was done, each set once. */
  sets: PerformedSet[];
  /** How many sets those stand for. */
  count: number[];
}

/**
 * Each row's sets as sessions.ts reads a session, counted by set-count.ts (decision 0048): its
 * advanced-entry sets when it has any, else its quick entry standing for every prescribed set.
 */
function setsByRow(entries: readonly DayEntry[]): RowSets[] {
  const rowOf = new Map(entries.map((e) => [e.rowId, e]));
  // One day's entries: one session per row.
  return sessionsOf(entries.map((e) => ({ ...e, performedOn: "" }))).map((session) => {
    const { exerciseId, exerciseName, exerciseType, prescribedSets } = rowOf.get(session.rowId) as DayEntry;
    const whole = session.sets[0]?.set === WHOLE_EXERCISE_SET;
    return {
      exerciseId,
      exerciseName,
      exerciseType,
      sets: session.sets.map(({ weight, reps, rpe, seconds }) => ({ weight, reps, rpe, seconds })),
      count: session.sets.map(() => (whole ? wholeExerciseSets(prescribedSets) : 1)),
    };
  });
}

/**
 * The day's figures and records. `history` holds each lift's sets from before the day, by exercise
 * id (any order); a lift with none there sets no record: its first session is the baseline.
 */
export function summariseDay(
  entries: readonly DayEntry[],
  history: ReadonlyMap<string, readonly PerformedSet[]>,
  warmUps: readonly { loggedAt: string }[] = [],
): DaySummary {
  const rows = setsByRow(entries);
  let sets = 0;
  let volume = 0;
  for (const row of rows) {
    row.sets.forEach((s, i) => {
      const times = row.count[i] ?? 1;
      sets += times;
      // A belt's +25 lb on a pull-up is not the load moved (the body is): no volume is made up.
      if (row.exerciseType === "weight_reps") volume += times * s.weight * s.reps;
    });
  }

  const times = [...entries, ...warmUps].map((e) => e.loggedAt).sort();
  const startedAt = times[0] ?? null;
  const finishedAt = times.at(-1) ?? null;
  const durationSeconds = savesDuration(times);

  // Weights have cents: the sum is given to the cent, without binary floating-point dust.
  return {
    startedAt,
    finishedAt,
    durationSeconds,
    sets,
    warmUpSets: warmUps.length,
    volume: Math.round(volume * 100) / 100,
    records: recordsOf(rows, history),
  };
}

/** The records of each lift of the day (a lift done on two rows counts once), in the day's order. */
function recordsOf(rows: readonly RowSets[], history: ReadonlyMap<string, readonly PerformedSet[]>): DayRecord[] {
  const lifts = new Map<string, { name: string; type: ExerciseType; sets: PerformedSet[] }>();
  for (const row of rows) {
    const lift = lifts.get(row.exerciseId) ?? { name: row.exerciseName, type: row.exerciseType, sets: [] };
    lifts.set(row.exerciseId, lift);
    lift.sets.push(...row.sets);
  }
  const records: DayRecord[] = [];
  for (const [id, { name, type, sets }] of lifts) {
    const before = history.get(id) ?? [];
    if (type === "timed") {
      const longest = holdRecord(sets, before);
      if (longest) records.push({ kind: "seconds", exerciseName: name, ...longest });
      continue;
    }
    const found = recordsSet(sets, liftBests(before));
    // Only weight × reps has an estimated 1RM (decision 0053).
    if (found.e1rm && type === "weight_reps") records.push({ kind: "e1rm", exerciseName: name, ...found.e1rm });
    for (const r of found.reps) records.push({ kind: "reps", exerciseName: name, exerciseType: type, ...r });
  }
  return records;
}

/** Today's longest hold when it beats every hold before; the first session is the baseline. */
function holdRecord(
  today: readonly PerformedSet[],
  before: readonly PerformedSet[],
): { seconds: number; previous: number } | null {
  const longest = (sets: readonly PerformedSet[]) => Math.max(0, ...sets.map((s) => s.seconds ?? 0));
  const previous = longest(before);
  const seconds = longest(today);
  return previous > 0 && seconds > previous ? { seconds, previous } : null;
}
