import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import type { Prescription } from "@ironpath/domain/programs/prescription";
import type { RoutineKind } from "@ironpath/domain/programs/routine-kind";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { Kysely } from "kysely";
import { boundQuery } from "../bound-query.js";
import type { Database, RoutineRowsTable } from "../schema.js";
import { prescriptionOf } from "./prescription-columns.js";

export interface Program {
  id: string;
  name: string;
  ownerUserId: string | null;
  /** Bumped by every write of the builder: what a process keeps of the program is by revision. */
  revision: number;
}

/** A prescribed exercise of a program day, with the ids the log saves entries against. */
export interface DayRow extends Prescription {
  id: string;
  exerciseId: string;
  exerciseName: string;
  exerciseOrder: number;
  /** Its superset within the day (decision 0055), null when not grouped. */
  superset: number | null;
  /** How the exercise is logged (decision 0053). */
  exerciseType: ExerciseType;
}

export type ProgramKind = "ready-made" | "user-created" | "any";

/**
 * A program by name that this user may use: a ready-made one, or one of their own programs.
 * With "any", the user's own program wins a name clash.
 */
// Every call of the workout log looks its program up first: built once per kind (bound-query.ts).
const programByName = boundQuery((db, v: { name: string; userId?: string }, kind) =>
  db
    .selectFrom("routines")
    .select(["id", "name", "owner_user_id", "revision"])
    .where("name", "=", v.name)
    .where((eb) => {
      const readyMade = eb("owner_user_id", "is", null);
      // A deleted program of the lifter's own is gone; a retired ready-made one stays with its users.
      // Imported history and workouts with no program are not run (decision 0051).
      const own = eb.and([eb("owner_user_id", "=", v.userId ?? ""), eb("retired", "=", 0), eb("kind", "=", "program")]);
      if (kind === "ready-made") return readyMade;
      if (kind === "user-created") return own;
      return eb.or([readyMade, own]);
    }),
);

export async function findProgram(
  db: Kysely<Database>,
  name: string,
  userId: string | undefined,
  kind: ProgramKind,
): Promise<Program | undefined> {
  // A ready-made program's query has no user in it.
  const values = kind === "ready-made" ? { name } : { name, userId: userId ?? "" };
  const { rows } = await db.executeQuery(programByName(db, values, kind));
  const row = rows.find((r) => r.owner_user_id !== null) ?? rows[0];
  return row && { id: row.id, name: row.name, ownerUserId: row.owner_user_id, revision: row.revision };
}

export async function listReadyMadePrograms(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("routines")
    .select("name")
    .where("owner_user_id", "is", null)
    .where("retired", "=", 0)
    .orderBy("display_order")
    .execute();
  return rows.map((r) => r.name);
}

/** The ready-made routines the user added to their programs, in the order added. */
export async function listUserPrograms(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("user_programs")
    .innerJoin("routines", "routines.id", "user_programs.routine_id")
    .select("routines.name")
    .where("user_programs.user_id", "=", userId)
    .where("routines.owner_user_id", "is", null)
    .orderBy("user_programs.added_at")
    .orderBy("routines.display_order")
    .execute();
  return rows.map((r) => r.name);
}

/** The id of the lifter's own routine of this name and kind still in use (not retired), if any. */
export async function liveOwnRoutineId(
  db: Kysely<Database>,
  userId: string,
  name: string,
  kind: RoutineKind,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("routines")
    .select("id")
    .where("owner_user_id", "=", userId)
    .where("name", "=", name)
    .where("retired", "=", 0)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row?.id;
}

export async function listUserCreatedPrograms(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("routines")
    .select("name")
    .where("owner_user_id", "=", userId)
    .where("retired", "=", 0)
    .where("kind", "=", "program")
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.name);
}

/** Adds a program to the user's programs; adding it again changes nothing. */
export async function addUserProgram(
  db: Kysely<Database>,
  userId: string,
  programId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto("user_programs")
    .values({
      user_id: userId,
      routine_id: programId,
      added_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "routine_id"]).doNothing())
    .execute();
}

/** Remembers the day the log shows, which the advanced entry applies to. */
export async function setShownDay(db: Kysely<Database>, userId: string, programId: string, day: DayKey): Promise<void> {
  await db
    .insertInto("shown_days")
    .values({ user_id: userId, routine_id: programId, ...day })
    .onConflict((oc) => oc.columns(["user_id", "routine_id"]).doUpdateSet({ ...day }))
    .execute();
}

export async function getShownDay(
  db: Kysely<Database>,
  userId: string,
  programId: string,
): Promise<DayKey | undefined> {
  return (await db.executeQuery(shownDayOf(db, { userId, programId }))).rows[0];
}

const shownDayOf = boundQuery((db, v: { userId: string; programId: string }) =>
  db
    .selectFrom("shown_days")
    .select(["phase", "week", "day"])
    .where("user_id", "=", v.userId)
    .where("routine_id", "=", v.programId),
);

export function toRow(r: RoutineRowsTable & { exercise_name: string; exercise_type: ExerciseType }): DayRow {
  return {
    exerciseType: r.exercise_type,
    id: r.id,
    exerciseId: r.exercise_id,
    exerciseName: r.exercise_name,
    exerciseOrder: r.exercise_order,
    ...prescriptionOf(r),
    superset: r.superset,
  };
}
