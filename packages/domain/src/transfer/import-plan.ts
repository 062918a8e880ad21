import type { Prescription } from "../programs/prescription";
import { DAYS, MAX_IMPORTED_ROWS_PER_DAY, REPS_BELOW, SETS, WARM_UP_SETS, WEEKS } from "../programs/row-rules";
import type { DayKey } from "../training/next-day";
import { IMPORT_FORMAT_LABELS, IMPORT_MESSAGES, type ImportFormat } from "./import-api.schema";
import { InvalidError } from "../errors";
import type { ImportedSet } from "./import-rows";
import { DAY_MS } from "../days";

// Where imported workouts go (decision 0015): one program of the lifter's own per app and
// calendar year ("Imported from Strong 2024"), each date a day of it. The day is fixed by the
// date (the n-th day of the year is the n-th day slot: 6 days a week, 12 weeks a phase), so the
// days run in date order, the same date always lands on the same day, and a year (366 days)
// fits the builder's 6 phases × 12 weeks × 6 days. All workouts of one date are one day; each
// exercise of it one row, whose prescription says what was done; each set one entry.

export interface PlannedSet {
  /** 1, 2, … among the exercise's sets that date, in the order they were done. */
  setIndex: number;
  reps: number;
  rpe: number | null;
  weight: number;
  /** When it was done, as an ISO time: previous weights list newest first by it. */
  loggedAt: string;
  line: number;
  /** A timed hold's seconds, and the set's note: from Ironpath's own file only (decision 0077). */
  seconds?: number;
  note?: string;
  /** The note on its exercise that day, from Ironpath's own file (decision 0093). */
  exerciseNote?: string;
}

export interface PlannedRow {
  /** The exercise's name in the catalogue or among the lifter's own. */
  exercise: string;
  prescription: Prescription;
  sets: PlannedSet[];
}

export interface PlannedDay {
  date: string;
  program: string;
  slot: DayKey;
  rows: PlannedRow[];
}

/** An imported set with the exercise it was matched to or created as. */
export type ResolvedSet = ImportedSet & { target: string };

export function importProgramName(format: ImportFormat, year: string): string {
  return `Imported from ${IMPORT_FORMAT_LABELS[format]} ${year}`;
}

const SLOTS_PER_PHASE = WEEKS.max * DAYS.max;

/** The day slot of a date: its day of the year, counted 6 days a week and 12 weeks a phase. */
export function daySlot(date: string): DayKey {
  const time = Date.parse(`${date}T00:00:00Z`);
  const index = Math.round((time - Date.UTC(Number(date.slice(0, 4)), 0, 1)) / DAY_MS);
  return {
    phase: Math.floor(index / SLOTS_PER_PHASE) + 1,
    week: Math.floor((index % SLOTS_PER_PHASE) / DAYS.max) + 1,
    day: (index % DAYS.max) + 1,
  };
}

/** The date of an imported program's day slot in `year`: daySlot read backwards. */
export function slotDate(year: string, slot: DayKey): string {
  const index = (slot.phase - 1) * SLOTS_PER_PHASE + (slot.week - 1) * DAYS.max + slot.day - 1;
  return new Date(Date.UTC(Number(year), 0, 1) + index * DAY_MS).toISOString().slice(0, 10);
}

const range = (values: number[]) => {
  if (values.length === 0) return "0";
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}-${high}`;
};

/** What a day's row of an exercise prescribes: what was done, within the builder's limits. */
export function importedPrescription(sets: PlannedSet[], warmUps: number, note: string): Prescription {
  const rpes = sets.flatMap((s) => (s.rpe === null ? [] : [s.rpe]));
  return {
    warmUpSets: Math.min(warmUps, WARM_UP_SETS.max),
    sets: Math.min(sets.length, SETS.max),
    reps: range(sets.map((s) => Math.min(s.reps, REPS_BELOW - 1))),
    rpe: rpes.length === 0 ? null : range(rpes),
    percent1RM: null,
    minRest: 0,
    maxRest: 0,
    notes: note.length > 200 ? `${note.slice(0, 199)}…` : note,
  };
}

/** The file's order: workouts by start, exercises as they first appear in each, sets by number. */
function inFileOrder(sets: readonly ResolvedSet[]): ResolvedSet[] {
  // Keys made once per set, not once per comparison: a file of 20,000 sets sorts in milliseconds.
  const firstLine = new Map<string, number>();
  const keyed = sets.map((s) => ({ s, key: `${s.startedAt}|${s.workout}|${s.target}`, first: 0 }));
  for (const { s, key } of keyed)
    if (s.line < (firstLine.get(key) ?? Number.POSITIVE_INFINITY)) firstLine.set(key, s.line);
  for (const k of keyed) k.first = firstLine.get(k.key) ?? 0;
  const byText = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);
  return keyed
    .sort(
      (a, b) =>
        byText(a.s.startedAt, b.s.startedAt) ||
        (a.s.workout === b.s.workout ? 0 : a.s.workout.localeCompare(b.s.workout)) ||
        a.first - b.first ||
        a.s.order - b.s.order ||
        a.s.line - b.s.line,
    )
    .map((k) => k.s);
}

/** A date's row for one more exercise; a date past the imported day's bound refuses the file (decision 0101). */
function newRow(rows: Map<string, PlannedSet[]>, exercise: string, date: string, line: number): PlannedSet[] {
  if (rows.size >= MAX_IMPORTED_ROWS_PER_DAY) throw new InvalidError(IMPORT_MESSAGES.tooManyExercises(line, date));
  const row: PlannedSet[] = [];
  rows.set(exercise, row);
  return row;
}

/**
 * The days to write, in date order. `warmUps` counts the warm-up rows skipped per
 * "date|exercise" (the row's prescription mentions them); `alone` names the exercises of a date
 * with a note or warm-ups and no set (decisions 0099, 0110): each gets a row with no set, for them to go on.
 */
export function planImport(
  format: ImportFormat,
  sets: readonly ResolvedSet[],
  warmUps: ReadonlyMap<string, number>,
  alone: readonly { date: string; target: string; line: number }[] = [],
): PlannedDay[] {
  const days = new Map<string, { rows: Map<string, PlannedSet[]>; workouts: Set<string>; count: number }>();
  const dayOf = (date: string) => {
    const day = days.get(date) ?? { rows: new Map(), workouts: new Set<string>(), count: 0 };
    days.set(date, day);
    return day;
  };
  for (const s of inFileOrder(sets)) {
    const day = dayOf(s.date);
    day.workouts.add(s.workout);
    const row = day.rows.get(s.target) ?? newRow(day.rows, s.target, s.date, s.line);
    const loggedAt = new Date(Date.parse(`${s.startedAt}Z`) + day.count * 1000).toISOString();
    day.count += 1;
    row.push({
      setIndex: row.length + 1,
      reps: s.reps,
      rpe: s.rpe,
      weight: s.weight,
      loggedAt,
      line: s.line,
      ...(s.seconds === undefined ? {} : { seconds: s.seconds }),
      ...(s.note === undefined ? {} : { note: s.note }),
      ...(s.exerciseNote === undefined ? {} : { exerciseNote: s.exerciseNote }),
    });
  }
  for (const { date, target, line } of alone) {
    const day = dayOf(date);
    if (!day.rows.has(target)) newRow(day.rows, target, date, line);
  }
  const label = IMPORT_FORMAT_LABELS[format];
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => {
      const note = `From ${label}: ${[...day.workouts].filter((w) => w !== "").join(" + ") || "workout"}`;
      return {
        date,
        program: importProgramName(format, date.slice(0, 4)),
        slot: daySlot(date),
        rows: [...day.rows.entries()].map(([exercise, planned]) => ({
          exercise,
          sets: planned,
          prescription: importedPrescription(planned, warmUps.get(`${date}|${exercise}`) ?? 0, note),
        })),
      };
    });
}
