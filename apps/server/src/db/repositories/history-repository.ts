import type { RoutineKind } from "@ironpath/domain/programs/routine-kind";
import { type ExerciseType, withEstimate } from "@ironpath/domain/training/exercise-type";
import type { SessionKey } from "@ironpath/domain/training/history-cursor";
import type { DayEntry } from "@ironpath/domain/training/summarise-day";
import { countedEntries } from "@ironpath/domain/training/set-count";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../schema.js";
import { SET_NUMBER_COLUMNS, setNumbersOf } from "./set-columns.js";

// The training history: a lifter's sessions newest first, read a page at a time through
// performances_history_idx (user, date, program, phase, week, day), so a page costs the same after
// years of logging; one logged set found, corrected or deleted by its id and its owner.

/**
 * Where a day's logging is read back from: the work sets, and the warm-ups logged as warm-ups
 * (decision 0066). Both key a session by the same columns, on a history index in their order.
 */
type Logged = "performances" | "warm_up_sets";

const KEY = ["performed_on", "routine_id", "phase", "week", "day"] as const;

/** The page's key columns, as a page's statement selects them. */
const PAGE_KEY = KEY.map((column) => `page.${column}` as const);

/** The session key of a row read with PAGE_KEY. */
const sessionKeyOf = (r: { performed_on: string; routine_id: string; phase: number; week: number; day: number }) => ({
  date: r.performed_on,
  programId: r.routine_id,
  phase: r.phase,
  week: r.week,
  day: r.day,
});

/** A page's row as each way of finding its sessions (sets, warm-ups, notes) reads it. */
const sessionRowOf = (
  r: Parameters<typeof sessionKeyOf>[0] & {
    program_name: string;
    program_kind: RoutineKind;
    row_notes: string | null;
    row_id: string;
    exercise_name: string;
    exercise_id: string;
  },
) => ({
  key: sessionKeyOf(r),
  programName: r.program_name,
  programKind: r.program_kind,
  rowNotes: r.row_notes,
  rowId: r.row_id,
  exercise: r.exercise_name,
  exerciseId: r.exercise_id,
});

/**
 * The keys of up to `limit` sessions older than `before` (all, without it) in `table`, newest
 * first: one backward walk of its history index that stops after `limit` sessions, however long
 * the history.
 */
export function sessionKeysQuery(
  db: Kysely<Database>,
  userId: string,
  before: SessionKey | undefined,
  limit: number,
  table: Logged = "performances",
) {
  let query = db.selectFrom(table).select(KEY).where("user_id", "=", userId);
  if (before) {
    const { date, programId, phase, week, day } = before;
    query = query.where((eb) => eb(eb.refTuple(...KEY), "<", eb.tuple(date, programId, phase, week, day)));
  }
  return query
    .groupBy([...KEY])
    .orderBy("performed_on", "desc")
    .orderBy("routine_id", "desc")
    .orderBy("phase", "desc")
    .orderBy("week", "desc")
    .orderBy("day", "desc")
    .limit(limit);
}

/** A logged set as the day's figures read it (its exercise named `exercise`), with its session. */
export interface HistorySetRow extends Omit<DayEntry, "exerciseName"> {
  id: string;
  key: SessionKey;
  programName: string;
  programKind: RoutineKind;
  /** The row's notes: an imported day's say its workout names (decision 0051). */
  rowNotes: string | null;
  exercise: string;
}

/**
 * Every set of up to `limit` sessions older than `before`, newest session first, each in the day's
 * exercise order: one statement, the page's sessions found by the keyset walk and their sets by one
 * probe of the history index each (so a page costs the same after years of logging).
 */
export function historyPageQuery(db: Kysely<Database>, userId: string, before: SessionKey | undefined, limit: number) {
  return (
    db
      .selectFrom(sessionKeysQuery(db, userId, before, limit).as("page"))
      // A cross join, so that SQLite (which keeps a cross join's order) walks the page's sessions
      // first, then probes each; PostgreSQL plans it as the inner join it is.
      .crossJoin("performances")
      .where(ofPageSession("performances", userId))
      .innerJoin("routines", "routines.id", "performances.routine_id")
      .innerJoin("exercises", "exercises.id", "performances.exercise_id")
      .innerJoin("routine_rows", "routine_rows.id", "performances.row_id")
      .select([
        "performances.id",
        ...PAGE_KEY,
        "performances.row_id",
        "performances.exercise_id",
        "routine_rows.sets as prescribed_sets",
        ...SET_NUMBER_COLUMNS,
        "performances.logged_at",
        "routines.name as program_name",
        "routines.kind as program_kind",
        "routine_rows.notes as row_notes",
        "exercises.name as exercise_name",
        "exercises.exercise_type",
      ])
      .orderBy("page.performed_on", "desc")
      .orderBy("page.routine_id", "desc")
      .orderBy("page.phase", "desc")
      .orderBy("page.week", "desc")
      .orderBy("page.day", "desc")
      .orderBy("routine_rows.exercise_order")
      .orderBy("exercises.name")
      .orderBy("performances.set_index")
  );
}

/**
 * Keeps the rows of `table` of the session `page` names: one probe of the table's history index
 * (user, then the key) a session of the page.
 */
const ofPageSession = (table: Logged, userId: string) =>
  sql<boolean>`${sql.ref(`${table}.user_id`)} = ${userId} and ${sql.join(
    KEY.map((column) => sql`${sql.ref(`${table}.${column}`)} = ${sql.ref(`page.${column}`)}`),
    sql` and `,
  )}`;

/** The sets of up to `limit` sessions older than `before`, in the order the page shows them. */
export async function historySets(
  db: Kysely<Database>,
  userId: string,
  before: SessionKey | undefined,
  limit: number,
): Promise<HistorySetRow[]> {
  const rows = await historyPageQuery(db, userId, before, limit).execute();
  return rows.map((r) => ({
    id: r.id,
    ...sessionRowOf(r),
    prescribedSets: r.prescribed_sets,
    ...setNumbersOf(r),
    exerciseType: r.exercise_type,
    loggedAt: r.logged_at,
  }));
}

/** A session found by its warm-ups (decision 0077): one of its rows, with the program's name and kind. */
export interface WarmUpSessionRow {
  key: SessionKey;
  programName: string;
  programKind: RoutineKind;
  rowNotes: string | null;
  rowId: string;
  /** The exercise warmed up on the row. */
  exercise: string;
  exerciseId: string;
  /** The row's first and last warm-up saves: they count in the session's duration (decision 0077). */
  firstLoggedAt: string;
  lastLoggedAt: string;
}

/**
 * The keys of up to `limit` days older than `before` on which the lifter logged warm-ups, newest
 * first, each with the rows warmed up: one backward walk of warm_up_sets_history_idx that stops
 * after `limit` days, then one probe of it a day (as historyPageQuery reads performances).
 */
export async function warmUpSessions(
  db: Kysely<Database>,
  userId: string,
  before: SessionKey | undefined,
  limit: number,
): Promise<WarmUpSessionRow[]> {
  const rows = await db
    .selectFrom(sessionKeysQuery(db, userId, before, limit, "warm_up_sets").as("page"))
    .crossJoin("warm_up_sets")
    .where(ofPageSession("warm_up_sets", userId))
    .innerJoin("routines", "routines.id", "page.routine_id")
    .innerJoin("routine_rows", "routine_rows.id", "warm_up_sets.row_id")
    .innerJoin("exercises", "exercises.id", "warm_up_sets.exercise_id")
    .select((eb) => [
      "exercises.name as exercise_name",
      "warm_up_sets.exercise_id",
      ...PAGE_KEY,
      "warm_up_sets.row_id",
      "routines.name as program_name",
      "routines.kind as program_kind",
      "routine_rows.notes as row_notes",
      eb.fn.min("warm_up_sets.logged_at").as("first_logged_at"),
      eb.fn.max("warm_up_sets.logged_at").as("last_logged_at"),
    ])
    .groupBy([
      "exercises.name",
      "warm_up_sets.exercise_id",
      ...PAGE_KEY,
      "warm_up_sets.row_id",
      "routines.name",
      "routines.kind",
      "routine_rows.notes",
    ])
    .execute();
  return rows.map((r) => ({
    ...sessionRowOf(r),
    firstLoggedAt: r.first_logged_at,
    lastLoggedAt: r.last_logged_at,
  }));
}

/**
 * One of the user's logged sets by id, with its row's prescribed sets and how many sets entered one
 * by one its row holds on its date; undefined when there is none, or it is another user's.
 */
export async function findOwnSet(db: Kysely<Database>, userId: string, id: string) {
  return db
    .selectFrom("performances")
    .innerJoin("exercises", "exercises.id", "performances.exercise_id")
    .innerJoin("routine_rows", "routine_rows.id", "performances.row_id")
    .select((eb) => [
      "performances.id",
      ...SET_NUMBER_COLUMNS,
      "performances.exercise_id",
      "exercises.name as exercise_name",
      "exercises.exercise_type",
      "routine_rows.sets as prescribed_sets",
      eb
        .selectFrom("performances as other")
        .select((o) => o.fn.countAll<number | string>().as("n"))
        .where("other.user_id", "=", userId)
        .whereRef("other.row_id", "=", "performances.row_id")
        .whereRef("other.performed_on", "=", "performances.performed_on")
        .where("other.set_index", "<>", 0)
        .as("sets_by_set"),
    ])
    .where("performances.id", "=", id)
    .where("performances.user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * New numbers for one of the user's sets; false when it is not theirs (nothing written). The time
 * it was logged stays: a correction of an old session must not become the lifter's latest entry,
 * which the next day and the suggested weight read.
 */
export async function updateOwnSet(
  db: Kysely<Database>,
  userId: string,
  id: string,
  values: { reps: number; rpe: number; weight: number },
  type: ExerciseType,
): Promise<boolean> {
  const result = await db
    .updateTable("performances")
    .set(withEstimate(values, type))
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes one of the user's sets; false when it is not theirs (nothing deleted). */
export async function deleteOwnSet(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("performances")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * The exercises the user has logged, by name: a skip scan of performances_exercise_idx (each step
 * one probe for the next exercise id), so the cost follows the number of lifts, not of sets.
 */
export function loggedLiftsQuery(userId: string) {
  const after = (previous: RawBuilder<unknown> | null) =>
    sql<string | null>`(select exercise_id from performances where user_id = ${userId}${
      previous ? sql` and exercise_id > ${previous}` : sql``
    } order by exercise_id limit 1)`;
  // Each lift's latest entry: one more probe of the same index, in its order.
  const lastDate = sql<string>`(select performed_on from performances where user_id = ${userId}
    and exercise_id = lift.id order by logged_at desc limit 1)`;
  return sql<{ id: string; name: string; last_date: string }>`
    with recursive lift(id) as (
      select ${after(null)}
      union all
      select ${after(sql.ref("lift.id"))} from lift where lift.id is not null
    )
    select exercises.id, exercises.name, ${lastDate} as last_date
    from lift inner join exercises on exercises.id = lift.id
    where exercises.exercise_type = 'weight_reps'
    order by exercises.name`;
}

export async function loggedLifts(db: Kysely<Database>, userId: string) {
  const { rows } = await loggedLiftsQuery(userId).execute(db);
  return rows.map((r) => ({ id: r.id, name: r.name, lastDate: r.last_date }));
}

/** How an exercise is logged; undefined when there is no such exercise. */
export async function exerciseTypeOf(db: Kysely<Database>, exerciseId: string): Promise<ExerciseType | undefined> {
  const row = await db.selectFrom("exercises").select("exercise_type").where("id", "=", exerciseId).executeTakeFirst();
  return row?.exercise_type;
}

/** The user's latest `limit` sets of one exercise, newest first (performances_exercise_idx). */
export function liftSetsQuery(db: Kysely<Database>, userId: string, exerciseId: string, limit: number) {
  return db
    .selectFrom("performances")
    .select(["performed_on", "row_id", "set_index", "reps", "rpe", "weight"])
    .where("user_id", "=", userId)
    .where("exercise_id", "=", exerciseId)
    .orderBy("logged_at", "desc")
    .limit(limit);
}

/** The sets of liftSetsQuery that count (a quick entry beside sets entered one by one does not). */
export async function liftSets(db: Kysely<Database>, userId: string, exerciseId: string, limit: number) {
  const rows = await liftSetsQuery(db, userId, exerciseId, limit).execute();
  const entries = rows.map((r) => ({ rowId: r.row_id, setIndex: r.set_index, performedOn: r.performed_on, r }));
  return {
    read: rows.length,
    oldest: rows.at(-1)?.performed_on,
    sets: countedEntries(entries).map(({ r }) => ({
      date: r.performed_on,
      reps: r.reps,
      rpe: r.rpe,
      weight: r.weight,
    })),
  };
}

/** A session found by its notes (decision 0103): one noted row, with the program's name and kind. */
export type NoteSessionRow = Omit<WarmUpSessionRow, "firstLoggedAt" | "lastLoggedAt">;

/**
 * The rows noted on the newest days older than `before`, at least `limit` of them when there are:
 * one statement. A note keeps its date and program, not its day (the row's), so the walk goes
 * back through day_notes_history_idx by date and program, stopping after `limit` + 1 of those
 * (each holds a day at least; the cursor's own may hold none left), then probes each.
 */
export function noteSessionsQuery(db: Kysely<Database>, userId: string, before: SessionKey | undefined, limit: number) {
  let places = db.selectFrom("day_notes").select(["performed_on", "routine_id"]).where("user_id", "=", userId);
  if (before) {
    places = places.where((eb) =>
      eb(eb.refTuple("performed_on", "routine_id"), "<=", eb.tuple(before.date, before.programId)),
    );
  }
  let query = db
    .selectFrom(
      places
        .groupBy(["performed_on", "routine_id"])
        .orderBy("performed_on", "desc")
        .orderBy("routine_id", "desc")
        .limit(limit + 1)
        .as("page"),
    )
    // A cross join, so that SQLite walks the page's places first, then probes each (as above).
    .crossJoin("day_notes")
    .where((eb) =>
      eb.and([
        eb("day_notes.user_id", "=", userId),
        eb("day_notes.performed_on", "=", eb.ref("page.performed_on")),
        eb("day_notes.routine_id", "=", eb.ref("page.routine_id")),
      ]),
    )
    .innerJoin("routine_rows", "routine_rows.id", "day_notes.row_id")
    .innerJoin("routines", "routines.id", "page.routine_id")
    .innerJoin("exercises", "exercises.id", "day_notes.exercise_id");
  if (before) {
    const { date, programId, phase, week, day } = before;
    query = query.where((eb) =>
      eb(
        eb.refTuple(
          "page.performed_on",
          "page.routine_id",
          "routine_rows.phase",
          "routine_rows.week",
          "routine_rows.day",
        ),
        "<",
        eb.tuple(date, programId, phase, week, day),
      ),
    );
  }
  return query
    .select([
      "exercises.name as exercise_name",
      "day_notes.exercise_id",
      "page.performed_on",
      "page.routine_id",
      "routine_rows.phase",
      "routine_rows.week",
      "routine_rows.day",
      "day_notes.row_id",
      "routines.name as program_name",
      "routines.kind as program_kind",
      "routine_rows.notes as row_notes",
      "routine_rows.exercise_order",
    ])
    .distinct()
    .orderBy("routine_rows.exercise_order")
    .orderBy("exercises.name");
}

/** The rows of noteSessionsQuery, each with its session's key. */
export async function noteSessions(
  db: Kysely<Database>,
  userId: string,
  before: SessionKey | undefined,
  limit: number,
): Promise<NoteSessionRow[]> {
  const rows = await noteSessionsQuery(db, userId, before, limit).execute();
  return rows.map(sessionRowOf);
}
