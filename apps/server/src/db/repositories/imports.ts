import { randomUUID } from "node:crypto";
import type { Muscle } from "@ironpath/domain/programs/muscles";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { type PlannedDay, slotDate } from "@ironpath/domain/transfer/import-plan";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";
import { insertMany } from "./insert-many.js";
import { prescriptionColumns } from "./prescription-columns.js";
import { liveOwnRoutineId } from "./programs-repository.js";
import { withEstimate } from "@ironpath/domain/training/exercise-type";

// The workout import's writes (decision 0015, made short by 0036): the lifter's new exercises, a
// routine of imported history per app and year (decision 0051: never a program to run), a day per date, a row per exercise and an entry per set. Everything
// is read and planned first, outside any transaction; then one short transaction writes the plan
// in multi-row inserts, provided the lifter's data_version still is the one the plan was read at
// (else nothing is written and the caller plans again). A set already imported (same date,
// exercise and set number in a program of that name, even one the lifter deleted) is not planned.

/** The exercises a lifter can see, by name: the catalogue's (own: false) and their own. */
export async function visibleExercises(
  db: Kysely<Database>,
  userId: string,
): Promise<{ id: string; name: string; own: boolean; exerciseType: ExerciseType }[]> {
  const rows = await db
    .selectFrom("exercises")
    .select(["id", "name", "owner_user_id", "exercise_type"])
    .where((eb) => eb.or([eb("owner_user_id", "is", null), eb("owner_user_id", "=", userId)]))
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, own: r.owner_user_id !== null, exerciseType: r.exercise_type }));
}

/** The version of the lifter's data the plan is read at (decision 0023's data_version). */
export async function dataVersion(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom("users").select("data_version").where("id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.data_version);
}

export interface ImportWrite {
  userId: string;
  /** The lifter's exercises to create, each with its muscle tag when one could be guessed. */
  newExercises: { name: string; muscle: Muscle | undefined }[];
  days: PlannedDay[];
  now: string;
}

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** What one transaction inserts: whole dates, with the exercises and programs they need first. */
export interface ImportChunk {
  exercises: Rows<"exercises">;
  muscles: Rows<"exercise_muscles">;
  newPrograms: Rows<"routines">;
  /** Programs already there that receive rows or sets: their revision is raised. */
  touchedPrograms: string[];
  rows: Rows<"routine_rows">;
  entries: Rows<"performances">;
  /** What an Ironpath import restores beside the sets (decision 0047); empty for Strong and Hevy. */
  kept: KeptRows;
  /** The file's line of each entry. */
  lines: number[];
  /** Dates that receive sets, and the programs they are in. */
  sessions: number;
  programs: string[];
}

/** The lifter's user info, added ready-made programs and coach rows an Ironpath import restores. */
export interface KeptRows {
  userInfo: Rows<"user_info">;
  userPrograms: Rows<"user_programs">;
  coachPhases: Rows<"coach_phases">;
  coachDays: Rows<"coach_days">;
  coachAnswers: Rows<"coach_answers">;
  /** The lifter's changes to days while lifting (decision 0068). */
  dayChanges: Rows<"day_changes">;
}

export const noKeptRows = (): KeptRows => ({
  userInfo: [],
  userPrograms: [],
  coachPhases: [],
  coachDays: [],
  coachAnswers: [],
  dayChanges: [],
});

/** Every row the import will insert, date by date; and the file's lines of sets already there. */
export interface ImportPlan {
  days: ImportChunk[];
  alreadyImported: number[];
}

export const emptyChunk = (): ImportChunk => ({
  exercises: [],
  muscles: [],
  newPrograms: [],
  touchedPrograms: [],
  rows: [],
  entries: [],
  kept: noKeptRows(),
  lines: [],
  sessions: 0,
  programs: [],
});

/** Rows planned between pauses (a few milliseconds of work). */
const PLANNED_BETWEEN_PAUSES = 500;

const entryKey = (date: string, exerciseId: string, setIndex: number) => `${date}|${exerciseId}|${setIndex}`;
const slotKey = (d: { phase: number; week: number; day: number }) => `${d.phase}/${d.week}/${d.day}`;

/** What the lifter's programs of this name hold already: their entries, and the live program with its rows. */
async function existing(db: Kysely<Database>, userId: string, name: string) {
  const entries = await db
    .selectFrom("performances")
    .innerJoin("routines", "routines.id", "performances.routine_id")
    .select(["performances.performed_on", "performances.exercise_id", "performances.set_index"])
    .where("performances.user_id", "=", userId)
    .where("routines.owner_user_id", "=", userId)
    .where("routines.name", "=", name)
    .execute();
  const liveId = await liveOwnRoutineId(db, userId, name, "history");
  const rows = liveId
    ? await db
        .selectFrom("routine_rows")
        .select(["id", "phase", "week", "day", "exercise_id", "exercise_order"])
        .where("routine_id", "=", liveId)
        .where("retired", "=", 0)
        .execute()
    : [];
  const rowOf = new Map(rows.map((r) => [`${slotKey(r)}|${r.exercise_id}`, r.id]));
  const lastOrder = new Map<string, number>();
  for (const r of rows) lastOrder.set(slotKey(r), Math.max(lastOrder.get(slotKey(r)) ?? 0, r.exercise_order));
  return {
    programId: liveId,
    done: new Set(entries.map((e) => entryKey(e.performed_on, e.exercise_id, e.set_index))),
    rowOf,
    lastOrder,
  };
}

/** New exercises, made once and written with the first date that uses them. */
interface NewExercises {
  made: Map<string, { exercise: Rows<"exercises">[number]; muscles: Rows<"exercise_muscles"> }>;
}

function takeExercise(chunk: ImportChunk, fresh: NewExercises, exerciseId: string) {
  const made = fresh.made.get(exerciseId);
  if (!made) return;
  fresh.made.delete(exerciseId);
  chunk.exercises.push(made.exercise);
  chunk.muscles.push(...made.muscles);
}

/** One program's days: a chunk per date with rows or entries still missing, added to the plan. */
async function planProgram(
  db: Kysely<Database>,
  write: ImportWrite,
  plan: ImportPlan,
  name: string,
  days: PlannedDay[],
  ids: Map<string, string>,
  fresh: NewExercises,
  pause: () => Promise<void>,
  typeOf: ReadonlyMap<string, ExerciseType>,
) {
  const { programId: liveId, done, rowOf, lastOrder } = await existing(db, write.userId, name);
  const programId = liveId ?? randomUUID();
  let programMade = liveId !== undefined;
  let planned = 0;
  for (const day of days) {
    if (planned > PLANNED_BETWEEN_PAUSES) {
      await pause();
      planned = 0;
    }
    const chunk = emptyChunk();
    for (const planned of day.rows) {
      const exerciseId = ids.get(planned.exercise) as string;
      const missing = planned.sets.filter((s) => !done.has(entryKey(day.date, exerciseId, s.setIndex)));
      for (const s of planned.sets) if (!missing.includes(s)) plan.alreadyImported.push(s.line);
      let rowId = rowOf.get(`${slotKey(day.slot)}|${exerciseId}`);
      // A row with no set holds a note alone (decision 0099): made once, then left as it is.
      if (missing.length === 0 && (planned.sets.length > 0 || rowId)) continue;
      takeExercise(chunk, fresh, exerciseId);
      if (!rowId) {
        rowId = randomUUID();
        rowOf.set(`${slotKey(day.slot)}|${exerciseId}`, rowId);
        const order = (lastOrder.get(slotKey(day.slot)) ?? 0) + 1;
        lastOrder.set(slotKey(day.slot), order);
        chunk.rows.push({
          id: rowId,
          routine_id: programId,
          ...day.slot,
          exercise_order: order,
          exercise_id: exerciseId,
          ...prescriptionColumns(planned.prescription),
          retired: 0,
        });
      }
      for (const s of missing) {
        const entry = {
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
          // A hold's seconds, from Ironpath's own file (decision 0077).
          seconds: s.seconds ?? null,
          performed_on: day.date,
          logged_at: s.loggedAt,
        };
        chunk.entries.push(withEstimate(entry, typeOf.get(exerciseId)));
        chunk.lines.push(s.line);
      }
    }
    planned += day.rows.length;
    if (chunk.rows.length === 0 && chunk.entries.length === 0) continue;
    chunk.sessions = chunk.entries.length > 0 ? 1 : 0;
    chunk.programs.push(name);
    if (programMade) chunk.touchedPrograms.push(programId);
    else {
      chunk.newPrograms.push({
        id: programId,
        name,
        description: "",
        owner_user_id: write.userId,
        display_order: 0,
        retired: 0,
        created_at: write.now,
        kind: "history",
      });
      programMade = true;
    }
    plan.days.push(chunk);
  }
}

/**
 * Reads what the import needs and plans every row to insert; writes nothing. `pause` is awaited
 * between programs, so a long plan lets other requests run.
 */
export async function planImportWrite(
  db: Kysely<Database>,
  write: ImportWrite,
  pause: () => Promise<void>,
): Promise<ImportPlan> {
  const plan: ImportPlan = { days: [], alreadyImported: [] };
  const ids = new Map<string, string>();
  // The lifter's own exercise wins a name it shares with the catalogue's.
  const visible = await visibleExercises(db, write.userId);
  for (const e of visible.sort((a, b) => Number(a.own) - Number(b.own))) ids.set(e.name, e.id);
  // How each is logged: a set's stored estimate follows it (decision 0053).
  const typeOf = new Map(visible.map((e) => [e.id, e.exerciseType]));
  const fresh: NewExercises = { made: new Map() };
  for (const exercise of write.newExercises) {
    if (ids.has(exercise.name)) continue;
    const id = randomUUID();
    ids.set(exercise.name, id);
    fresh.made.set(id, {
      exercise: { id, name: exercise.name, owner_user_id: write.userId, created_at: write.now },
      muscles: exercise.muscle ? [{ exercise_id: id, muscle: exercise.muscle }] : [],
    });
  }
  const byProgram = new Map<string, PlannedDay[]>();
  for (const day of write.days) {
    const days = byProgram.get(day.program) ?? [];
    days.push(day);
    byProgram.set(day.program, days);
  }
  for (const [name, days] of byProgram) {
    await planProgram(db, write, plan, name, days, ids, fresh, pause, typeOf);
    await pause();
  }
  return plan;
}

/** The plan's dates gathered into chunks of at least `sets` sets each (whole dates; all in one when Infinity). */
export function chunkPlan(plan: ImportPlan, sets: number): ImportChunk[] {
  const chunks: ImportChunk[] = [];
  let current = emptyChunk();
  for (const day of plan.days) {
    current.exercises.push(...day.exercises);
    current.muscles.push(...day.muscles);
    current.newPrograms.push(...day.newPrograms);
    for (const id of day.touchedPrograms) if (!current.touchedPrograms.includes(id)) current.touchedPrograms.push(id);
    current.rows.push(...day.rows);
    current.entries.push(...day.entries);
    for (const table of Object.keys(day.kept) as (keyof KeptRows)[]) {
      (current.kept[table] as unknown[]).push(...day.kept[table]);
    }
    current.lines.push(...day.lines);
    current.sessions += day.sessions;
    for (const name of day.programs) if (!current.programs.includes(name)) current.programs.push(name);
    if (current.entries.length >= sets) {
      chunks.push(current);
      current = emptyChunk();
    }
  }
  const holdsRows =
    current.entries.length + current.exercises.length + current.newPrograms.length + current.rows.length > 0 ||
    Object.values(current.kept).some((rows) => rows.length > 0);
  if (holdsRows) chunks.push(current);
  return chunks;
}

/**
 * Raises the lifter's data_version from `version`: the first statement of a chunk's transaction,
 * taking their users row (the lock order of every write of theirs; program-days.ts). False, and
 * nothing written, when their data changed since the plan was read at `version`.
 */
export async function claimDataVersion(trx: Kysely<Database>, userId: string, version: number): Promise<boolean> {
  const result = await trx
    .updateTable("users")
    .set({ data_version: sql`data_version + 1` })
    .where("id", "=", userId)
    .where("data_version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Inserts a chunk's rows in the caller's transaction, after `claimDataVersion`; then the programs' rows. */
export async function insertImportChunk(trx: Kysely<Database>, chunk: ImportChunk): Promise<void> {
  // Every process's cached copy of these programs' days is renewed by the new revision.
  if (chunk.touchedPrograms.length > 0) {
    await trx
      .updateTable("routines")
      .set({ revision: sql`revision + 1` })
      .where("id", "in", chunk.touchedPrograms)
      .execute();
  }
  await insertMany(trx, "exercises", chunk.exercises);
  await insertMany(trx, "exercise_muscles", chunk.muscles);
  await insertMany(trx, "routines", chunk.newPrograms);
  await insertMany(trx, "routine_rows", chunk.rows);
  await insertMany(trx, "performances", chunk.entries);
  await insertMany(trx, "user_info", chunk.kept.userInfo);
  await insertMany(trx, "user_programs", chunk.kept.userPrograms);
  await insertMany(trx, "coach_phases", chunk.kept.coachPhases);
  await insertMany(trx, "coach_days", chunk.kept.coachDays);
  await insertMany(trx, "coach_answers", chunk.kept.coachAnswers);
  await insertMany(trx, "day_changes", chunk.kept.dayChanges);
}

/**
 * The rows the lifter's sets of these imported programs are on, by date and exercise name: where an
 * import of Ironpath's own sets CSV puts the file's warm-ups and notes (decision 0077).
 */
export async function importedRowsOf(
  db: Kysely<Database>,
  userId: string,
  programs: readonly string[],
): Promise<
  Map<string, { rowId: string; programId: string; exerciseId: string; phase: number; week: number; day: number }>
> {
  if (programs.length === 0) return new Map();
  const rows = await db
    .selectFrom("performances")
    .innerJoin("routines", "routines.id", "performances.routine_id")
    .innerJoin("exercises", "exercises.id", "performances.exercise_id")
    .select(["performances.performed_on", "exercises.name", "performances.row_id", "performances.routine_id"])
    .select(["performances.exercise_id", "performances.phase", "performances.week", "performances.day"])
    .where("performances.user_id", "=", userId)
    .where("routines.owner_user_id", "=", userId)
    .where("routines.name", "in", [...programs])
    .distinct()
    .execute();
  const found = new Map(
    rows.map((r) => [
      `${r.performed_on}|${r.name}`,
      { rowId: r.row_id, programId: r.routine_id, exerciseId: r.exercise_id, phase: r.phase, week: r.week, day: r.day },
    ]),
  );
  // And the rows with no set, made for a note alone (decision 0099): their date is their slot's.
  const bare = await db
    .selectFrom("routine_rows")
    .innerJoin("routines", "routines.id", "routine_rows.routine_id")
    .innerJoin("exercises", "exercises.id", "routine_rows.exercise_id")
    .select(["routine_rows.id", "routines.id as program_id", "routines.name as program", "exercises.name"])
    .select(["routine_rows.exercise_id", "routine_rows.phase", "routine_rows.week", "routine_rows.day"])
    .where("routines.owner_user_id", "=", userId)
    .where("routines.name", "in", [...programs])
    .where("routines.retired", "=", 0)
    .where("routine_rows.retired", "=", 0)
    .where("routine_rows.sets", "=", 0)
    .execute();
  for (const r of bare) {
    const key = `${slotDate(r.program.slice(-4), r)}|${r.name}`;
    if (found.has(key)) continue;
    const { phase, week, day } = r;
    found.set(key, { rowId: r.id, programId: r.program_id, exerciseId: r.exercise_id, phase, week, day });
  }
  return found;
}
