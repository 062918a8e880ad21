import { z } from "zod";
import { MAX_IMPORTED_ROWS_PER_DAY } from "../programs/row-rules";
import { NOTE_MAX } from "../training/day-notes";

// The workout import's call (decision 0015): a Strong or Hevy CSV export, or Ironpath's own sets
// CSV (decision 0077), sent as JSON text, and the report the lifter reads afterwards.

export const IMPORT_FORMATS = ["strong", "hevy", "ironpath"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_FORMAT_LABELS: Readonly<Record<ImportFormat, string>> = {
  strong: "Strong",
  hevy: "Hevy",
  ironpath: "Ironpath",
};

export const WEIGHT_UNITS = ["lbs", "kg"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/**
 * What one import takes: a file of at most 2 MB and 20,000 rows (years of training in either app;
 * the whole import is one transaction of a few seconds at most). A longer history goes in several
 * files, a period each: importing is idempotent, so overlapping periods are fine.
 */
export const IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, rows: 20_000, exerciseNameLength: 200 } as const;

/**
 * The request may be larger than the file (JSON escapes quotes and backslashes), and the schema
 * lets the text through up to this, so a file just over the limit is refused by the service in
 * words rather than by the transport; the route's body limit is a little above it.
 */
export const IMPORT_TEXT_MAX = 3 * IMPORT_LIMITS.bytes;
export const IMPORT_BODY_LIMIT = 2 * IMPORT_TEXT_MAX;

export const IMPORT_MESSAGES = {
  tooBig: (bytes: number) =>
    `The file is ${megabytes(bytes)}: an import takes at most ${megabytes(IMPORT_LIMITS.bytes)}. ` +
    "Export a shorter period from the app and import each period in turn.",
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString("en-US")} rows: an import takes at most ` +
    `${IMPORT_LIMITS.rows.toLocaleString("en-US")}. Export a shorter period and import each period in turn.`,
  empty: "The file is empty: choose the CSV file the app exported.",
  noRows: "The file has its header but no sets: there is nothing to import.",
  /** Decision 0099: an exercise holds one note a day, so a second one is refused, not dropped. */
  secondExerciseNote: (line: number, exercise: string, date: string, first: number) =>
    `Line ${line}: ${exercise} already has a note on ${date} (line ${first}); an exercise keeps one note a day. ` +
    "Join the two notes on one line and import the file again.",
  /** Decision 0101: a date is one imported day, whose rows are bounded. */
  tooManyExercises: (line: number, date: string) =>
    `Line ${line}: ${date} has more than ${MAX_IMPORTED_ROWS_PER_DAY} exercises; an imported day holds at most ` +
    `${MAX_IMPORTED_ROWS_PER_DAY}. Remove the extra exercises of that date and import the file again.`,
  /** A note the log would refuse (docs/product.md: at most 500 characters, no control character). */
  noteTooLong: (line: number, exercise: string, length: number) =>
    `Line ${line}: the note on ${exercise} is ${length.toLocaleString("en-US")} characters; a note holds at most ` +
    `${NOTE_MAX}. Shorten it and import the file again.`,
  noteControl: (line: number, exercise: string) =>
    `Line ${line}: the note on ${exercise} holds a control character; a note holds none but tabs and line ` +
    "breaks. Remove it and import the file again.",
} as const;

/** A file's size in the words of an import's refusal: "2.0 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** POST /api/import/workouts. */
export const importWorkoutsBody = z.strictObject({
  format: z.enum(IMPORT_FORMATS, "must be strong, hevy or ironpath"),
  /** The unit of the file's weights when the file does not say (Strong's newer exports); lbs if absent. */
  unit: z.enum(WEIGHT_UNITS, "must be lbs or kg").optional(),
  csv: z.string().max(IMPORT_TEXT_MAX, "is too long: an import takes a file of at most 2 MB"),
});
export type ImportWorkoutsBody = z.input<typeof importWorkoutsBody>;

const exerciseMapping = z.object({ from: z.string(), to: z.string() });

/** What an import did, for the lifter to read: nothing in it is another lifter's. */
export const importReportSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** Workout days that received sets (sessions of one date are one day). */
  sessions: z.number(),
  /** Sets written. */
  sets: z.number(),
  /** The programs the days went to, one per calendar year ("Imported from Strong 2024"). */
  programs: z.array(z.string()),
  /** The file's exercise names found in the catalogue or among the lifter's own exercises. */
  exercisesMatched: z.array(exerciseMapping),
  /** The file's exercise names that became the lifter's own exercises, with the name given. */
  exercisesCreated: z.array(exerciseMapping),
  /** Warm-ups and notes written back from Ironpath's own sets CSV (decision 0077); 0 for other apps. */
  warmUps: z.number(),
  notes: z.number(),
  /** Of `notes`, those on an exercise rather than a set, a note alone among them (decision 0101). */
  exerciseNotes: z.number(),
  /** Rows not written, by reason, with the first few line numbers of each. */
  skipped: z.array(z.object({ reason: z.string(), count: z.number(), lines: z.array(z.number()) })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Line numbers a skip reason lists (the count says how many there were). */
export const SKIPPED_LINES_SHOWN = 10;
