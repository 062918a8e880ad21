import { InvalidError, NotFoundError } from "@ironpath/domain/errors";
import { NOTE_OF_EXERCISE } from "@ironpath/domain/training/day-notes";
import { entryDate } from "@ironpath/domain/training/entry-date";
import type {
  DayNotes,
  ExerciseNote,
  RemovedWarmUp,
  WarmUpEntry,
} from "@ironpath/domain/training/notes-warm-ups-api.schema";
import type { Kysely } from "kysely";
import {
  type RowExtra,
  deleteWarmUp,
  upsertWarmUp,
  writeNote,
} from "../../db/repositories/notes-and-warm-ups-repository.js";
import type { Program } from "../../db/repositories/programs-repository.js";
import type { Database } from "../../db/schema.js";
import { type PlacedRow, requireLiftedRow } from "./day-changes.js";

// The lifter's notes on a set or an exercise of the day, and warm-up sets logged as warm-ups
// (decision 0066): beside the product's logging calls, on the rows the lifter lifts (swaps and
// additions resolved as for a set, decision 0049). A row of another lifter's is no row of theirs.

/** Where a note or a warm-up of the lifter's `row` is kept: the row of the program, on the entry's date. */
const placedOn = (program: Program, userId: string, row: PlacedRow, date: string | undefined) => ({
  userId,
  programId: program.id,
  rowId: row.id,
  exerciseId: row.exerciseId,
  day: row,
  performedOn: entryDate(date),
});

/** Writes the lifter's note on a set (1..n) or the exercise (0) of the day; "" removes it. */
export async function saveNote(db: Kysely<Database>, program: Program, userId: string, entry: ExerciseNote) {
  const row = await requireLiftedRow(db, program, userId, entry.exerciseId);
  const placed = placedOn(program, userId, row, entry.date);
  await writeNote(db, { ...placed, setIndex: entry.set, note: entry.note }, new Date().toISOString());
}

/** Saves one warm-up set of a row (a loaded lift: a timed hold has no warm-up ramp). */
export async function logWarmUp(db: Kysely<Database>, program: Program, userId: string, entry: WarmUpEntry) {
  const row = await requireLiftedRow(db, program, userId, entry.exerciseId);
  if (row.exerciseType === "timed") {
    throw new InvalidError(`${row.exerciseName} is a timed hold: it has no warm-up sets to log`);
  }
  const placed = placedOn(program, userId, row, entry.date);
  const set = { setIndex: entry.index + 1, reps: entry.reps, weight: entry.weight };
  await upsertWarmUp(db, { ...placed, ...set }, new Date().toISOString());
}

/** Takes a warm-up set back. */
export async function removeWarmUp(db: Kysely<Database>, program: Program, userId: string, set: RemovedWarmUp) {
  const row = await requireLiftedRow(db, program, userId, set.exerciseId);
  if (!(await deleteWarmUp(db, { userId, rowId: row.id, setIndex: set.index + 1 }))) {
    throw new NotFoundError(`Warm-up ${set.index + 1} of ${row.exerciseName} is not saved`);
  }
}

/** A row's notes, as the day's answer and History give them. */
export function notesOf(extras: readonly RowExtra[]): DayNotes {
  const notes = extras.filter((e) => e.note !== null);
  return {
    exercise: notes.find((e) => e.setIndex === NOTE_OF_EXERCISE)?.note ?? null,
    sets: notes
      .filter((e) => e.setIndex !== NOTE_OF_EXERCISE)
      .sort((a, b) => a.setIndex - b.setIndex)
      .map((e) => ({ set: e.setIndex, note: e.note as string })),
  };
}

/** A row's warm-ups, in order. */
export function warmUpsOf(extras: readonly RowExtra[]): { set: number; reps: number; weight: number }[] {
  return extras
    .filter((e) => e.note === null && e.reps !== null && e.weight !== null)
    .sort((a, b) => a.setIndex - b.setIndex)
    .map((e) => ({ set: e.setIndex, reps: e.reps as number, weight: e.weight as number }));
}

/** The notes and warm-ups of rows, by row id. */
export function extrasByRow(extras: readonly RowExtra[]): Map<string, RowExtra[]> {
  const byRow = new Map<string, RowExtra[]>();
  for (const e of extras) byRow.set(e.rowId, [...(byRow.get(e.rowId) ?? []), e]);
  return byRow;
}

export interface RowNotesAndWarmUps {
  warmUps: { set: number; reps: number; weight: number }[];
  notes: DayNotes;
  /** The notes of the lift's last session; null when it had none. */
  lastNotes: (DayNotes & { date: string }) | null;
}

/**
 * Each day row's warm-ups and notes of today, and the notes of its lift's last session (`lastRows`:
 * the day row's id to that session's row and date), from the rows' extras read with the day's
 * records (day-records.ts): the day rows' notes and warm-ups, the last sessions' rows' notes.
 */
export function dayNotesAndWarmUps(
  dayRows: readonly string[],
  lastRows: ReadonlyMap<string, { rowId: string; performedOn: string }>,
  read: readonly RowExtra[],
): Map<string, RowNotesAndWarmUps> {
  const extras = extrasByRow(read);
  const found = new Map<string, RowNotesAndWarmUps>();
  for (const rowId of dayRows) {
    const own = extras.get(rowId) ?? [];
    const last = lastRows.get(rowId);
    // A row is lifted once by a lifter (as its sets are keyed), so its notes are that session's.
    const lastNotes = last ? notesOf(extras.get(last.rowId) ?? []) : null;
    const said = lastNotes && (lastNotes.exercise !== null || lastNotes.sets.length > 0);
    found.set(rowId, {
      warmUps: warmUpsOf(own),
      notes: notesOf(own),
      lastNotes: said && last ? { ...lastNotes, date: last.performedOn } : null,
    });
  }
  return found;
}
