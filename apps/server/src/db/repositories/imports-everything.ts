import type { RoutineKind } from "@ironpath/domain/programs/routine-kind";
import type { Kysely } from "kysely";
import type { Database, RoutineRowsTable } from "../schema.js";

// What an Ironpath import (decision 0047) reads of the lifter here before it plans: their own
// programs in use with the rows in use, the ready-made programs the file's sets name, every entry
// they have (to tell what is here already) and what they keep beside the sets. Read outside any
// transaction; the plan is written only while the lifter's data_version still is the one read at.

/** A row of a program the import writes into, as stored, with its exercise's name. */
export type TargetRow = Omit<RoutineRowsTable, "routine_id" | "retired" | "superset"> & { exercise_name: string };

export interface TargetProgram {
  id: string;
  name: string;
  kind: RoutineKind;
  rows: TargetRow[];
}

function programRows(db: Kysely<Database>) {
  return db
    .selectFrom("routine_rows")
    .innerJoin("routines", "routines.id", "routine_rows.routine_id")
    .innerJoin("exercises", "exercises.id", "routine_rows.exercise_id")
    .select([
      "routine_rows.id",
      "routine_rows.routine_id",
      "routine_rows.phase",
      "routine_rows.week",
      "routine_rows.day",
      "routine_rows.exercise_order",
      "routine_rows.exercise_id",
      "exercises.name as exercise_name",
      "routine_rows.warm_up_sets",
      "routine_rows.sets",
      "routine_rows.reps",
      "routine_rows.rpe",
      "routine_rows.percent_1rm",
      "routine_rows.min_rest",
      "routine_rows.max_rest",
      "routine_rows.notes",
    ])
    .where("routines.retired", "=", 0)
    .where("routine_rows.retired", "=", 0);
}

function byProgram(
  programs: { id: string; name: string; kind: RoutineKind }[],
  rows: (TargetRow & { routine_id: string })[],
): TargetProgram[] {
  const found = new Map(programs.map((p) => [p.id, { id: p.id, name: p.name, kind: p.kind, rows: [] as TargetRow[] }]));
  for (const { routine_id, ...row } of rows) found.get(routine_id)?.rows.push(row);
  return [...found.values()];
}

/** The lifter's own programs in use, each with its rows in use. */
export async function ownProgramsInUse(db: Kysely<Database>, userId: string): Promise<TargetProgram[]> {
  const programs = await db
    .selectFrom("routines")
    .select(["id", "name", "kind"])
    .where("owner_user_id", "=", userId)
    .where("retired", "=", 0)
    .execute();
  const rows = await programRows(db).where("routines.owner_user_id", "=", userId).execute();
  return byProgram(programs, rows);
}

/** The ready-made programs in use of these names, each with its rows (the catalogue is small: read whole). */
export async function readyMadePrograms(db: Kysely<Database>, names: ReadonlySet<string>): Promise<TargetProgram[]> {
  const all = await db
    .selectFrom("routines")
    .select(["id", "name", "kind"])
    .where("owner_user_id", "is", null)
    .where("retired", "=", 0)
    .execute();
  const programs = all.filter((p) => names.has(p.name));
  if (programs.length === 0) return [];
  const rows = await programRows(db)
    .where(
      "routines.id",
      "in",
      programs.map((p) => p.id),
    )
    .execute();
  return byProgram(programs, rows);
}

/** Every entry of the lifter's, with what tells one apart: its row, and its program's name and place. */
export function lifterEntries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("performances")
    .innerJoin("routines", "routines.id", "performances.routine_id")
    .select([
      "performances.row_id",
      "performances.set_index",
      "routines.name as program",
      "performances.phase",
      "performances.week",
      "performances.day",
      "performances.exercise_id",
      "performances.performed_on",
      "performances.logged_at",
    ])
    .where("performances.user_id", "=", userId)
    .execute();
}

/** What the lifter keeps beside their sets: user info, added programs, coach phases, days and answers. */
export async function lifterKeeps(db: Kysely<Database>, userId: string) {
  const [userInfo, added, phases, days, answers] = await Promise.all([
    db.selectFrom("user_info").select("user_id").where("user_id", "=", userId).executeTakeFirst(),
    db.selectFrom("user_programs").select("routine_id").where("user_id", "=", userId).execute(),
    db
      .selectFrom("coach_phases")
      .select(["kind", "start_date", "created_at", "ended_on"])
      .where("user_id", "=", userId)
      .execute(),
    db.selectFrom("coach_days").select("date").where("user_id", "=", userId).execute(),
    db.selectFrom("coach_answers").select(["dialog", "week_start"]).where("user_id", "=", userId).execute(),
  ]);
  return {
    hasUserInfo: userInfo !== undefined,
    addedPrograms: new Set(added.map((a) => a.routine_id)),
    phases,
    days: new Set(days.map((d) => d.date)),
    answers: new Set(answers.map((a) => `${a.dialog}|${a.week_start}`)),
  };
}
export type LifterKeeps = Awaited<ReturnType<typeof lifterKeeps>>;

/** The lifter's day changes here, with what places them: the program's name, the day, the row's order and exercise. */
export function lifterDayChanges(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("day_changes")
    .innerJoin("routines", "routines.id", "day_changes.routine_id")
    .innerJoin("routine_rows", "routine_rows.id", "day_changes.row_id")
    .select([
      "day_changes.row_id",
      "routines.name as program",
      "day_changes.phase",
      "day_changes.week",
      "day_changes.day",
      "routine_rows.exercise_order",
      "routine_rows.exercise_id",
      "day_changes.added",
    ])
    .where("day_changes.user_id", "=", userId)
    .execute();
}
