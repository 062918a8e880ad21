import { randomUUID } from "node:crypto";
import { MAX_WARM_UPS } from "@ironpath/domain/training/warm-ups";
import { ENTRY_LIMITS } from "@ironpath/domain/training/logged-set.schema";
import { LAST_SET_NUMBER, NOTE_OF_EXERCISE } from "@ironpath/domain/training/day-notes";
import { noteText } from "@ironpath/domain/training/notes-warm-ups-api.schema";
import { type PlannedDay, importProgramName } from "@ironpath/domain/transfer/import-plan";
import type { SkippedRow } from "@ironpath/domain/transfer/import-rows";
import type { Kysely } from "kysely";
import { importedRowsOf } from "../../db/repositories/imports.js";
import { insertImportedExtras } from "../../db/repositories/notes-and-warm-ups-repository.js";
import type { Database } from "../../db/schema.js";

// Ironpath's own sets CSV brings its warm-ups back as warm-ups and its notes as notes (decision
// 0077), as the JSON import does (0066): each goes to the row its date's work sets of that exercise
// were imported to, once the sets are written; an exercise with warm-ups and no set that day has a
// row made for them (decision 0110), as one with a note alone (0099). A second import
// writes none again (one row and set hold one warm-up and one note).

type ImportedRow = NonNullable<ReturnType<Awaited<ReturnType<typeof importedRowsOf>>["get"]>>;

export interface OwnExtras {
  warmUps: number;
  notes: number;
  exerciseNotes: number;
  /** The file's warm-up lines that went to a row (written now or before): not reported as skipped. */
  placedLines: Set<number>;
}

/** A warm-up of the file the log would take: one that does not fit is left out. */
export const warmUpFits = (w: NonNullable<SkippedRow["warmUp"]>) =>
  w.set <= MAX_WARM_UPS && w.reps <= ENTRY_LIMITS.reps.max && w.weight >= 0 && w.weight <= ENTRY_LIMITS.weight.max;

export async function writeOwnExtras(
  db: Kysely<Database>,
  userId: string,
  input: {
    days: readonly PlannedDay[];
    skipped: readonly SkippedRow[];
    target: ReadonlyMap<string, string>;
    /** Each exercise's note of a date ("date|exercise"), two program days' joined (decision 0111). */
    exerciseNotes: ReadonlyMap<string, string>;
  },
  now: Date,
): Promise<OwnExtras> {
  const years = new Set([...input.days.map((d) => d.date), ...input.skipped.flatMap((s) => s.date ?? [])]);
  const programs = [...new Set([...years].map((date) => importProgramName("ironpath", date.slice(0, 4))))];
  const rows = await importedRowsOf(db, userId, programs);
  const placedLines = new Set<number>();
  const warmUps: Database["warm_up_sets"][] = [];
  for (const s of input.skipped) {
    const target = s.exercise === undefined ? undefined : input.target.get(s.exercise);
    const row = s.warmUp && target && s.date ? rows.get(`${s.date}|${target}`) : undefined;
    if (!row || !s.warmUp || !s.date || !warmUpFits(s.warmUp)) continue;
    placedLines.add(s.line);
    warmUps.push({
      id: randomUUID(),
      user_id: userId,
      routine_id: row.programId,
      row_id: row.rowId,
      exercise_id: row.exerciseId,
      phase: row.phase,
      week: row.week,
      day: row.day,
      set_index: s.warmUp.set,
      reps: s.warmUp.reps,
      weight: s.warmUp.weight,
      performed_on: s.date,
      logged_at: now.toISOString(),
    });
  }
  const notes = new Map<string, Database["day_notes"]>();
  // Checked as a note typed in the log is. A line's note the log would refuse has refused the file
  // already (import-rows.ts), so this only guards the rule; a row's set holds one.
  const add = (row: ImportedRow | undefined, date: string, setIndex: number, text: string | undefined) => {
    const read = noteText.safeParse(text ?? "");
    if (!row || !read.success || read.data === "" || setIndex > LAST_SET_NUMBER) return false;
    const key = `${row.rowId}|${setIndex}`;
    if (notes.has(key)) return true;
    notes.set(key, {
      user_id: userId,
      routine_id: row.programId,
      row_id: row.rowId,
      exercise_id: row.exerciseId,
      set_index: setIndex,
      note: read.data,
      performed_on: date,
      updated_at: now.toISOString(),
    });
    return true;
  };
  for (const day of input.days) {
    for (const planned of day.rows) {
      const row = rows.get(`${day.date}|${planned.exercise}`);
      for (const s of planned.sets) add(row, day.date, s.setIndex, s.note);
      // The exercise's own note (decision 0093), read from all of its lines (0111).
      add(row, day.date, NOTE_OF_EXERCISE, input.exerciseNotes.get(`${day.date}|${planned.exercise}`));
    }
  }
  // A note alone (decision 0099) goes on its exercise's row of the date, made for it.
  for (const s of input.skipped) {
    const target = s.exercise === undefined ? undefined : input.target.get(s.exercise);
    if (s.exerciseNote === undefined || !target || !s.date) continue;
    const note = input.exerciseNotes.get(`${s.date}|${target}`);
    if (add(rows.get(`${s.date}|${target}`), s.date, NOTE_OF_EXERCISE, note)) placedLines.add(s.line);
  }
  const written = await insertImportedExtras(db, warmUps, [...notes.values()]);
  return { ...written, placedLines };
}
