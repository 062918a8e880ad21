import { HOLD_SECONDS, MAX_ASSISTANCE } from "../training/exercise-type";
import { exerciseTypeSchema } from "../training/exercise-type.schema";
import { z } from "zod";
import { NOT_A_NUMBER, atLeast, atMost, precisionProblem } from "../number-check";
import { COACH_PHASE_KINDS } from "../coach/phase-start";
import { PROGRAM_NAME_MAX_LENGTH } from "../programs/builder-api.schema";
import { EXERCISE_NAME_MAX_LENGTH } from "../programs/exercise-name";
import { NOTES_MAX_LENGTH } from "../programs/program-row.schema";
import { ROUTINE_KINDS } from "../programs/routine-kind";
import { DAYS, MAX_IMPORTED_ROWS_PER_DAY, PHASES, WEEKS } from "../programs/row-rules";
import { ENTRY_LIMITS } from "../training/logged-set.schema";
import { LAST_SET_NUMBER, NOTE_CONTROL, NOTE_MAX, NOTE_OF_EXERCISE, hasControl } from "../training/day-notes";
import { MAX_WARM_UPS } from "../training/warm-ups";
import { isoDate } from "../wire";
import { equipmentSchema } from "../training/strength/equipment.schema";
import { WEIGHT_UNITS } from "../units/weight-unit";
import { HEIGHT_CM } from "../units/height";
import { EXPORT_FORMAT, EXPORT_VERSION, SET_HIDDEN } from "./export.schema";
import { megabytes } from "./import-api.schema";

// Importing a lifter's own Ironpath export into another instance (decision 0047): the file's text,
// what a document must hold to be read, and the report. The document is the export of
// export.schema.ts read with bounds on every field, since the file may have been edited; the
// fields added after version 1 shipped (a set's order and hidden, a phase's createdAt, a program's
// kind) are optional. Orders and a day's rows are read up to an imported day's bound (decision
// 0101); fileDayProblem (file-day-bounds.ts) holds every other routine to the builder's 12.

/**
 * 40,000 sets (an export of 20,000 sets is about 4.8 MB; decision 0015) within 10 MB: written in
 * transactions of about 1,000 sets on SQLite and in one on PostgreSQL, as the CSV import (0036).
 */
export const EVERYTHING_IMPORT_LIMITS = { bytes: 10 * 1024 * 1024, sets: 40_000 } as const;
/** The text may be a little over the limit and still be refused in words by the service. */
export const EVERYTHING_TEXT_MAX = 12 * 1024 * 1024;
/** JSON escapes the quotes of the JSON text it carries: the body may be twice the text. */
export const EVERYTHING_BODY_LIMIT = 2 * EVERYTHING_TEXT_MAX;

export const EVERYTHING_MESSAGES = {
  tooBig: (bytes: number) =>
    `The file is ${megabytes(bytes)}: an Ironpath import takes at most ${megabytes(EVERYTHING_IMPORT_LIMITS.bytes)}.`,
  tooManySets: (sets: number) =>
    `The file has ${sets.toLocaleString("en-US")} sets: an Ironpath import takes at most ` +
    `${EVERYTHING_IMPORT_LIMITS.sets.toLocaleString("en-US")}.`,
  empty: "The file is empty: choose the ironpath-export file Ironpath downloaded.",
  notJson: "The file is not JSON: choose the ironpath-export file Ironpath downloaded, unchanged.",
  notExport: "This is not an Ironpath export: choose the ironpath-export file from Your data.",
  newerVersion: (version: unknown) =>
    `This export is of version ${String(version)}: this Ironpath reads version ${EXPORT_VERSION}. Update it first.`,
  invalid: (where: string, message: string) => `The export cannot be read: ${where} ${message}. Nothing was imported.`,
  phaseRunning: (kind: string, startDate: string) =>
    `Your ${kind} that started on ${startDate} is still running here: end it on the Coach screen, ` +
    "then import again. Nothing was imported.",
} as const;

/** POST /api/import/everything: the export file's text. */
export const importEverythingBody = z.strictObject({
  json: z.string().max(EVERYTHING_TEXT_MAX, "is too long: an Ironpath import takes a file of at most 10 MB"),
});
export type ImportEverythingBody = z.input<typeof importEverythingBody>;

const text = (max: number) => z.string("must be text").max(max, `must be at most ${max} characters`);
const name = (max: number) => text(max).min(1, "must not be empty");
const number = (min: number, max: number) => z.number(NOT_A_NUMBER).min(min, atLeast(min)).max(max, atMost(max));
const count = (min: number, max: number) => number(min, max).int(precisionProblem(0));
const amount = number;
const NOT_A_TIME = "must be a time as ISO-8601 UTC";
// The shape, and a real instant: History and the finish screen measure a day's saves by them.
const timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, NOT_A_TIME)
  .refine((t) => Number.isFinite(Date.parse(t)), NOT_A_TIME);
const slot = {
  phase: count(PHASES.min, PHASES.max),
  week: count(WEEKS.min, WEEKS.max),
  day: count(DAYS.min, DAYS.max),
};

const readRow = z.object({
  order: count(1, MAX_IMPORTED_ROWS_PER_DAY),
  exercise: name(EXERCISE_NAME_MAX_LENGTH),
  warmUpSets: count(0, 100),
  sets: count(0, 100),
  reps: text(20),
  rpe: text(20).nullable(),
  percent1RM: text(20).nullable(),
  restMinutes: z.object({ min: count(0, 60), max: count(0, 60) }),
  notes: text(NOTES_MAX_LENGTH).nullable(),
});

/** One logged entry of the file; its slot, exercise, order and set number place it on a program row. */
export const readSetSchema = z.object({
  date: isoDate,
  program: name(PROGRAM_NAME_MAX_LENGTH),
  ...slot,
  exercise: name(EXERCISE_NAME_MAX_LENGTH),
  order: count(1, MAX_IMPORTED_ROWS_PER_DAY).optional(),
  hidden: z.enum(SET_HIDDEN).nullable().optional(),
  set: count(0, 100),
  reps: count(ENTRY_LIMITS.reps.min, ENTRY_LIMITS.reps.max),
  rpe: amount(ENTRY_LIMITS.rpe.min, ENTRY_LIMITS.rpe.max).nullable(),
  // An assisted bodyweight set is negative (decision 0053).
  weightLbs: amount(-MAX_ASSISTANCE, ENTRY_LIMITS.weight.max),
  loggedAt: timestamp,
  /** A timed hold's seconds and how the exercise is logged (decision 0053); absent in older files. */
  seconds: count(HOLD_SECONDS.min, HOLD_SECONDS.max).nullable().optional(),
  exerciseType: exerciseTypeSchema.optional(),
});
export type ReadSet = z.output<typeof readSetSchema>;

/** A day change of the file (decision 0068); placed on a row as a set is, or left when none is here. */
const readDayChange = z.object({
  program: name(PROGRAM_NAME_MAX_LENGTH),
  ...slot,
  order: count(1, 10_000),
  exercise: name(EXERCISE_NAME_MAX_LENGTH),
  added: z.boolean(),
  lifted: name(EXERCISE_NAME_MAX_LENGTH).nullable(),
  skipped: z.boolean(),
  position: count(0, 10_000).nullable(),
  date: isoDate,
  updatedAt: timestamp,
});
export type ReadDayChange = z.output<typeof readDayChange>;

const placedOn = {
  date: isoDate,
  program: name(PROGRAM_NAME_MAX_LENGTH),
  ...slot,
  exercise: name(EXERCISE_NAME_MAX_LENGTH),
  order: count(1, MAX_IMPORTED_ROWS_PER_DAY),
};

/** A warm-up of the file (decision 0066): it goes to the row its work sets were imported to. */
export const readWarmUpSchema = z.object({
  ...placedOn,
  set: count(1, MAX_WARM_UPS),
  warmUp: z.literal(true),
  reps: count(ENTRY_LIMITS.reps.min, ENTRY_LIMITS.reps.max),
  weightLbs: amount(0, ENTRY_LIMITS.weight.max),
  loggedAt: timestamp,
});

/**
 * A note of the file (decision 0066): set 0 is the exercise's. Held to the log's rule for a note
 * (docs/product.md): one it would refuse refuses the file in words, never left out unseen.
 */
export const readNoteSchema = z.object({
  ...placedOn,
  set: count(NOTE_OF_EXERCISE, LAST_SET_NUMBER),
  note: name(NOTE_MAX).refine((text) => !hasControl(text.trim()), NOTE_CONTROL),
});

/** An exercise of the file grouped for its day (decision 0077): on the row its sets went to. */
export const readDaySupersetSchema = z.object({ ...placedOn, group: count(1, MAX_IMPORTED_ROWS_PER_DAY) });
export type ReadDaySuperset = z.output<typeof readDaySupersetSchema>;

const readPhase = z.object({
  kind: z.enum(COACH_PHASE_KINDS),
  startDate: isoDate,
  activityLevel: amount(1, 3),
  rate: amount(0, 20).nullable(),
  endDate: isoDate.nullable(),
  startWeightLbs: amount(50, 1000),
  calorieOffset: amount(-5000, 5000),
  stepBonus: count(-100_000, 100_000),
  changeReason: text(200).nullable(),
  endedOn: isoDate.nullable(),
  /** Absent in files from before decision 0100. */
  paceRestart: z
    .object({ date: isoDate, kcal: amount(0, 15_000) })
    .nullable()
    .optional(),
  createdAt: timestamp.optional(),
});

/**
 * The document, its sets left to be read a slice at a time (readSetSchema): a big file's sets are
 * checked between turns of the event loop (decision 0036).
 */
export const readDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  /** The lifter's unit with their bar and plates (decision 0063): restored with the user info. */
  account: z
    .object({
      equipment: equipmentSchema.optional(),
      /** Exercises with a unit of their own (decision 0081), by name; absent in files from before it. */
      exerciseUnits: z
        .array(z.object({ exercise: name(EXERCISE_NAME_MAX_LENGTH), unit: z.enum(WEIGHT_UNITS) }))
        .max(10_000)
        .optional(),
    })
    .optional(),
  userInfo: z
    .object({
      firstName: name(50),
      lastName: name(50),
      gender: z.enum(["female", "male"]),
      weightLbs: amount(50, 1000),
      heightFt: count(3, 7),
      heightIn: count(0, 11),
      heightCm: amount(HEIGHT_CM.min, HEIGHT_CM.max).optional(),
      age: count(13, 100),
      yearsLifting: amount(0, 80),
      oneRepMaxesLbs: z.object({
        squat: amount(1, 2000).nullable(),
        bench: amount(1, 2000).nullable(),
        deadlift: amount(1, 2000).nullable(),
        overheadPress: amount(1, 2000).nullable(),
      }),
    })
    .nullable(),
  programs: z.object({
    added: z.array(z.object({ name: name(PROGRAM_NAME_MAX_LENGTH), addedAt: timestamp })).max(1000),
    created: z
      .array(
        z.object({
          name: name(PROGRAM_NAME_MAX_LENGTH),
          createdAt: timestamp,
          /** Absent in files from before decision 0051: an import is recognised by its name and notes. */
          kind: z.enum(ROUTINE_KINDS).optional(),
          days: z.array(z.object({ ...slot, rows: z.array(readRow).max(MAX_IMPORTED_ROWS_PER_DAY) })).max(10_000),
        }),
      )
      // Every empty workout is one (decision 0051).
      .max(10_000),
  }),
  exercises: z
    .array(z.object({ name: name(EXERCISE_NAME_MAX_LENGTH), muscles: z.array(text(50)).max(50), createdAt: timestamp }))
    .max(10_000),
  sets: z.array(z.unknown()),
  /** Absent in files from before decision 0068. */
  dayChanges: z.array(readDayChange).max(100_000).optional(),
  /** Absent in files from before decision 0066. */
  warmUps: z.array(readWarmUpSchema).max(EVERYTHING_IMPORT_LIMITS.sets).optional(),
  notes: z.array(readNoteSchema).max(EVERYTHING_IMPORT_LIMITS.sets).optional(),
  /** Absent in files from before decision 0077. */
  daySupersets: z.array(readDaySupersetSchema).max(EVERYTHING_IMPORT_LIMITS.sets).optional(),
  coach: z.object({
    phases: z.array(readPhase).max(10_000),
    days: z
      .array(
        z.object({
          date: isoDate,
          steps: count(0, 200_000).nullable(),
          calories: count(0, 30_000).nullable(),
          weightLbs: amount(0, 2000).nullable(),
        }),
      )
      .max(100_000),
    answers: z.array(z.object({ dialog: name(50), weekStart: isoDate, answer: name(50) })).max(100_000),
  }),
});
export type ReadDocument = z.output<typeof readDocumentSchema>;

/** What an Ironpath import did, for the lifter to read. */
export const importEverythingReportSchema = z.object({
  /** Sets written, and the dates they were on. */
  sets: z.number(),
  sessions: z.number(),
  /** Sets of the file already here (an earlier import of it, or logged here): not written again. */
  alreadyHere: z.number(),
  /** Each program of the file and the name it has here; `created` false when it was here already. */
  programs: z.array(z.object({ name: z.string(), as: z.string(), created: z.boolean() })),
  /** Sets of deleted programs or replaced days, kept in History under hidden programs and rows. */
  hiddenSets: z.number(),
  /** Exercises of the file made the lifter's own here. */
  exercisesCreated: z.array(z.string()),
  /** Ready-made programs added to the lifter's list. */
  programsAdded: z.array(z.string()),
  /** Day changes written (decision 0068); those here already, or with no row here, are not. */
  dayChanges: z.number(),
  /** Exercises grouped into the day's supersets (decision 0077); a day with groups here keeps its own. */
  daySupersets: z.number(),
  /** "restored", "kept" (the lifter has theirs here) or "none" (the file has none). */
  userInfo: z.enum(["restored", "kept", "none"]),
  /** The unit (with its bar and plates) restored with the user info, else null (decision 0071). */
  unit: z.enum(WEIGHT_UNITS).nullable(),
  /**
   * Exercises given their own unit (decision 0081): `restored` written; `unknown` named an exercise
   * the lifter has no access to here, left out. One with a unit here already keeps it.
   */
  exerciseUnits: z.object({ restored: z.number(), unknown: z.number() }),
  /** Coach phases, days and answers written; days the lifter has here already keep theirs. */
  coach: z.object({ phases: z.number(), days: z.number(), daysKept: z.number(), answers: z.number() }),
});
export type ImportEverythingReport = z.infer<typeof importEverythingReportSchema>;
