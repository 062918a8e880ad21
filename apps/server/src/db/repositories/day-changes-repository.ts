import { randomUUID } from "node:crypto";
import type { DayChange, ExerciseChoice } from "@ironpath/domain/training/day-changes";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { Kysely } from "kysely";
import { boundQuery } from "../bound-query.js";
import type { Database } from "../schema.js";
import { type DayRow, toRow } from "./programs-repository.js";

// A lifter's changes to a day while lifting (decision 0049): swaps, skips, places, and the rows
// they added (retired rows of the program, seen by no one else and by no builder).

export interface DayChanges {
  changes: DayChange[];
  /** The rows the lifter added to the day, in the order added. */
  added: DayRow[];
}

const changeColumns = [
  "day_changes.row_id",
  "day_changes.exercise_id",
  "lifted.name as lifted_name",
  "lifted.exercise_type as lifted_type",
  "day_changes.skipped",
  "day_changes.added",
  "day_changes.position",
] as const;

const toChange = (r: {
  row_id: string;
  exercise_id: string | null;
  lifted_name: string | null;
  lifted_type: ExerciseType | null;
  skipped: number;
  added: number;
  position: number | null;
}): DayChange => ({
  rowId: r.row_id,
  exerciseId: r.exercise_id,
  exerciseName: r.lifted_name,
  exerciseType: r.lifted_type,
  skipped: Number(r.skipped) === 1,
  added: Number(r.added) === 1,
  position: r.position === null ? null : Number(r.position),
});

/** A lifter's changed rows, each with its row, the row's exercise and the one lifted in its place. */
const changedRows = (db: Kysely<Database>) =>
  db
    .selectFrom("day_changes")
    .innerJoin("routine_rows", "routine_rows.id", "day_changes.row_id")
    .innerJoin("exercises", "exercises.id", "routine_rows.exercise_id")
    .leftJoin("exercises as lifted", "lifted.id", "day_changes.exercise_id")
    .selectAll("routine_rows")
    .select(["exercises.name as exercise_name", "exercises.exercise_type"])
    .select(changeColumns);

// On the next day's path at every cold read: built once (bound-query.ts), not at each request.
const dayChangesQuery = boundQuery(
  (db, v: { userId: string; programId: string; phase: number; week: number; day: number }) =>
    changedRows(db)
      .where("day_changes.user_id", "=", v.userId)
      .where("day_changes.routine_id", "=", v.programId)
      .where("day_changes.phase", "=", v.phase)
      .where("day_changes.week", "=", v.week)
      .where("day_changes.day", "=", v.day)
      .orderBy("routine_rows.exercise_order"),
);

/** The lifter's changes to one day of a program, and the rows they added to it. */
export async function dayChangesOf(
  db: Kysely<Database>,
  userId: string,
  programId: string,
  day: DayKey,
): Promise<DayChanges> {
  const values = { userId, programId, phase: day.phase, week: day.week, day: day.day };
  const { rows } = await db.executeQuery(dayChangesQuery(db, values));
  return {
    changes: rows.map(toChange),
    added: rows.filter((r) => Number(r.added) === 1).map((r) => toRow(r)),
  };
}

/** One row's change by this lifter, with the row itself when they added it (else undefined). */
export async function rowChangeOf(
  db: Kysely<Database>,
  userId: string,
  rowId: string,
): Promise<{ change: DayChange; row: DayRow & DayKey & { routineId: string } } | undefined> {
  const r = await changedRows(db)
    .select("day_changes.routine_id as changed_routine_id")
    .where("day_changes.user_id", "=", userId)
    .where("day_changes.row_id", "=", rowId)
    .executeTakeFirst();
  if (!r) return undefined;
  // The program the lifter changed: an added row of a ready-made one lives in a routine of theirs.
  const row = { ...toRow(r), phase: r.phase, week: r.week, day: r.day, routineId: r.changed_routine_id };
  return { change: toChange(r), row };
}

export interface ChangeWrite {
  userId: string;
  programId: string;
  rowId: string;
  day: DayKey;
  performedOn: string;
  now: string;
}

/** Writes part of a row's change (the rest stays as it was, or as written for a new one). */
export async function writeChange(
  db: Kysely<Database>,
  at: ChangeWrite,
  set: { exercise_id?: string | null; skipped?: number; added?: number; position?: number | null },
): Promise<void> {
  await db
    .insertInto("day_changes")
    .values({
      user_id: at.userId,
      routine_id: at.programId,
      row_id: at.rowId,
      phase: at.day.phase,
      week: at.day.week,
      day: at.day.day,
      performed_on: at.performedOn,
      updated_at: at.now,
      ...set,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "row_id"]).doUpdateSet({ ...set, performed_on: at.performedOn, updated_at: at.now }),
    )
    .execute();
}

/**
 * Where a lifter's added rows of a ready-made program live: a retired routine of theirs named as
 * the program (the JSON import's home for that program's rows it has no row for), made when first
 * needed. The shared program is not written, so no other lifter's kept answers go stale.
 */
export async function ownRowsHome(
  db: Kysely<Database>,
  userId: string,
  program: { name: string },
  now: string,
): Promise<string> {
  const found = await db
    .selectFrom("routines")
    .select("id")
    .where("owner_user_id", "=", userId)
    .where("name", "=", program.name)
    .where("kind", "=", "program")
    .where("retired", "=", 1)
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  if (found) return found.id;
  const id = randomUUID();
  await db
    .insertInto("routines")
    .values({
      id,
      name: program.name,
      description: "",
      owner_user_id: userId,
      display_order: 0,
      retired: 1,
      created_at: now,
      kind: "program",
    })
    .execute();
  return id;
}

/** The row written under `id`: its program, day and exercise, retired or not; undefined if none. */
export async function routineRowOf(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("routine_rows")
    .select(["routine_id as routineId", "phase", "week", "day", "exercise_id as exerciseId", "retired"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A row for an exercise added to one lifter's day: retired, so only their change shows it. False: the id is taken. */
export async function insertAddedRow(
  db: Kysely<Database>,
  row: { id: string; programId: string; day: DayKey; order: number; exerciseId: string },
  prescription: { sets: number; reps: string; warmUpSets: number; minRest: number; maxRest: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto("routine_rows")
    .values({
      id: row.id,
      routine_id: row.programId,
      ...row.day,
      exercise_order: row.order,
      exercise_id: row.exerciseId,
      warm_up_sets: prescription.warmUpSets,
      sets: prescription.sets,
      reps: prescription.reps,
      rpe: null,
      percent_1rm: null,
      min_rest: prescription.minRest,
      max_rest: prescription.maxRest,
      notes: null,
      retired: 1,
    })
    // A row id the phone made (decision 0121) may already be taken: nothing is written, and the
    // caller says so, rather than the database refusing the key.
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The exercises this lifter lifted in place of `exerciseId` before, the latest first. */
export async function swappedBefore(db: Kysely<Database>, userId: string, exerciseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("day_changes")
    .innerJoin("routine_rows", "routine_rows.id", "day_changes.row_id")
    .select(["day_changes.exercise_id", "day_changes.updated_at"])
    .where("day_changes.user_id", "=", userId)
    .where("day_changes.added", "=", 0)
    .where("routine_rows.exercise_id", "=", exerciseId)
    .where("day_changes.exercise_id", "is not", null)
    .orderBy("day_changes.updated_at", "desc")
    .limit(20)
    .execute();
  return [...new Set(rows.map((r) => r.exercise_id as string))];
}

/** Every exercise of the catalogue and of this lifter's own, with its muscles, by name. */
export async function exerciseChoicesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<(ExerciseChoice & { exerciseType: ExerciseType })[]> {
  const rows = await db
    .selectFrom("exercises")
    .leftJoin("exercise_muscles", "exercise_muscles.exercise_id", "exercises.id")
    .select([
      "exercises.id",
      "exercises.name",
      "exercises.owner_user_id",
      "exercises.exercise_type",
      "exercise_muscles.muscle",
    ])
    .where((eb) => eb.or([eb("exercises.owner_user_id", "is", null), eb("exercises.owner_user_id", "=", userId)]))
    .orderBy("exercises.name")
    .orderBy("exercise_muscles.muscle")
    .execute();
  const byId = new Map<string, ExerciseChoice & { muscles: string[]; exerciseType: ExerciseType }>();
  for (const r of rows) {
    const choice = byId.get(r.id) ?? {
      id: r.id,
      name: r.name,
      muscles: [],
      own: r.owner_user_id !== null,
      exerciseType: r.exercise_type,
    };
    byId.set(r.id, choice);
    if (r.muscle && !choice.muscles.includes(r.muscle)) choice.muscles.push(r.muscle);
  }
  return [...byId.values()];
}
