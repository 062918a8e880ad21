import type { Kysely } from "kysely";
import type { Database } from "../schema.js";
import { toEquipment } from "./equipment-repository.js";
import { SET_NUMBER_COLUMNS } from "./set-columns.js";

// The reads of the lifter's export (decision 0015): every table that holds something of theirs,
// each filtered by their id, in a stable order. Nothing here is another lifter's.

export async function accountRow(db: Kysely<Database>, userId: string) {
  const user = await db
    .selectFrom("users")
    .select(["email", "created_at", "password_hash", "bar_lbs", "plates_lbs", "weight_unit"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const identities = await db
    .selectFrom("identities")
    .select("provider")
    .where("user_id", "=", userId)
    .orderBy("provider")
    .execute();
  return {
    email: user.email,
    createdAt: user.created_at,
    signInMethods: [...(user.password_hash ? ["password"] : []), ...identities.map((i) => i.provider)],
    equipment: toEquipment(user.bar_lbs, user.plates_lbs, user.weight_unit),
  };
}

export function userInfoRow(db: Kysely<Database>, userId: string) {
  return db.selectFrom("user_info").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Ready-made programs the lifter added. */
export function addedPrograms(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("user_programs")
    .innerJoin("routines", "routines.id", "user_programs.routine_id")
    .select(["routines.name", "user_programs.added_at"])
    .where("user_programs.user_id", "=", userId)
    .where("routines.owner_user_id", "is", null)
    .orderBy("user_programs.added_at")
    .orderBy("routines.display_order")
    .execute();
}

/** The lifter's own programs still in use, and every row of them still in use, in program order. */
export async function ownPrograms(db: Kysely<Database>, userId: string) {
  const programs = await db
    .selectFrom("routines")
    .select(["id", "name", "created_at", "kind"])
    .where("owner_user_id", "=", userId)
    .where("retired", "=", 0)
    .orderBy("created_at")
    .orderBy("name")
    .execute();
  const rows = await db
    .selectFrom("routine_rows")
    .innerJoin("routines", "routines.id", "routine_rows.routine_id")
    .innerJoin("exercises", "exercises.id", "routine_rows.exercise_id")
    .selectAll("routine_rows")
    .select("exercises.name as exercise_name")
    .where("routines.owner_user_id", "=", userId)
    .where("routines.retired", "=", 0)
    .where("routine_rows.retired", "=", 0)
    .orderBy("routine_rows.routine_id")
    .orderBy("routine_rows.phase")
    .orderBy("routine_rows.week")
    .orderBy("routine_rows.day")
    .orderBy("routine_rows.exercise_order")
    .execute();
  return { programs, rows };
}

/** Exercises the lifter created, with their muscle tags. */
export async function ownExercises(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("exercises")
    .leftJoin("exercise_muscles", "exercise_muscles.exercise_id", "exercises.id")
    .select(["exercises.id", "exercises.name", "exercises.created_at", "exercise_muscles.muscle"])
    .where("exercises.owner_user_id", "=", userId)
    .orderBy("exercises.name")
    .orderBy("exercise_muscles.muscle")
    .execute();
  const byId = new Map<string, { name: string; muscles: string[]; createdAt: string }>();
  for (const r of rows) {
    const exercise = byId.get(r.id) ?? { name: r.name, muscles: [], createdAt: r.created_at };
    if (r.muscle) exercise.muscles.push(r.muscle);
    byId.set(r.id, exercise);
  }
  return [...byId.values()];
}

/**
 * Every entry the lifter logged, oldest first, with its program's and exercise's names and the sets
 * its row prescribes (what a quick entry counts as, decision 0048).
 */
export function loggedEntries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("performances")
    .innerJoin("routines", "routines.id", "performances.routine_id")
    .innerJoin("exercises", "exercises.id", "performances.exercise_id")
    .innerJoin("routine_rows", "routine_rows.id", "performances.row_id")
    .select([
      "performances.row_id",
      "performances.routine_id",
      "routines.kind as program_kind",
      "routine_rows.sets as prescribed_sets",
      "performances.performed_on",
      "routines.name as program",
      "performances.phase",
      "performances.week",
      "performances.day",
      "exercises.name as exercise",
      "routine_rows.exercise_order",
      "routine_rows.retired as row_retired",
      "routines.retired as program_retired",
      ...SET_NUMBER_COLUMNS,
      "exercises.exercise_type",
      "performances.logged_at",
    ])
    .where("performances.user_id", "=", userId)
    .orderBy("performances.performed_on")
    .orderBy("performances.logged_at")
    .orderBy("performances.set_index")
    .orderBy("performances.id")
    .execute();
}

export async function coachRows(db: Kysely<Database>, userId: string) {
  const [phases, days, answers] = await Promise.all([
    db.selectFrom("coach_phases").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
    db.selectFrom("coach_days").selectAll().where("user_id", "=", userId).orderBy("date").execute(),
    db
      .selectFrom("coach_answers")
      .select(["dialog", "week_start", "answer"])
      .where("user_id", "=", userId)
      .orderBy("week_start")
      .orderBy("dialog")
      .execute(),
  ]);
  return { phases, days, answers };
}

/** The lifter's day changes (decision 0049), each with what places it: program, day, row order and exercise. */
export function dayChangeRows(db: Kysely<Database>, userId: string) {
  return (
    db
      .selectFrom("day_changes")
      .innerJoin("routines", "routines.id", "day_changes.routine_id")
      .innerJoin("routine_rows", "routine_rows.id", "day_changes.row_id")
      .innerJoin("exercises as written", "written.id", "routine_rows.exercise_id")
      .leftJoin("exercises as lifted", "lifted.id", "day_changes.exercise_id")
      .select([
        "routines.name as program",
        "day_changes.phase",
        "day_changes.week",
        "day_changes.day",
        "routine_rows.exercise_order",
        "written.name as exercise",
        "day_changes.added",
        "lifted.name as lifted",
        "day_changes.skipped",
        "day_changes.position",
        "day_changes.performed_on",
        "day_changes.updated_at",
      ])
      .where("day_changes.user_id", "=", userId)
      // The day's order: rows added for a day are ordered after the program's, in the order added.
      .orderBy("day_changes.performed_on")
      .orderBy("routines.name")
      .orderBy("routine_rows.exercise_order")
      .orderBy("day_changes.row_id")
      .execute()
  );
}

/** The lifter's warm-ups (decision 0066), placed as their sets are, in the order they were logged. */
export function warmUpEntries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("warm_up_sets as w")
    .innerJoin("routines", "routines.id", "w.routine_id")
    .innerJoin("exercises", "exercises.id", "w.exercise_id")
    .innerJoin("routine_rows", "routine_rows.id", "w.row_id")
    .select(["w.performed_on", "routines.name as program", "w.phase", "w.week", "w.day"])
    .select(["exercises.name as exercise", "routine_rows.exercise_order", "w.set_index", "w.reps", "w.weight"])
    .select("w.logged_at")
    .where("w.user_id", "=", userId)
    .orderBy("w.performed_on")
    .orderBy("w.row_id")
    .orderBy("w.set_index")
    .execute();
}

/** The lifter's notes of their days (decision 0066), placed as their sets are. */
export function noteEntries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("day_notes as n")
    .innerJoin("routines", "routines.id", "n.routine_id")
    .innerJoin("exercises", "exercises.id", "n.exercise_id")
    .innerJoin("routine_rows", "routine_rows.id", "n.row_id")
    .select(["n.performed_on", "routines.name as program", "routine_rows.phase", "routine_rows.week"])
    .select(["routine_rows.day", "exercises.name as exercise", "routine_rows.exercise_order", "n.set_index", "n.note"])
    .where("n.user_id", "=", userId)
    .orderBy("n.performed_on")
    .orderBy("n.row_id")
    .orderBy("n.set_index")
    .execute();
}

/**
 * The lifter's supersets of their days (decision 0077), one line a grouped row, placed as its sets
 * are: by the exercise lifted in the row (a swap's, else the one written).
 */
export function daySupersetEntries(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("day_supersets as g")
    .innerJoin("routines", "routines.id", "g.routine_id")
    .innerJoin("routine_rows", "routine_rows.id", "g.row_id")
    .leftJoin("day_changes", (join) =>
      join.onRef("day_changes.user_id", "=", "g.user_id").onRef("day_changes.row_id", "=", "g.row_id"),
    )
    .innerJoin("exercises", (join) =>
      join.on((eb) => eb("exercises.id", "=", eb.fn.coalesce("day_changes.exercise_id", "routine_rows.exercise_id"))),
    )
    .select(["g.date", "routines.name as program", "g.phase", "g.week", "g.day", "g.group_no"])
    .select(["exercises.name as exercise", "routine_rows.exercise_order"])
    .where("g.user_id", "=", userId)
    .orderBy("g.date")
    .orderBy("g.routine_id")
    .orderBy("g.phase")
    .orderBy("g.week")
    .orderBy("g.day")
    .orderBy("g.group_no")
    .orderBy("routine_rows.exercise_order")
    .execute();
}
