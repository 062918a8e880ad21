import { randomUUID } from "node:crypto";
import type { Prescription } from "@ironpath/domain/programs/prescription";
import type { DayKey } from "@ironpath/domain/training/next-day";
import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";
import { prescriptionColumns } from "./prescription-columns.js";
import { liveOwnRoutineId } from "./programs-repository.js";

// The builder's writes to a lifter's own programs. A day is always written whole, in one
// transaction; rows something was logged against are retired, not deleted, so history stays.

export interface WrittenRow extends Prescription {
  exerciseId: string;
  exerciseOrder: number;
  /** Its superset within the day (decision 0055): a copied day keeps its groups; the builder's save sets none. */
  superset?: number | null;
}

/** The lifter's program of that name, created if new (two first submits race to one program). */
export async function ensureUserProgram(
  db: Kysely<Database>,
  userId: string,
  name: string,
  now: string,
): Promise<string> {
  await db
    .insertInto("routines")
    .values({
      id: randomUUID(),
      name,
      description: "",
      owner_user_id: userId,
      display_order: 0,
      retired: 0,
      created_at: now,
    })
    // Literals, not parameters: the databases match this to the partial unique index's own WHERE.
    .onConflict((oc) =>
      oc
        .columns(["owner_user_id", "kind", "name"])
        .where((eb) => eb.and([eb("owner_user_id", "is not", null), eb("retired", "=", eb.lit(0))]))
        .doNothing(),
    )
    .execute();
  const id = await liveOwnRoutineId(db, userId, name, "program");
  if (!id) throw new Error(`No program "${name}" of this lifter after writing it`);
  return id;
}

/** Whether a day of the program holds rows in use. */
export async function dayHasRows(trx: Kysely<Database>, programId: string, day: DayKey): Promise<boolean> {
  const row = await trx
    .selectFrom("routine_rows")
    .select("id")
    .where("routine_id", "=", programId)
    .where("phase", "=", day.phase)
    .where("week", "=", day.week)
    .where("day", "=", day.day)
    .where("retired", "=", 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Raises the program's revision (later writes to it wait); false when it was retired meanwhile. */
export async function lockProgram(trx: Kysely<Database>, programId: string): Promise<boolean> {
  const result = await trx
    .updateTable("routines")
    .set({ revision: sql`revision + 1` })
    .where("id", "=", programId)
    .where("retired", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Clears a day: rows never logged are deleted, logged ones retired. */
async function clearDay(trx: Kysely<Database>, programId: string, day: DayKey): Promise<void> {
  await trx
    .deleteFrom("routine_rows")
    .where("routine_id", "=", programId)
    .where("phase", "=", day.phase)
    .where("week", "=", day.week)
    .where("day", "=", day.day)
    .where("retired", "=", 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("performances").select("id").whereRef("performances.row_id", "=", "routine_rows.id"))),
    )
    .execute();
  await trx
    .updateTable("routine_rows")
    .set({ retired: 1 })
    .where("routine_id", "=", programId)
    .where("phase", "=", day.phase)
    .where("week", "=", day.week)
    .where("day", "=", day.day)
    .where("retired", "=", 0)
    .execute();
}

async function insertRows(trx: Kysely<Database>, programId: string, day: DayKey, rows: WrittenRow[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto("routine_rows")
    .values(
      rows.map((r) => ({
        id: randomUUID(),
        routine_id: programId,
        ...day,
        exercise_order: r.exerciseOrder,
        exercise_id: r.exerciseId,
        ...prescriptionColumns(r),
        retired: 0,
        superset: r.superset ?? null,
      })),
    )
    .execute();
}

/**
 * Replaces each day with its rows (none: the day is removed), in the caller's transaction after
 * `lockOwner`; false, writing nothing, when the program was retired meanwhile.
 */
export async function writeDays(
  trx: Kysely<Database>,
  programId: string,
  writes: { day: DayKey; rows: WrittenRow[] }[],
): Promise<boolean> {
  if (!(await lockProgram(trx, programId))) return false;
  for (const { day, rows } of writes) {
    await clearDay(trx, programId, day);
    await insertRows(trx, programId, day, rows);
  }
  return true;
}

/** Retires a whole program (after `lockOwner`): it leaves the lists; what was logged against it stays. */
export async function retireProgram(trx: Kysely<Database>, programId: string): Promise<boolean> {
  const result = await trx
    .updateTable("routines")
    .set({ retired: 1 })
    .where("id", "=", programId)
    .where("retired", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Hard sets per muscle tag in a week of a program. */
export async function weekVolume(db: Kysely<Database>, programId: string, phase: number, week: number) {
  const rows = await db
    .selectFrom("routine_rows")
    .innerJoin("exercise_muscles", "exercise_muscles.exercise_id", "routine_rows.exercise_id")
    .select(["exercise_muscles.muscle", (eb) => eb.fn.sum<number>("routine_rows.sets").as("sets")])
    .where("routine_rows.routine_id", "=", programId)
    .where("routine_rows.phase", "=", phase)
    .where("routine_rows.week", "=", week)
    .where("routine_rows.retired", "=", 0)
    .groupBy("exercise_muscles.muscle")
    .orderBy("exercise_muscles.muscle")
    .execute();
  return rows.map((r) => ({ muscle: r.muscle, sets: Number(r.sets) }));
}
