import { IN_THE_FUTURE, latestDate } from "../days";
import { roundTo, toPounds } from "../units/weight-unit";
import { InvalidError } from "../errors";
import { ENTRY_LIMITS } from "../training/logged-set.schema";
import { NOTE_MAX, hasControl } from "../training/day-notes";
import { MAX_ASSISTANCE } from "../training/exercise-type";
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportFormat, type WeightUnit } from "./import-api.schema";
import type { Column, Layout } from "./import-columns";
import { readWorkoutTime } from "./import-dates";

// A Strong or Hevy file's rows, read into sets in lbs (decision 0015). A row that cannot be read
// (a number that is not one, a date that does not exist, a row cut short) refuses the whole file
// with its line; a row that can be read but is not a lifting set (a warm-up, cardio, a rest
// timer) is skipped with its reason, and the report says so.

/** One row of the file as the CSV reader gave it, with the line it starts on (the header is 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface ImportedSet {
  line: number;
  /** The workout's local date, yyyy-mm-dd. */
  date: string;
  /** The workout's start, yyyy-mm-ddTHH:MM:SS local: orders the workouts of one date. */
  startedAt: string;
  workout: string;
  /** The exercise's name as the file writes it. */
  exercise: string;
  /** The set's place among its exercise's sets in the workout, as the file numbers it. */
  order: number;
  reps: number;
  rpe: number | null;
  /** lbs, at most 2 decimals; below 0 only an assist read from Ironpath's own file (decision 0053). */
  weight: number;
  /** A timed hold's seconds, read from Ironpath's own file only (other apps' files import reps). */
  seconds?: number;
  /** The set's note, from Ironpath's own file (decision 0077). */
  note?: string;
  /** The note on its exercise that day, from Ironpath's own file (decision 0093). */
  exerciseNote?: string;
  /** The program day that note was written on, as History names it (decision 0111). */
  noteDay?: string;
}

export const SKIP_REASONS = {
  warmUp: "warm-up set",
  cardio: "cardio or timed set (distance or time, no reps)",
  restTimer: "rest timer",
  noReps: "no reps logged",
  tooManyReps: `more than ${ENTRY_LIMITS.reps.max} reps (the log's limit)`,
  tooHeavy: `heavier than ${ENTRY_LIMITS.weight.max.toLocaleString("en-US")} lbs (the log's limit)`,
  alreadyImported: "already imported",
  noSet: "an exercise skipped or not done (no set)",
  otherKind: "logged differently here (seconds, reps or an assist that do not fit the exercise)",
} as const;
export type SkipReason = (typeof SKIP_REASONS)[keyof typeof SKIP_REASONS];

export interface SkippedRow {
  line: number;
  reason: SkipReason;
  date?: string;
  exercise?: string;
  /** A warm-up of Ironpath's own file: written as a warm-up (decision 0077), never as a set. */
  warmUp?: { set: number; reps: number; weight: number };
  /** The note on an exercise with no set or warm-up that day, on a line of its own (decision 0099). */
  exerciseNote?: string;
  /** The program day that note was written on (decision 0111). */
  noteDay?: string;
}

export interface ReadRows {
  sets: ImportedSet[];
  skipped: SkippedRow[];
}

const EARLIEST_YEAR = 1970;
const NUMBER = /^\d+(?:[.,]\d+)?$/;

const COLUMN_LABELS: Record<Column, Record<ImportFormat, string>> = {
  date: { strong: "Date", hevy: "start_time", ironpath: "date" },
  workout: { strong: "Workout Name", hevy: "title", ironpath: "program" },
  exercise: { strong: "Exercise Name", hevy: "exercise_title", ironpath: "exercise" },
  setOrder: { strong: "Set Order", hevy: "set_index", ironpath: "set" },
  setType: { strong: "Set Type", hevy: "set_type", ironpath: "set type" },
  weight: { strong: "Weight", hevy: "weight", ironpath: "weight_lbs" },
  weightUnit: { strong: "Weight Unit", hevy: "weight unit", ironpath: "unit" },
  reps: { strong: "Reps", hevy: "reps", ironpath: "reps" },
  distance: { strong: "Distance", hevy: "distance", ironpath: "distance" },
  seconds: { strong: "Seconds", hevy: "duration_seconds", ironpath: "seconds" },
  rpe: { strong: "RPE", hevy: "rpe", ironpath: "rpe" },
  status: { strong: "status", hevy: "status", ironpath: "status" },
  warmUp: { strong: "warm_up", hevy: "warm_up", ironpath: "warm_up" },
  note: { strong: "note", hevy: "note", ironpath: "note" },
  exerciseNote: { strong: "exercise_note", hevy: "exercise_note", ironpath: "exercise_note" },
  phase: { strong: "phase", hevy: "phase", ironpath: "phase" },
  week: { strong: "week", hevy: "week", ironpath: "week" },
  day: { strong: "day", hevy: "day", ironpath: "day" },
};

class RowReader {
  constructor(
    private readonly layout: Layout,
    private readonly record: CsvRecord,
  ) {}

  fail(message: string): never {
    throw new InvalidError(`Line ${this.record.line}: ${message}`);
  }

  label(column: Column): string {
    return COLUMN_LABELS[column][this.layout.format];
  }

  text(column: Column): string {
    const index = this.layout.at[column];
    return index === undefined ? "" : (this.record.cells[index] ?? "").trim();
  }

  /** A number of the row, null when the cell is empty; refused in words when it is not one. */
  number(column: Column): number | null {
    const text = this.text(column);
    if (text === "") return null;
    if (text.startsWith("-")) this.fail(`${this.label(column)} "${text}" must not be negative`);
    if (!NUMBER.test(text)) this.fail(`${this.label(column)} "${clip(text)}" is not a number`);
    return Number(text.replace(",", "."));
  }

  /** A weight that may be an assist, below 0 (Ironpath's own file, decision 0053), down to MAX_ASSISTANCE. */
  signedWeight(): number | null {
    const text = this.text("weight");
    if (this.layout.format !== "ironpath" || !text.startsWith("-")) return this.number("weight");
    const weight = -Number(NUMBER.test(text.slice(1)) ? text.slice(1).replace(",", ".") : Number.NaN);
    if (!(weight >= -MAX_ASSISTANCE)) {
      this.fail(`${this.label("weight")} "${clip(text)}" must be an assist of at most ${MAX_ASSISTANCE} lbs`);
    }
    return weight;
  }

  /** The program day of Ironpath's own line, "Push, Phase 1 · Week 1 · Day 2"; "" when the file does not say. */
  programDay(): string {
    // The program as the lifter named it: "'@Home Split" in the file is "@Home Split".
    const program = this.said("workout");
    const [phase, week, day] = (["phase", "week", "day"] as const).map((c) => this.text(c));
    // A place in a program is whole numbers from 1 (an imported program's weeks run past 12): a line
    // with junk there does not say its day, so its note is not joined as though it did.
    const place = [phase, week, day].every((n) => /^[1-9]\d{0,2}$/.test(n ?? ""));
    return program && place ? `${program}, Phase ${phase} · Week ${week} · Day ${day}` : "";
  }

  /** A text cell as the lifter wrote it: the apostrophe that kept a spreadsheet from running it taken off. */
  said(column: Column): string {
    const text = this.text(column);
    return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
  }

  /**
   * A note of the line as the lifter wrote it, held to the log's own rule for a note (docs/product.md):
   * one the log would refuse refuses the file in words naming the line, never left out unseen.
   */
  note(column: "note" | "exerciseNote", exercise: string): string {
    const text = this.said(column);
    if (text.length > NOTE_MAX)
      throw new InvalidError(IMPORT_MESSAGES.noteTooLong(this.record.line, exercise, text.length));
    if (hasControl(text)) throw new InvalidError(IMPORT_MESSAGES.noteControl(this.record.line, exercise));
    return text;
  }
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function weightUnit(reader: RowReader, layout: Layout, chosen: WeightUnit | undefined): WeightUnit {
  const written = reader.text("weightUnit").toLowerCase();
  if (written === "") return layout.unit ?? chosen ?? "lbs";
  if (written === "kg" || written === "kgs") return "kg";
  if (written === "lb" || written === "lbs") return "lbs";
  return reader.fail(`Weight Unit "${clip(written)}" is neither kg nor lbs`);
}

/** warm-up, a set to import (with its number), or a rest timer row. */
function setKind(reader: RowReader): "warm-up" | "rest timer" | number {
  if (reader.text("warmUp").toLowerCase() === "true") return "warm-up";
  const type = reader.text("setType").toLowerCase();
  if (type === "warmup" || type === "warm-up" || type === "warm up") return "warm-up";
  const order = reader.text("setOrder");
  if (/^w$/i.test(order)) return "warm-up";
  if (/^rest timer$/i.test(order)) return "rest timer";
  // Strong marks drop sets and sets to failure with D and F: working sets, numbered by position.
  if (/^[df]$/i.test(order)) return Number.MAX_SAFE_INTEGER;
  if (/^\d+(?:\.0+)?$/.test(order)) return Number(order);
  return reader.fail(`${reader.label("setOrder")} "${clip(order)}" is not a set number`);
}

function readDate(reader: RowReader, now: Date): { date: string; time: string } {
  const text = reader.text("date");
  const read = readWorkoutTime(text);
  const label = reader.label("date");
  if (read === "not a date") return reader.fail(`${label} "${clip(text)}" is not a date and time`);
  if (read === "impossible") return reader.fail(`${label} "${clip(text)}" is not a real date`);
  if (read.date > latestDate(now)) reader.fail(`the date ${read.date} is ${IN_THE_FUTURE}`);
  if (Number(read.date.slice(0, 4)) < EARLIEST_YEAR) reader.fail(`the date ${read.date} is before ${EARLIEST_YEAR}`);
  return read;
}

function readRow(
  record: CsvRecord,
  layout: Layout,
  options: { unit?: WeightUnit; now: Date },
): ImportedSet | SkippedRow {
  const reader = new RowReader(layout, record);
  if (record.cells.length !== layout.width) {
    reader.fail(`the row has ${record.cells.length} fields where the header has ${layout.width}`);
  }
  const exercise = reader.text("exercise");
  if (exercise === "") reader.fail(`the ${reader.label("exercise")} is empty`);
  if (exercise.length > IMPORT_LIMITS.exerciseNameLength) {
    reader.fail(`the exercise name is longer than ${IMPORT_LIMITS.exerciseNameLength} characters`);
  }
  const { date, time } = readDate(reader, options.now);
  const skip = (reason: SkipReason): SkippedRow => ({ line: record.line, reason, date, exercise });
  // Ironpath's own line of an exercise skipped or not done holds no set (decision 0068).
  const status = reader.text("status").toLowerCase();
  // Its line of a note alone (decision 0099) is no set either: the note goes where it belongs.
  const aloneNote = status === "note" ? reader.note("exerciseNote", exercise) : "";
  const noteDay = () => (reader.programDay() === "" ? {} : { noteDay: reader.programDay() });
  if (aloneNote !== "") return { ...skip(SKIP_REASONS.noSet), exerciseNote: aloneNote, ...noteDay() };
  if (status !== "" && status !== "done") return skip(SKIP_REASONS.noSet);
  const kind = setKind(reader);
  // Pounds at two decimals, so a kg weight reads back as the file had it (decision 0063).
  const pounds = toPounds(reader.signedWeight() ?? 0, weightUnit(reader, layout, options.unit) === "kg" ? "kg" : "lb");
  const repsRead = reader.number("reps") ?? 0;
  if (!Number.isInteger(repsRead))
    reader.fail(`${reader.label("reps")} "${reader.text("reps")}" is not a whole number`);
  const moved = (reader.number("distance") ?? 0) > 0 || (reader.number("seconds") ?? 0) > 0;
  const rpeRead = reader.number("rpe");
  const rpe = rpeRead === null || rpeRead === 0 ? null : Math.round(rpeRead * 10) / 10;
  if (rpe !== null && (rpe < ENTRY_LIMITS.rpe.min || rpe > ENTRY_LIMITS.rpe.max)) {
    reader.fail(`${reader.label("rpe")} "${reader.text("rpe")}" is not between 1 and 10`);
  }
  const own = layout.format === "ironpath";
  if (kind === "warm-up") {
    const set = Number(reader.text("setOrder"));
    // Ironpath's own warm-up comes back as a warm-up (decision 0077); another app's is skipped.
    const warmUp =
      own && Number.isInteger(set) && set >= 1 && repsRead >= 1
        ? { set, reps: repsRead, weight: roundTo(pounds, 2) }
        : undefined;
    // The exercise's note rides on its first warm-up's line when it had no set (decision 0093).
    const note = warmUp ? reader.note("exerciseNote", exercise) : "";
    return {
      ...skip(SKIP_REASONS.warmUp),
      ...(warmUp ? { warmUp } : {}),
      ...(note !== "" ? { exerciseNote: note, ...noteDay() } : {}),
    };
  }
  if (kind === "rest timer") return skip(SKIP_REASONS.restTimer);
  if (repsRead === 0) return skip(moved ? SKIP_REASONS.cardio : SKIP_REASONS.noReps);
  if (repsRead > ENTRY_LIMITS.reps.max) return skip(SKIP_REASONS.tooManyReps);
  const weight = roundTo(pounds, 2);
  if (weight > ENTRY_LIMITS.weight.max) return skip(SKIP_REASONS.tooHeavy);
  const workout = reader.text("workout");
  const seconds = own ? reader.number("seconds") : null;
  const note = own ? reader.note("note", exercise) : "";
  const exerciseNote = own ? reader.note("exerciseNote", exercise) : "";
  return {
    ...(seconds !== null && seconds > 0 ? { seconds: Math.round(seconds) } : {}),
    ...(note !== "" ? { note } : {}),
    ...(exerciseNote !== "" ? { exerciseNote, ...noteDay() } : {}),
    line: record.line,
    date,
    startedAt: `${date}T${time}`,
    workout,
    exercise,
    order: kind,
    reps: repsRead,
    rpe,
    weight,
  };
}

/**
 * Every row of the file, read: the sets to import and the rows skipped with their reasons. The
 * first row that cannot be read refuses the file (InvalidError naming its line).
 */
export function readImportRows(
  records: readonly CsvRecord[],
  layout: Layout,
  options: { unit?: WeightUnit; now: Date },
): ReadRows {
  if (records.length === 0) throw new InvalidError(IMPORT_MESSAGES.noRows);
  if (records.length > IMPORT_LIMITS.rows) throw new InvalidError(IMPORT_MESSAGES.tooManyRows(records.length));
  const sets: ImportedSet[] = [];
  const skipped: SkippedRow[] = [];
  for (const record of records) {
    const row = readRow(record, layout, options);
    if ("reason" in row) skipped.push(row);
    else sets.push(row);
  }
  return { sets, skipped };
}

/**
 * The note on each exercise of a date ("date|exercise"), from the file's lines. The same note twice
 * is one note, without a day, whichever days its lines say (a long one written on both days would
 * otherwise be refused as too long once joined). Two different notes written on two program days of that date (decision 0111) are
 * both kept on its one row, each said with its day ("Push, Phase 1 · Week 1 · Day 1: Belt on / …");
 * two on one day, or on lines that do not say their day, or joined longer than a note may be, refuse
 * the file (decision 0099): the log keeps one, and the second would be lost without a word.
 */
export function exerciseNotesOfDates(
  lines: readonly { line: number; date?: string; exercise?: string; exerciseNote?: string; noteDay?: string }[],
): Map<string, string> {
  const found = new Map<string, { line: number; note: string; day?: string }[]>();
  const joined = (notes: readonly { note: string; day?: string }[]) =>
    notes.length === 1 ? (notes[0]?.note ?? "") : notes.map((n) => `${n.day}: ${n.note}`).join(NOTES_JOINED_BY);
  for (const l of [...lines].sort((a, b) => a.line - b.line)) {
    const text = l.exerciseNote;
    if (text === undefined || l.date === undefined || l.exercise === undefined) continue;
    const key = `${l.date}|${l.exercise}`;
    const notes = found.get(key) ?? [];
    found.set(key, notes);
    // The same note twice is one note, whichever day each line says (decision 0111).
    if (notes.some((n) => n.note.trim() === text.trim())) continue;
    const note = { line: l.line, note: text, ...(l.noteDay === undefined ? {} : { day: l.noteDay }) };
    const sameDay = notes.find((n) => n.day === undefined || l.noteDay === undefined || n.day === l.noteDay);
    if (notes.length > 0 && (sameDay || joined([...notes, note]).length > NOTE_MAX)) {
      const earlier = sameDay ?? (notes[0] as { line: number });
      throw new InvalidError(IMPORT_MESSAGES.secondExerciseNote(l.line, l.exercise, l.date, earlier.line));
    }
    notes.push(note);
  }
  return new Map([...found].map(([key, notes]) => [key, joined(notes)]));
}

/** Between two program days' notes on one exercise and date, joined (decision 0111). */
export const NOTES_JOINED_BY = " / ";
