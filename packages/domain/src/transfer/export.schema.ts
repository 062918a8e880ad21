import { COACH_PHASE_KINDS } from "../coach/phase-start";
import type { ExerciseType } from "../training/exercise-type";
import { exerciseTypeSchema } from "../training/exercise-type.schema";
import { DEFAULT_WEIGHT_UNIT, type WeightUnit, fromPounds } from "../units/weight-unit";
import { weightUnitSchema } from "../units/weight-unit.schema";
import { setNumbers } from "../training/set-count";
import { NOTE_OF_EXERCISE } from "../training/day-notes";
import { equipmentSchema } from "../training/strength/equipment.schema";
import { z } from "zod";
import { GENDERS } from "../profile/user-info.schema";
import { ROUTINE_KINDS } from "../programs/routine-kind";

// The lifter's data as they take it away (decision 0015): everything as one JSON document, and
// the logged sets as CSV. Weights are in lbs, dates the lifter's local yyyy-mm-dd, times UTC ISO.

export const EXPORT_FORMAT = "ironpath-export";
export const EXPORT_VERSION = 1;

/** Why a logged entry's row is not among the exported programs' rows. */
export const SET_HIDDEN = ["row", "program"] as const;

const prescribedRow = z.object({
  order: z.number(),
  exercise: z.string(),
  warmUpSets: z.number(),
  sets: z.number(),
  reps: z.string(),
  rpe: z.string().nullable(),
  percent1RM: z.string().nullable(),
  restMinutes: z.object({ min: z.number(), max: z.number() }),
  notes: z.string().nullable(),
});

const programDay = z.object({ phase: z.number(), week: z.number(), day: z.number(), rows: z.array(prescribedRow) });

/** Where a set was logged; a warm-up, a note and a day's superset are placed the same (decision 0066). */
const placed = {
  date: z.string(),
  program: z.string(),
  phase: z.number(),
  week: z.number(),
  day: z.number(),
  exercise: z.string(),
  /** The program row's order on its day: tells two rows of one exercise on a day apart (decision 0047). */
  order: z.number(),
};
const exportedPlace = z.object(placed);
export type ExportedPlace = z.infer<typeof exportedPlace>;

/**
 * One logged entry: set 0 is the quick entry (the whole exercise), 1… the sets of the advanced entry;
 * `countsAs` how many sets it counts as (decision 0048: a quick entry each prescribed set, or none
 * beside sets entered one by one).
 */
const exportedSet = z.object({
  ...placed,
  /**
   * Where the entry's row is no longer shown: "row" when the builder replaced it, "program" when the
   * program was deleted; null when it is in the program as exported (decision 0047).
   */
  hidden: z.enum(SET_HIDDEN).nullable(),
  set: z.number(),
  entry: z.enum(["quick", "set"]),
  countsAs: z.number(),
  reps: z.number(),
  rpe: z.number().nullable(),
  /** On a bodyweight exercise, the load on the body: negative when assisted (decision 0053). */
  weightLbs: z.number(),
  loggedAt: z.string(),
  /** A timed hold's seconds; absent for any other set (decision 0053). */
  seconds: z.number().optional(),
  /** How the exercise is logged, how reps, weight and seconds read; absent for weight × reps. */
  exerciseType: exerciseTypeSchema.optional(),
});
export type ExportedSet = z.infer<typeof exportedSet>;

/**
 * One change the lifter made to a day while lifting (decision 0049), placed as a set is: the
 * program's name, the day, and the row's order and exercise (the one written, or the one added).
 */
export const exportedDayChange = z.object({
  program: z.string(),
  phase: z.number(),
  week: z.number(),
  day: z.number(),
  order: z.number(),
  exercise: z.string(),
  /** An exercise the program does not list, added for the day. */
  added: z.boolean(),
  /** The exercise lifted in the row's place; null: the one written. */
  lifted: z.string().nullable(),
  skipped: z.boolean(),
  /** The row's place in the lifter's order (0 first); null: the program's. */
  position: z.number().nullable(),
  /** The date lifted, when last changed. */
  date: z.string(),
  updatedAt: z.string(),
});

/** A warm-up logged as one (decision 0066): apart from `sets`, so no reader counts it as a work set. */
const exportedWarmUp = z.object({
  ...placed,
  /** W1 is 1. */
  set: z.number(),
  warmUp: z.literal(true),
  reps: z.number(),
  weightLbs: z.number(),
  loggedAt: z.string(),
});
export type ExportedWarmUp = z.infer<typeof exportedWarmUp>;

/** The lifter's note of a day: on the exercise (set 0) or one of its work sets (decision 0066). */
const exportedNote = z.object({ ...placed, set: z.number(), note: z.string() });
export type ExportedNote = z.infer<typeof exportedNote>;

/**
 * An exercise the lifter grouped with others for one day (a superset or circuit, decision 0077),
 * placed as a set is; `group` numbers its group within the day and date (1 first).
 */
const exportedDaySuperset = z.object({ ...placed, group: z.number() });
export type ExportedDaySuperset = z.infer<typeof exportedDaySuperset>;

/** GET /api/export/everything. */
export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  account: z.object({
    email: z.string().nullable(),
    createdAt: z.string(),
    /** "password", "google", "facebook". */
    signInMethods: z.array(z.string()),
    /** The bar and plates the log loads barbell weights with (decision 0017). */
    equipment: equipmentSchema,
    /** Exercises the lifter gave a unit of their own (decision 0081), by name; their sets stay lbs. */
    exerciseUnits: z.array(z.object({ exercise: z.string(), unit: weightUnitSchema })).optional(),
  }),
  /** The User Info form's answers (weights in lbs, height in feet and inches); null before it is filled in. */
  userInfo: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      gender: z.enum(GENDERS),
      weightLbs: z.number(),
      heightFt: z.number(),
      heightIn: z.number(),
      /** As a kg lifter typed it (decision 0071); absent when typed in feet and inches. */
      heightCm: z.number().optional(),
      age: z.number(),
      yearsLifting: z.number(),
      oneRepMaxesLbs: z.object({
        squat: z.number().nullable(),
        bench: z.number().nullable(),
        deadlift: z.number().nullable(),
        overheadPress: z.number().nullable(),
      }),
    })
    .nullable(),
  programs: z.object({
    /** Ready-made programs the lifter added, in the order added. */
    added: z.array(z.object({ name: z.string(), addedAt: z.string() })),
    /**
     * The lifter's own routines with their days and rows: the builder's programs, their imported
     * history and their workouts with no program, told apart by `kind` (decision 0051).
     */
    created: z.array(
      z.object({ name: z.string(), createdAt: z.string(), kind: z.enum(ROUTINE_KINDS), days: z.array(programDay) }),
    ),
  }),
  /** Exercises the lifter created, with their muscle tags. */
  exercises: z.array(z.object({ name: z.string(), muscles: z.array(z.string()), createdAt: z.string() })),
  /** Every logged entry, oldest first. */
  sets: z.array(exportedSet),
  /** The lifter's changes to days while lifting (decision 0068), oldest first. */
  dayChanges: z.array(exportedDayChange),
  /** Beside (decision 0066); absent in files from before it. */
  warmUps: z.array(exportedWarmUp).optional(),
  notes: z.array(exportedNote).optional(),
  /** The day's supersets (decision 0077); absent in files from before it. */
  daySupersets: z.array(exportedDaySuperset).optional(),
  coach: z.object({
    phases: z.array(
      z.object({
        kind: z.enum(COACH_PHASE_KINDS),
        startDate: z.string(),
        activityLevel: z.number(),
        /** Cut: lbs a week; bulk: lbs a month; maintenance: null. */
        rate: z.number().nullable(),
        endDate: z.string().nullable(),
        startWeightLbs: z.number(),
        calorieOffset: z.number(),
        stepBonus: z.number(),
        changeReason: z.string().nullable(),
        endedOn: z.string().nullable(),
        /** A bulk's pacing restarted from a figure the lifter accepted (decision 0100). */
        paceRestart: z.object({ date: z.string(), kcal: z.number() }).nullable(),
        /** When the phase was started: what a second import of the same file recognises it by (decision 0047). */
        createdAt: z.string(),
      }),
    ),
    days: z.array(
      z.object({
        date: z.string(),
        steps: z.number().nullable(),
        calories: z.number().nullable(),
        weightLbs: z.number().nullable(),
      }),
    ),
    answers: z.array(z.object({ dialog: z.string(), weekStart: z.string(), answer: z.string() })),
  }),
});
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/** The columns of GET /api/export/sets, one row per set (decision 0048). */
export const SETS_CSV_COLUMNS = [
  "date",
  "program",
  "phase",
  "week",
  "day",
  "exercise",
  "set",
  "reps",
  "rpe",
  "weight_lbs",
  // After the first ten, so a reader of those finds them where they were (decision 0053).
  "seconds",
  "exercise_type",
  // Decision 0068: "done" for a set; a program day's exercise with no set is a line of its
  // own, "skipped" or "not done", with no set, reps, RPE, weight or seconds.
  "status",
  // The weight in the lifter's unit, as they typed it, and that unit (decision 0071): after the
  // others, so every reader of weight_lbs finds it where it was.
  "weight",
  "unit",
  // Decision 0066: a warm-up's line says "true" (its set is its W number); a set's own note.
  "warm_up",
  "note",
  // Decision 0093: the lifter's note on the exercise that day, on the exercise's first line.
  "exercise_note",
] as const;

/**
 * What a line of the sets CSV is: a set done, or a day's exercise skipped or not done (decision
 * 0068), or the note on an exercise that day that has no line of its own to go on (0099).
 */
export type SetsCsvStatus = "done" | "skipped" | "not done" | "note";

/** A program day's exercise with no set, written after the day's sets. */
export interface DayOutcomeLine {
  date: string;
  program: string;
  phase: number;
  week: number;
  day: number;
  exercise: string;
  exerciseType: ExerciseType;
  status: "skipped" | "not done";
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return first) is
 * written after an apostrophe, so opening the file runs nothing (a program's name is free text).
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The CSV's rows, header first, one a set as History counts them (decision 0048): a quick entry
 * as sets 1..N at its numbers, one that counts for none left out; each weight in pounds and in
 * `unit`, exact as typed (decision 0063). The CSV writer quotes them.
 */
export function setsCsvRows(
  entries: readonly ExportedSet[],
  outcomes: readonly DayOutcomeLine[] = [],
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
  extras: {
    warmUps?: readonly ExportedWarmUp[];
    notes?: readonly ExportedNote[];
    /** Exercises with a unit of their own (decision 0081), by name: their `weight` is in it. */
    exerciseUnits?: ReadonlyMap<string, WeightUnit>;
  } = {},
): string[][] {
  const unitOf = (exercise: string) => extras.exerciseUnits?.get(exercise) ?? unit;
  const sets = entries.flatMap((e) => setNumbers(e.set, e.countsAs).map((set) => ({ ...e, set })));
  const dayOf = (d: { date: string; program: string; phase: number; week: number; day: number }) =>
    `${d.date}|${d.program}|${d.phase}/${d.week}/${d.day}`;
  const where = (e: Omit<ExportedNote, "set" | "note">) =>
    [e.date, e.program, e.phase, e.week, e.day, e.order, e.exercise].join("\u0000");
  const noteOf = new Map((extras.notes ?? []).map((n) => [`${where(n)}\u0000${n.set}`, n.note]));
  // An exercise's own note (set 0) goes once on its first set of the day (where an import reads
  // it back), or on its first warm-up when it had no set.
  const exerciseNote = (e: Omit<ExportedNote, "set" | "note">) => {
    const key = `${where(e)}\u0000${NOTE_OF_EXERCISE}`;
    const note = noteOf.get(key) ?? "";
    noteOf.delete(key);
    return note;
  };
  // A row's warm-ups go just before its first work set; those of a row with none, last.
  const warmUpsOf = new Map<string, ExportedWarmUp[]>();
  for (const w of extras.warmUps ?? []) warmUpsOf.set(where(w), [...(warmUpsOf.get(where(w)) ?? []), w]);
  const rows: string[][] = [];
  const lastOfDay = new Map<string, number>();
  for (const s of sets) {
    const before = warmUpsOf.get(where(s));
    if (before) {
      rows.push(...before.map((w) => warmUpRow(w, unitOf(w.exercise), "")));
      warmUpsOf.delete(where(s));
    }
    const note = noteOf.get(`${where(s)}\u0000${s.set}`) ?? "";
    rows.push(setRow(s, unitOf(s.exercise), { note, exerciseNote: exerciseNote(s) }));
    lastOfDay.set(dayOf(s), rows.length - 1);
  }
  for (const left of warmUpsOf.values()) {
    rows.push(...left.map((w) => warmUpRow(w, unitOf(w.exercise), exerciseNote(w))));
  }
  // Each day's skipped and not-done exercises follow its last set (decision 0068), after the
  // notes on exercises with no set or warm-up, each a line of its own (0099).
  const after = new Map<number, string[][]>();
  for (const n of extras.notes ?? []) {
    if (n.set !== NOTE_OF_EXERCISE || !noteOf.has(`${where(n)}\u0000${n.set}`)) continue;
    const at = lastOfDay.get(dayOf(n)) ?? rows.length - 1;
    const line = [...placeCells(n), "", "", "", "", "", "", "note", "", "", "", "", spreadsheetSafe(n.note)];
    after.set(at, [...(after.get(at) ?? []), line]);
  }
  for (const o of outcomes) {
    const at = lastOfDay.get(dayOf(o)) ?? rows.length - 1;
    const line = [...placeCells(o), "", "", "", "", "", o.exerciseType, o.status, "", "", "", "", ""];
    after.set(at, [...(after.get(at) ?? []), line]);
  }
  const all = (after.get(-1) ?? []).concat(rows.flatMap((row, i) => [row, ...(after.get(i) ?? [])]));
  return [[...SETS_CSV_COLUMNS], ...all];
}

/** The columns every line starts with: where it was logged, then the exercise. */
function placeCells(d: Pick<ExportedSet, "date" | "program" | "phase" | "week" | "day" | "exercise">): string[] {
  return [
    d.date,
    spreadsheetSafe(d.program),
    String(d.phase),
    String(d.week),
    String(d.day),
    spreadsheetSafe(d.exercise),
  ];
}

type CsvSet = Pick<
  ExportedSet,
  | "date"
  | "program"
  | "phase"
  | "week"
  | "day"
  | "exercise"
  | "set"
  | "reps"
  | "rpe"
  | "weightLbs"
  | "seconds"
  | "exerciseType"
>;

function setRow(s: CsvSet, unit: WeightUnit, said: { note: string; exerciseNote: string }, warmUp = false): string[] {
  return [
    ...placeCells(s),
    String(s.set),
    String(s.reps),
    s.rpe === null ? "" : String(s.rpe),
    String(s.weightLbs),
    s.seconds === undefined ? "" : String(s.seconds),
    s.exerciseType ?? "weight_reps",
    "done",
    String(fromPounds(s.weightLbs, unit)),
    unit,
    String(warmUp),
    spreadsheetSafe(said.note),
    spreadsheetSafe(said.exerciseNote),
  ];
}

/** A warm-up is a line like a set's, with no RPE, seconds or set note, flagged in `warm_up`. */
const warmUpRow = (w: ExportedWarmUp, unit: WeightUnit, exerciseNote: string) =>
  setRow({ ...w, rpe: null }, unit, { note: "", exerciseNote }, true);

/** The downloads' file names, dated by the day they were made. */
export function exportFileName(kind: "everything" | "sets", date: string): string {
  return kind === "everything" ? `ironpath-export-${date}.json` : `ironpath-sets-${date}.csv`;
}
