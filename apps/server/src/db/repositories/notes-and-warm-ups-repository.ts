import { randomUUID } from "node:crypto";
import { NOTE_OF_EXERCISE } from "@ironpath/domain/training/day-notes";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { ExportedPlace } from "@ironpath/domain/transfer/export.schema";
import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";

// The lifter's notes and warm-up sets of a day (decision 0066): written by the lifter and the row,
// read by the rows of a day (today's and the last session's) in one statement.

export interface PlacedEntry {
  userId: string;
  programId: string;
  rowId: string;
  exerciseId: string;
  day: DayKey;
  performedOn: string;
}

/** Saves one warm-up set; the same row and set again updates it. */
export async function upsertWarmUp(
  db: Kysely<Database>,
  p: PlacedEntry & { setIndex: number; reps: number; weight: number },
  now: string,
): Promise<void> {
  const changing = {
    exercise_id: p.exerciseId,
    reps: p.reps,
    weight: p.weight,
    performed_on: p.performedOn,
    logged_at: now,
  };
  await db
    .insertInto("warm_up_sets")
    .values({
      id: randomUUID(),
      user_id: p.userId,
      routine_id: p.programId,
      row_id: p.rowId,
      phase: p.day.phase,
      week: p.day.week,
      day: p.day.day,
      set_index: p.setIndex,
      ...changing,
    })
    .onConflict((oc) => oc.columns(["user_id", "row_id", "set_index"]).doUpdateSet(changing))
    .execute();
}

/** Takes a warm-up back; false when there was none. */
export async function deleteWarmUp(
  db: Kysely<Database>,
  key: { userId: string; rowId: string; setIndex: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom("warm_up_sets")
    .where("user_id", "=", key.userId)
    .where("row_id", "=", key.rowId)
    .where("set_index", "=", key.setIndex)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Writes a note (set 0: the exercise); an empty note removes it. */
export async function writeNote(
  db: Kysely<Database>,
  p: PlacedEntry & { setIndex: number; note: string },
  now: string,
): Promise<void> {
  if (p.note === "") {
    await db
      .deleteFrom("day_notes")
      .where("user_id", "=", p.userId)
      .where("row_id", "=", p.rowId)
      .where("set_index", "=", p.setIndex)
      .execute();
    return;
  }
  const changing = { exercise_id: p.exerciseId, note: p.note, performed_on: p.performedOn, updated_at: now };
  await db
    .insertInto("day_notes")
    .values({ user_id: p.userId, routine_id: p.programId, row_id: p.rowId, set_index: p.setIndex, ...changing })
    .onConflict((oc) => oc.columns(["user_id", "row_id", "set_index"]).doUpdateSet(changing))
    .execute();
}

/** One note or one warm-up of a row (`reps` and `weight` null for a note, `note` null for a warm-up). */
export interface RowExtra {
  rowId: string;
  setIndex: number;
  performedOn: string;
  note: string | null;
  reps: number | null;
  weight: number | null;
}

/**
 * The statement of rowExtrasOf: the notes of `noteRows` and the warm-ups of `warmUpRows`, of one
 * lifter, each half through its table's key (user, row, set). An empty list matches no row.
 */
export function rowExtrasQuery(
  db: Kysely<Database>,
  userId: string,
  rows: { noteRows: readonly string[]; warmUpRows: readonly string[] },
) {
  const notes = db
    .selectFrom("day_notes")
    .select(["row_id", "set_index", "performed_on"])
    .select(sql<string | null>`note`.as("note"))
    .select(sql<number | null>`cast(null as integer)`.as("reps"))
    .select(sql<number | null>`cast(null as real)`.as("weight"))
    .where("user_id", "=", userId)
    .where("row_id", "in", rows.noteRows.length > 0 ? rows.noteRows : [""]);
  const warmUps = db
    .selectFrom("warm_up_sets")
    .select(["row_id", "set_index", "performed_on"])
    .select(sql<string | null>`cast(null as text)`.as("note"))
    .select(sql<number | null>`reps`.as("reps"))
    .select(sql<number | null>`weight`.as("weight"))
    .where("user_id", "=", userId)
    .where("row_id", "in", rows.warmUpRows.length > 0 ? rows.warmUpRows : [""]);
  return notes.unionAll(warmUps);
}

/** The notes of `noteRows` and the warm-ups of `warmUpRows`, of one lifter, in one statement. Empty lists read nothing. */
export async function rowExtrasOf(
  db: Kysely<Database>,
  userId: string,
  rows: { noteRows: readonly string[]; warmUpRows: readonly string[] },
): Promise<RowExtra[]> {
  const noteRows = [...new Set(rows.noteRows)];
  const warmUpRows = [...new Set(rows.warmUpRows)];
  if (noteRows.length === 0 && warmUpRows.length === 0) return [];
  const found = await rowExtrasQuery(db, userId, { noteRows, warmUpRows }).execute();
  return found.map((r) => ({
    rowId: r.row_id,
    setIndex: r.set_index,
    performedOn: r.performed_on,
    note: r.note,
    reps: r.reps === null ? null : Number(r.reps),
    weight: r.weight === null ? null : Number(r.weight),
  }));
}

/**
 * The lifter's rows holding work sets at these places (date, program name, slot, exercise, order),
 * by a key of the place: one statement for the lifter's logged rows, matched in memory.
 */
export async function rowsOfPlaces(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, { rowId: string; programId: string; exerciseId: string }>> {
  const rows = await db
    .selectFrom("performances as p")
    .innerJoin("routines as r", "r.id", "p.routine_id")
    .innerJoin("exercises as e", "e.id", "p.exercise_id")
    .innerJoin("routine_rows as rr", "rr.id", "p.row_id")
    .select(["p.performed_on", "r.name", "p.phase", "p.week", "p.day", "e.name as exercise", "rr.exercise_order"])
    .select(["p.row_id", "p.routine_id", "p.exercise_id"])
    .where("p.user_id", "=", userId)
    .distinct()
    .execute();
  return new Map(
    rows.map((r) => [
      placeKey({
        date: r.performed_on,
        program: r.name,
        phase: r.phase,
        week: r.week,
        day: r.day,
        exercise: r.exercise,
        order: r.exercise_order,
      }),
      { rowId: r.row_id, programId: r.routine_id, exerciseId: r.exercise_id },
    ]),
  );
}

/**
 * The rows of the lifter's own routines and the ready-made ones at the places (program name, slot,
 * exercise, order) of `programs`, by a key of the place with `date` "": where a note on an exercise
 * with no work set that day goes (decision 0101). The lifter's own rows, then live ones, win a place.
 */
export async function rowsOfProgramPlaces(
  db: Kysely<Database>,
  userId: string,
  programs: readonly string[],
): Promise<Map<string, { rowId: string; programId: string; exerciseId: string }>> {
  const rows = await db
    .selectFrom("routine_rows as rr")
    .innerJoin("routines as r", "r.id", "rr.routine_id")
    .innerJoin("exercises as e", "e.id", "rr.exercise_id")
    .select(["r.name", "rr.phase", "rr.week", "rr.day", "e.name as exercise", "rr.exercise_order"])
    .select(["rr.id as row_id", "rr.routine_id", "rr.exercise_id", "r.owner_user_id", "rr.retired"])
    .where((eb) => eb.or([eb("r.owner_user_id", "=", userId), eb("r.owner_user_id", "is", null)]))
    .where("r.name", "in", programs.length > 0 ? [...new Set(programs)] : [""])
    .execute();
  const rank = (r: (typeof rows)[number]) => (r.owner_user_id === null ? 2 : 0) + Number(r.retired);
  const places = new Map<string, { rowId: string; programId: string; exerciseId: string }>();
  for (const r of rows.sort((a, b) => rank(a) - rank(b))) {
    const key = placeKey({ ...r, date: "", program: r.name, order: r.exercise_order });
    if (!places.has(key)) places.set(key, { rowId: r.row_id, programId: r.routine_id, exerciseId: r.exercise_id });
  }
  return places;
}

export const placeKey = (p: ExportedPlace) =>
  [p.date, p.program, p.phase, p.week, p.day, p.exercise, p.order].join("\u0000");

/** Writes imported warm-ups and notes; one already here (same row and set) is kept as it is. Answers how many were written. */
export async function insertImportedExtras(
  db: Kysely<Database>,
  warmUps: Database["warm_up_sets"][],
  notes: Database["day_notes"][],
): Promise<{ warmUps: number; notes: number; exerciseNotes: number }> {
  const written = { warmUps: 0, notes: 0, exerciseNotes: 0 };
  for (let i = 0; i < warmUps.length; i += 500) {
    const result = await db
      .insertInto("warm_up_sets")
      .values(warmUps.slice(i, i + 500))
      .onConflict((oc) => oc.columns(["user_id", "row_id", "set_index"]).doNothing())
      .executeTakeFirst();
    written.warmUps += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  for (let i = 0; i < notes.length; i += 500) {
    const chunk = notes.slice(i, i + 500);
    const inserted = await db
      .insertInto("day_notes")
      .values(chunk)
      .onConflict((oc) => oc.columns(["user_id", "row_id", "set_index"]).doNothing())
      .returning("set_index")
      .execute();
    written.notes += inserted.length;
    written.exerciseNotes += inserted.filter((n) => n.set_index === NOTE_OF_EXERCISE).length;
  }
  return written;
}
