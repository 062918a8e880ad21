import { randomUUID } from "node:crypto";
import type { Muscle } from "@ironpath/domain/programs/muscles";
import type { PlannedDay } from "@ironpath/domain/transfer/import-plan";
import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";
import { withEstimate } from "./performances.js";
import { ensureUserProgram } from "./program-days.js";

// The workout import's writes (decision 0015): the lifter's new exercises, a program per app and
// year, a day per date, a row per exercise and an entry per set, all in one transaction. A set
// already imported (same date, exercise and set number in a program of that name, even one the
// lifter deleted) is not written again.

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

/** The exercises a lifter can see, by name: the catalogue's (own: false) and their own. */
export async function visibleExercises(
  db: Kysely<Database>,
  userId: string,
): Promise<{ name: string; own: boolean }[]> {
  const rows = await db
    .selectFrom("exercises")
    .select(["name", "owner_user_id"])
    .where((eb) => eb.or([eb("owner_user_id", "is", null), eb("owner_user_id", "=", userId)]))
    .execute();
  return rows.map((r) => ({ name: r.name, own: r.owner_user_id !== null }));
}

export interface ImportWrite {
  userId: string;
  /** The lifter's exercises to create, each with its muscle tag when one could be guessed. */
  newExercises: { name: string; muscle: Muscle | undefined }[];
  days: PlannedDay[];
  now: string;
}

export interface ImportWritten {
  /** The programs that received sets. */
  programs: string[];
  /** Dates that received sets. */
  sessions: number;
  sets: number;
  /** The file's lines of sets that were there already. */
  alreadyImported: number[];
}

async function createExercises(trx: Kysely<Database>, write: ImportWrite): Promise<void> {
  for (const exercise of write.newExercises) {
    const id = randomUUID();
    const inserted = await trx
      .insertInto("exercises")
      .values({ id, name: exercise.name, owner_user_id: write.userId, created_at: write.now })
      .onConflict((oc) => oc.columns(["name", "owner_user_id"]).doNothing())
      .executeTakeFirst();
    if (exercise.muscle && Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      await trx.insertInto("exercise_muscles").values({ exercise_id: id, muscle: exercise.muscle }).execute();
    }
  }
}

/** The ids of the named exercises this lifter can see, their own winning a shared name. */
async function exerciseIds(trx: Kysely<Database>, userId: string, names: string[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let i = 0; i < names.length; i += BATCH) {
    const rows = await trx
      .selectFrom("exercises")
      .select(["id", "name", "owner_user_id"])
      .where("name", "in", names.slice(i, i + BATCH))
      .where((eb) => eb.or([eb("owner_user_id", "is", null), eb("owner_user_id", "=", userId)]))
      .execute();
    for (const r of rows.sort((a, b) => Number(a.owner_user_id !== null) - Number(b.owner_user_id !== null))) {
      ids.set(r.name, r.id);
    }
  }
  return ids;
}

const entryKey = (date: string, exerciseId: string, setIndex: number) => `${date}|${exerciseId}|${setIndex}`;
const slotKey = (d: { phase: number; week: number; day: number }) => `${d.phase}/${d.week}/${d.day}`;

/** What the lifter's programs of this name hold already: their entries, and the live program's rows. */
async function existing(trx: Kysely<Database>, userId: string, name: string, programId: string) {
  const entries = await trx
    .selectFrom("performances")
    .innerJoin("routines", "routines.id", "performances.routine_id")
    .select(["performances.performed_on", "performances.exercise_id", "performances.set_index"])
    .where("performances.user_id", "=", userId)
    .where("routines.owner_user_id", "=", userId)
    .where("routines.name", "=", name)
    .execute();
  const rows = await trx
    .selectFrom("routine_rows")
    .select(["id", "phase", "week", "day", "exercise_id", "exercise_order"])
    .where("routine_id", "=", programId)
    .where("retired", "=", 0)
    .execute();
  const rowOf = new Map(rows.map((r) => [`${slotKey(r)}|${r.exercise_id}`, r.id]));
  const lastOrder = new Map<string, number>();
  for (const r of rows) lastOrder.set(slotKey(r), Math.max(lastOrder.get(slotKey(r)) ?? 0, r.exercise_order));
  return {
    done: new Set(entries.map((e) => entryKey(e.performed_on, e.exercise_id, e.set_index))),
    rowOf,
    lastOrder,
  };
}

async function insertInBatches(trx: Kysely<Database>, table: "routine_rows" | "performances", values: unknown[]) {
  let inserted = 0;
  for (let i = 0; i < values.length; i += BATCH) {
    const result = await trx
      .insertInto(table)
      .values(values.slice(i, i + BATCH) as never)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/** One program's days: its rows and entries still missing, written; the lines already there returned. */
async function writeProgram(
  trx: Kysely<Database>,
  write: ImportWrite,
  name: string,
  days: PlannedDay[],
  ids: Map<string, string>,
) {
  const programId = await ensureUserProgram(trx, write.userId, name, write.now);
  // First write to the program: a second import of the same lifter waits here (row lock), and
  // every process's cached copy of the program's days is renewed by the new revision.
  await trx.updateTable("routines").set({ revision: sql`revision + 1` }).where("id", "=", programId).execute();
  const { done, rowOf, lastOrder } = await existing(trx, write.userId, name, programId);
  const rows: unknown[] = [];
  const entries: unknown[] = [];
  const alreadyImported: number[] = [];
  let sessions = 0;
  for (const day of days) {
    let dayHasNew = false;
    for (const planned of day.rows) {
      const exerciseId = ids.get(planned.exercise) as string;
      const fresh = planned.sets.filter((s) => !done.has(entryKey(day.date, exerciseId, s.setIndex)));
      for (const s of planned.sets) if (!fresh.includes(s)) alreadyImported.push(s.line);
      if (fresh.length === 0) continue;
      dayHasNew = true;
      let rowId = rowOf.get(`${slotKey(day.slot)}|${exerciseId}`);
      if (!rowId) {
        rowId = randomUUID();
        const order = (lastOrder.get(slotKey(day.slot)) ?? 0) + 1;
        lastOrder.set(slotKey(day.slot), order);
        const p = planned.prescription;
        rows.push({
          id: rowId,
          routine_id: programId,
          ...day.slot,
          exercise_order: order,
          exercise_id: exerciseId,
          warm_up_sets: p.warmUpSets,
          sets: p.sets,
          reps: p.reps,
          rpe: p.rpe,
          percent_1rm: p.percent1RM,
          min_rest: p.minRest,
          max_rest: p.maxRest,
          notes: p.notes,
          retired: 0,
        });
      }
      for (const s of fresh) {
        entries.push(
          withEstimate({
            id: randomUUID(),
            user_id: write.userId,
            routine_id: programId,
            row_id: rowId,
            exercise_id: exerciseId,
            ...day.slot,
            set_index: s.setIndex,
            reps: s.reps,
            rpe: s.rpe,
            weight: s.weight,
            performed_on: day.date,
            logged_at: s.loggedAt,
          }),
        );
      }
    }
    if (dayHasNew) sessions += 1;
  }
  await insertInBatches(trx, "routine_rows", rows);
  const sets = await insertInBatches(trx, "performances", entries);
  return { sessions, sets, alreadyImported };
}

/** Writes the whole import, all or nothing. */
export async function writeImport(db: Kysely<Database>, write: ImportWrite): Promise<ImportWritten> {
  return db.transaction().execute(async (trx) => {
    await createExercises(trx, write);
    const names = [...new Set(write.days.flatMap((d) => d.rows.map((r) => r.exercise)))];
    const ids = await exerciseIds(trx, write.userId, names);
    const byProgram = new Map<string, PlannedDay[]>();
    for (const day of write.days) {
      const days = byProgram.get(day.program) ?? [];
      days.push(day);
      byProgram.set(day.program, days);
    }
    const written: ImportWritten = { programs: [], sessions: 0, sets: 0, alreadyImported: [] };
    for (const [name, days] of byProgram) {
      const result = await writeProgram(trx, write, name, days, ids);
      if (result.sets > 0) written.programs.push(name);
      written.sessions += result.sessions;
      written.sets += result.sets;
      written.alreadyImported.push(...result.alreadyImported);
    }
    return written;
  });
}
