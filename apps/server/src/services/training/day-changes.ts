import { randomUUID } from "node:crypto";
import { ConflictError, InvalidError, NotFoundError } from "@ironpath/domain/errors";
import {
  ADDED_PRESCRIPTION,
  type ChangedRow,
  addedPrescription,
  type ExerciseChoice,
  READY_MADE_UNCHANGED,
  applyDayChanges,
  rankSwapChoices,
  setsSavedBefore,
} from "@ironpath/domain/training/day-changes";
import { entryDate } from "@ironpath/domain/training/entry-date";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { liftedPrescription } from "@ironpath/domain/training/lifted-prescription";
import { type DayKey, compareDays } from "@ironpath/domain/training/next-day";
import { type Kysely, sql } from "kysely";
import {
  type ChangeWrite,
  dayChangesOf,
  exerciseChoicesOf,
  insertAddedRow,
  ownRowsHome,
  routineRowOf,
  rowChangeOf,
  swappedBefore,
  writeChange,
} from "../../db/repositories/day-changes-repository.js";
import { programStructure } from "../../db/repositories/program-structure.js";
import type { DayRow, Program } from "../../db/repositories/programs-repository.js";
import type { Database } from "../../db/schema.js";
import { noDay, notAnExerciseOf } from "../program-errors.js";

// Changing a day while lifting (decision 0049): the day's log changes, the program does not,
// unless the lifter asks for it on a program of their own.

/** The most exercises a lifter may add to one day. */
export const MAX_ADDED_PER_DAY = 20;

export type PlacedRow = DayRow & DayKey;

/**
 * The day's rows as this lifter lifts them: swaps, skips, their order and what they added.
 * `changedDays`, when the caller has read them (programPosition): a day not among them has no
 * changes, and is not read again.
 */
export async function liftedRows(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  day: DayKey,
  rows: DayRow[],
  changedDays?: readonly DayKey[],
): Promise<ChangedRow<DayRow>[]> {
  if (changedDays && !changedDays.some((d) => compareDays(d, day) === 0)) return applyDayChanges(rows, [], []);
  const { changes, added } = await dayChangesOf(db, userId, program.id, day);
  return applyDayChanges(rows, added, changes);
}

/** A row of the program, or one this lifter added to it, carrying the exercise they lift in it. */
export async function liftedRow(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  rowId: string,
): Promise<(PlacedRow & { skipped: boolean }) | undefined> {
  const written = (await programStructure(db, program)).row(rowId);
  const found = await rowChangeOf(db, userId, rowId);
  if (!written && found?.row.routineId !== program.id) return undefined;
  const row = written ?? (found?.row as PlacedRow);
  const lifted = found?.change.exerciseId
    ? {
        exerciseId: found.change.exerciseId,
        exerciseName: found.change.exerciseName ?? row.exerciseName,
        // Logged as the exercise lifted is (decision 0053), not as the one it replaced.
        exerciseType: found.change.exerciseType ?? row.exerciseType,
      }
    : {};
  return { ...row, ...lifted, skipped: found?.change.skipped ?? false };
}

/** The row as lifted (liftedRow); an id that names no row of the program's is refused (400). */
export async function requireLiftedRow(db: Kysely<Database>, program: Program, userId: string, rowId: string) {
  const row = await liftedRow(db, program, userId, rowId);
  if (!row) throw new InvalidError(notAnExerciseOf(rowId, program));
  return row;
}

/** Whether the lifter saved anything against a row. */
async function hasEntries(db: Kysely<Database>, userId: string, rowId: string): Promise<boolean> {
  const found = await db
    .selectFrom("performances")
    .select("id")
    .where("user_id", "=", userId)
    .where("row_id", "=", rowId)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

async function requireChoice(db: Kysely<Database>, userId: string, exerciseId: string) {
  const choice = (await exerciseChoicesOf(db, userId)).find((c) => c.id === exerciseId);
  if (!choice) throw new InvalidError(`No exercise ${exerciseId} in the catalogue or your own exercises`);
  return choice;
}

function requireOwn(program: Program, userId: string, alsoProgram: boolean | undefined) {
  if (alsoProgram && program.ownerUserId !== userId) throw new InvalidError(READY_MADE_UNCHANGED);
  return alsoProgram === true;
}

/** The program's revision raised, so every process reads its rows again. */
const bumpRevision = (db: Kysely<Database>, programId: string) =>
  db.updateTable("routines").set({ revision: sql`revision + 1` }).where("id", "=", programId).execute();

const writeAt = (program: Program, userId: string, row: PlacedRow, date: string | undefined): ChangeWrite => ({
  userId,
  programId: program.id,
  rowId: row.id,
  day: { phase: row.phase, week: row.week, day: row.day },
  performedOn: entryDate(date),
  now: new Date().toISOString(),
});

/** Another exercise lifted in a row's place (`to` null: the one written again). */
export async function swapExercise(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  body: { exerciseId: string; to: string | null; date?: string; alsoProgram?: boolean },
): Promise<void> {
  const row = await requireLiftedRow(db, program, userId, body.exerciseId);
  const forGood = requireOwn(program, userId, body.alsoProgram);
  const to = body.to === null ? null : await requireChoice(db, userId, body.to);
  if (await hasEntries(db, userId, row.id)) {
    throw new ConflictError(setsSavedBefore(row.exerciseName, "swapping"));
  }
  const written = (await programStructure(db, program)).row(row.id);
  if (forGood && to !== null && written) {
    // The program now prescribes the new exercise: its reps read for its kind (decision 0076).
    const { reps, percent1RM } = liftedPrescription(written, written.exerciseType, {
      type: to.exerciseType,
      name: to.name,
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("routine_rows")
        .set({ exercise_id: to.id, reps, percent_1rm: percent1RM })
        .where("id", "=", row.id)
        .execute();
      await trx.deleteFrom("day_changes").where("user_id", "=", userId).where("row_id", "=", row.id).execute();
      await bumpRevision(trx, program.id);
    });
    return;
  }
  await writeChange(db, writeAt(program, userId, row, body.date), { exercise_id: body.to });
}

/** A row skipped today (recorded as skipped, not missing), or taken back. */
export async function skipExercise(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  body: { exerciseId: string; skipped: boolean; date?: string },
): Promise<void> {
  const row = await requireLiftedRow(db, program, userId, body.exerciseId);
  if (body.skipped && (await hasEntries(db, userId, row.id))) {
    throw new ConflictError(setsSavedBefore(row.exerciseName, "skipping"));
  }
  await writeChange(db, writeAt(program, userId, row, body.date), { skipped: body.skipped ? 1 : 0 });
}

/** A row id taken by another addition than this one (decision 0122). */
const rowIdTaken = () => new ConflictError("This exercise was added already: read the day again");

/**
 * Whether this addition was written already under the phone's id (decision 0122): its answer was
 * lost on the way, and the phone sends it again with a new key. The row is this lifter's, on this
 * day, of this exercise: kept in their program, or added to their day by a change of theirs.
 */
async function addedBefore(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  body: DayKey & { exercise: string; rowId?: string },
  forGood: boolean,
): Promise<boolean> {
  if (body.rowId === undefined) return false;
  const sameDay = (r: DayKey) => compareDays(r, body) === 0;
  if (forGood) {
    const row = await routineRowOf(db, body.rowId);
    return row?.routineId === program.id && !row.retired && row.exerciseId === body.exercise && sameDay(row);
  }
  const mine = await rowChangeOf(db, userId, body.rowId);
  return (
    mine?.change.added === true &&
    mine.row.routineId === program.id &&
    mine.change.exerciseId === body.exercise &&
    sameDay(mine.row)
  );
}

/** An exercise the day does not list, added to it; answers the new row's id. */
export async function addExercise(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  body: DayKey & { exercise: string; date?: string; alsoProgram?: boolean; rowId?: string },
): Promise<string> {
  const day = { phase: body.phase, week: body.week, day: body.day };
  const structure = await programStructure(db, program);
  const written = structure.rowsOf(day);
  if (written.length === 0) throw noDay(program, day);
  const forGood = requireOwn(program, userId, body.alsoProgram);
  const choice = await requireChoice(db, userId, body.exercise);
  if (await addedBefore(db, program, userId, body, forGood)) return body.rowId as string;
  const { added } = await dayChangesOf(db, userId, program.id, day);
  if (added.length >= MAX_ADDED_PER_DAY) {
    throw new ConflictError(`A day takes at most ${MAX_ADDED_PER_DAY} added exercises`);
  }
  // The phone's id when it made one (an addition with no signal, decision 0121).
  const id = body.rowId ?? randomUUID();
  const last = Math.max(...[...written, ...added].map((r) => r.exerciseOrder));
  try {
    await db.transaction().execute(async (trx) => writeAddition(trx));
  } catch (error) {
    // Two copies of one addition raced: the one that lost finds the other's row, and answers as it.
    if (!(error instanceof ConflictError) || !(await addedBefore(db, program, userId, body, forGood))) throw error;
  }
  return id;

  async function writeAddition(trx: Kysely<Database>) {
    // A ready-made program is shared: the added row goes to a routine of the lifter's (decision 0068).
    const home =
      program.ownerUserId === userId ? program.id : await ownRowsHome(trx, userId, program, new Date().toISOString());
    const row = { id, programId: home, day, order: last + 1, exerciseId: body.exercise };
    if (forGood) {
      // Kept in the program, the row is written for the exercise's kind (decision 0076): a plank
      // added for good holds its own seconds; one for today is read so with its change.
      const kind = { type: choice.exerciseType, name: choice.name };
      if (!(await insertAddedRow(trx, row, addedPrescription(kind)))) throw rowIdTaken();
      await trx.updateTable("routine_rows").set({ retired: 0 }).where("id", "=", id).execute();
      await bumpRevision(trx, program.id);
      return;
    }
    if (!(await insertAddedRow(trx, row, ADDED_PRESCRIPTION))) throw rowIdTaken();
    const at = { ...writeAt(program, userId, { ...day, id } as PlacedRow, body.date) };
    await writeChange(trx, at, { exercise_id: body.exercise, added: 1 });
  }
}

/** The day's rows in the lifter's order: each of the day's rows, once. */
export async function orderExercises(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  body: DayKey & { order: string[]; date?: string },
): Promise<void> {
  const day = { phase: body.phase, week: body.week, day: body.day };
  const rows = (await programStructure(db, program)).rowsOf(day);
  if (rows.length === 0) throw noDay(program, day);
  const lifted = await liftedRows(db, program, userId, day, rows);
  const ids = new Set(lifted.map((r) => r.id));
  if (
    body.order.length !== ids.size ||
    new Set(body.order).size !== ids.size ||
    body.order.some((id) => !ids.has(id))
  ) {
    throw new InvalidError("order must list each exercise of the day once", {
      order: "must list each exercise of the day once",
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const [position, rowId] of body.order.entries()) {
      const at = writeAt(program, userId, { ...day, id: rowId } as PlacedRow, body.date);
      await writeChange(trx, at, { position });
    }
  });
}

/** Every exercise a lifter may add; for a swap of `rowId`, ranked (swapped to before, same muscle). */
export async function exerciseChoices(db: Kysely<Database>, program: Program, userId: string, rowId?: string) {
  const choices = await exerciseChoicesOf(db, userId);
  const shaped = (c: ExerciseChoice & { exerciseType: ExerciseType; reason: "before" | "muscle" | null }) => ({
    id: c.id,
    name: c.name,
    muscles: [...c.muscles],
    own: c.own,
    exercise_type: c.exerciseType,
    reason: c.reason,
  });
  if (rowId === undefined) return choices.map((c) => shaped({ ...c, reason: null }));
  const written = (await programStructure(db, program)).row(rowId) ?? (await rowChangeOf(db, userId, rowId))?.row;
  if (!written || ("routineId" in written && written.routineId !== program.id)) {
    throw new NotFoundError(notAnExerciseOf(rowId, program));
  }
  const original = choices.find((c) => c.id === written.exerciseId) ?? { id: written.exerciseId, muscles: [] };
  return rankSwapChoices(original, choices, await swappedBefore(db, userId, written.exerciseId)).map(shaped);
}
