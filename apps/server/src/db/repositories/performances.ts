import { WHOLE_EXERCISE_SET } from "@ironpath/domain/training/set-count";
import { randomUUID } from "node:crypto";
import { type ExerciseType, setEstimate } from "@ironpath/domain/training/exercise-type";
import { type LiftRecord, type LoggedSet as LiftSet, sessionsOf } from "@ironpath/domain/training/strength/sessions";
import type { DayKey } from "@ironpath/domain/training/next-day";
import { type Kysely, sql } from "kysely";
import { boundQuery } from "../bound-query.js";
import type { Database } from "../schema.js";

export interface PerformanceInput {
  userId: string;
  programId: string;
  rowId: string;
  exerciseId: string;
  day: DayKey;
  setIndex: number;
  reps: number;
  rpe: number | null;
  weight: number;
  /** A timed hold's length; null for any other type of exercise. */
  seconds: number | null;
  /** How the exercise is logged: says whether the set has an estimated 1RM. */
  exerciseType: ExerciseType;
  performedOn: string;
}

/**
 * The values of a set as stored: with its estimated 1RM, derived here at every write so that it
 * always agrees with the numbers beside it (decision 0020); none off weight × reps (decision 0053).
 */
export function withEstimate<S extends { weight: number; reps: number; rpe: number | null }>(
  set: S,
  type: ExerciseType = "weight_reps",
): S & { e1rm: number | null } {
  return { ...set, e1rm: setEstimate(set, type) };
}

/** One entry per (user, program row, set): saving again updates it. */
export async function upsertPerformance(db: Kysely<Database>, p: PerformanceInput, now: string): Promise<void> {
  await db
    .insertInto("performances")
    .values(
      withEstimate(
        {
          id: randomUUID(),
          user_id: p.userId,
          routine_id: p.programId,
          row_id: p.rowId,
          exercise_id: p.exerciseId,
          phase: p.day.phase,
          week: p.day.week,
          day: p.day.day,
          set_index: p.setIndex,
          reps: p.reps,
          rpe: p.rpe,
          weight: p.weight,
          seconds: p.seconds,
          performed_on: p.performedOn,
          logged_at: now,
        },
        p.exerciseType,
      ),
    )
    .onConflict((oc) =>
      oc.columns(["user_id", "row_id", "set_index"]).doUpdateSet({
        ...withEstimate({ reps: p.reps, rpe: p.rpe, weight: p.weight, seconds: p.seconds }, p.exerciseType),
        // performed_on stays the date the lift was first logged: a later correction is not a new session.
        logged_at: now,
      }),
    )
    .execute();
}

/** Deletes the user's entry of a row's set (as the log saved it); false when there is none. */
export async function deletePerformance(
  db: Kysely<Database>,
  key: { userId: string; rowId: string; setIndex: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom("performances")
    .where("user_id", "=", key.userId)
    .where("row_id", "=", key.rowId)
    .where("set_index", "=", key.setIndex)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user's most recent entry in a program; exported so a test can check it uses performances_program_idx. */
export function latestEntryQuery(db: Kysely<Database>, userId: string, programId: string) {
  return db
    .selectFrom("performances")
    .select(["phase", "week", "day", "performed_on"])
    .where("user_id", "=", userId)
    .where("routine_id", "=", programId)
    .orderBy("logged_at", "desc")
    .limit(1);
}

const programPositionQuery = boundQuery((db, v: { userId: string; programId: string }) => {
  type Which = "latest" | "furthest" | "shown";
  const probe = (query: ReturnType<typeof latestEntryQuery>, which: Which) =>
    db
      .selectFrom(query.as("p"))
      .select(["p.phase", "p.week", "p.day", "p.performed_on", sql<Which>`${sql.lit(which)}`.as("which")]);
  const shown = db
    .selectFrom("shown_days")
    .select([
      "phase",
      "week",
      "day",
      sql<string>`cast(null as text)`.as("performed_on"),
      sql<Which>`${sql.lit("shown")}`.as("which"),
    ])
    .where("user_id", "=", v.userId)
    .where("routine_id", "=", v.programId);
  return probe(latestEntryQuery(db, v.userId, v.programId), "latest")
    .unionAll(probe(furthestDayQuery(db, v.userId, v.programId), "furthest"))
    .unionAll(shown);
});

export interface ProgramPosition {
  /** Their most recent entry (with its date) and the furthest day with any entry; absent before any entry. */
  logged?: { latest: { day: DayKey; performedOn: string }; furthest: DayKey };
  /** The day the app last showed them (the advanced entry's day); null when none. */
  shown: DayKey | null;
}

/**
 * Where the user is in a program: their most recent entry, the furthest day in program order with
 * any entry and the day last shown, as three indexed probes in one statement.
 */
export async function programPosition(
  db: Kysely<Database>,
  userId: string,
  programId: string,
): Promise<ProgramPosition> {
  const { rows } = await db.executeQuery(programPositionQuery(db, { userId, programId }));
  const key = (r: DayKey) => ({ phase: r.phase, week: r.week, day: r.day });
  const latest = rows.find((r) => r.which === "latest");
  const furthest = rows.find((r) => r.which === "furthest");
  const shown = rows.find((r) => r.which === "shown");
  return {
    ...(latest && furthest
      ? { logged: { latest: { day: key(latest), performedOn: latest.performed_on }, furthest: key(furthest) } }
      : {}),
    shown: shown ? key(shown) : null,
  };
}

/** The furthest day in program order with any entry of the user (index performances_position_idx). */
export function furthestDayQuery(db: Kysely<Database>, userId: string, programId: string) {
  return db
    .selectFrom("performances")
    .select(["phase", "week", "day", "performed_on"])
    .where("user_id", "=", userId)
    .where("routine_id", "=", programId)
    .orderBy("phase", "desc")
    .orderBy("week", "desc")
    .orderBy("day", "desc")
    .limit(1);
}

export interface LoggedSet {
  /** null: the whole exercise (quick entry or final Submit); else the set of the advanced entry, from 1. */
  set: number | null;
  reps: number;
  rpe: number | null;
  weight: number;
  seconds: number | null;
}

export interface LoggedEntry {
  rowId: string;
  setIndex: number;
  reps: number;
  rpe: number | null;
  weight: number;
  seconds: number | null;
  /** Every entry of the row: the whole exercise first, then the sets in order. */
  sets: LoggedSet[];
}

type EntryRow = {
  row_id: string;
  set_index: number;
  reps: number;
  rpe: number | null;
  weight: number;
  seconds: number | null;
};

/**
 * Entries grouped by row: the quick entry, or else the heaviest set, standing for the exercise,
 * with every entry of the row in `sets`, the whole exercise first, then the sets in order.
 */
function groupEntries(rows: EntryRow[]): Map<string, LoggedEntry> {
  const entries = new Map<string, LoggedEntry>();
  for (const r of [...rows].sort((a, b) => a.set_index - b.set_index)) {
    const current = entries.get(r.row_id);
    const set = {
      set: r.set_index === WHOLE_EXERCISE_SET ? null : r.set_index,
      reps: r.reps,
      rpe: r.rpe,
      weight: r.weight,
      seconds: r.seconds,
    };
    // Quick entry first (set_index 0); without one, the heaviest set stands for the exercise.
    const keep = current && (current.setIndex === WHOLE_EXERCISE_SET || current.weight >= r.weight);
    const sets = current ? [...current.sets, set] : [set];
    if (keep) current.sets = sets;
    else
      entries.set(r.row_id, {
        rowId: r.row_id,
        setIndex: r.set_index,
        reps: r.reps,
        rpe: r.rpe,
        weight: r.weight,
        seconds: r.seconds,
        sets,
      });
  }
  return entries;
}

export interface PreviousPerformance {
  weight: number;
  reps: number;
  rpe: number | null;
  seconds: number | null;
  performedOn: string;
  programName: string;
  setIndex: number;
}

/**
 * The user's past performances of an exercise, by its name as they see it (their own first, else
 * the catalogue's), across programs, by session: the newest date first, a date's programs by name,
 * each session's entries in set order (the whole exercise first). One statement: the newest `limit`
 * entries read through performances_exercise_idx in order (flat however long the history), the
 * exercise looked up inside it, and only those few sorted into sessions.
 */
export function previousPerformancesQuery(db: Kysely<Database>, userId: string, exerciseName: string, limit: number) {
  return db
    .selectFrom(newestPerformancesQuery(db, userId, exerciseName, limit).as("p"))
    .selectAll("p")
    .orderBy("p.performed_on", "desc")
    .orderBy("p.routine_name")
    .orderBy("p.set_index")
    .orderBy("p.logged_at");
}

/** The newest `limit` entries of an exercise, in the index's order. */
function newestPerformancesQuery(db: Kysely<Database>, userId: string, exerciseName: string, limit: number) {
  return db
    .selectFrom("performances")
    .innerJoin("routines", "routines.id", "performances.routine_id")
    .select([
      "performances.weight",
      "performances.reps",
      "performances.rpe",
      "performances.seconds",
      "performances.performed_on",
      "performances.set_index",
      "performances.logged_at",
      "routines.name as routine_name",
    ])
    .where("performances.user_id", "=", userId)
    .where("performances.exercise_id", "=", (eb) => {
      // The lifter's own exercise of that name, else the catalogue's: two unique-index probes.
      const named = eb
        .selectFrom("exercises")
        .select("exercises.id")
        .where("exercises.name", "=", exerciseName)
        .limit(1);
      return eb.fn.coalesce(
        named.where("exercises.owner_user_id", "=", userId),
        named.where("exercises.owner_user_id", "is", null),
      );
    })
    .orderBy("performances.logged_at", "desc")
    .limit(limit);
}

const previousPerformancesBound = boundQuery((db, v: { userId: string; exerciseName: string; limit: number }) =>
  previousPerformancesQuery(db, v.userId, v.exerciseName, v.limit),
);

export async function previousPerformances(
  db: Kysely<Database>,
  userId: string,
  exerciseName: string,
  limit: number,
): Promise<PreviousPerformance[]> {
  const { rows } = await db.executeQuery(previousPerformancesBound(db, { userId, exerciseName, limit }));
  return rows.map((r) => ({
    weight: r.weight,
    reps: r.reps,
    rpe: r.rpe,
    seconds: r.seconds,
    performedOn: r.performed_on,
    programName: r.routine_name,
    setIndex: r.set_index,
  }));
}

/**
 * The user's most recent sets of each exercise (saved before `before`, when given), newest first:
 * one statement of one indexed probe per exercise (performances_exercise_idx, read in order and
 * stopped at that exercise's limit), so it stays flat however long the history. The load
 * suggestion and the finish screen's records read through it.
 */
export function recentSetsQuery(
  db: Kysely<Database>,
  userId: string,
  limits: ReadonlyMap<string, number>,
  before?: string,
) {
  const probe = ([exerciseId, limit]: [string, number]) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("performances")
          .select([
            "exercise_id",
            "row_id",
            "set_index",
            "reps",
            "rpe",
            "weight",
            "seconds",
            "performed_on",
            "logged_at",
          ])
          .where("user_id", "=", userId)
          .where("exercise_id", "=", exerciseId)
          .$if(before !== undefined, (q) => q.where("logged_at", "<", before as string))
          .orderBy("logged_at", "desc")
          .limit(limit)
          .as("recent"),
      )
      .selectAll("recent");
  const [first, ...rest] = [...limits].map(probe);
  return first && rest.reduce((query, next) => query.unionAll(next), first);
}

/** The newest sets of a lift whose e1RMs give its recent best: about the six weeks it looks back. */
export const ESTIMATE_SETS = 30;

/** Which lifts to read, and for which of them the best estimated 1RM of the window too. */
export interface LiftRecordsWanted {
  /** By exercise id: true when its best e1RM is wanted. */
  lifts: ReadonlyMap<string, boolean>;
  /** The rows of the day being planned: their sets feed neither the last session nor the best. */
  dayRowIds: readonly string[];
  /** The e1RM window's first and last dates. */
  from: string;
  to: string;
}

/** Each lift with its best wanted, then each without; `from` and `to` only when a best is. */
export interface LiftRecordsValues extends Record<string, unknown> {
  userId: string;
  best: readonly string[];
  plain: readonly string[];
  dayRowIds: readonly string[];
  from?: string;
  to?: string;
}

/** The rows of the day's own sets in liftRecordsQuery's answer. */
const DAY_SETS = -1;

/**
 * One probe per lift: the sets of its last session (the newest set not of the day being planned,
 * through performances_exercise_idx, then that session's row through performances_entry_uq), each
 * with the best stored e1RM of the lift's newest ESTIMATE_SETS sets in the window (the same index
 * in order, stopped there), or null for the lifts in `plain`. Each row says which lift's probe it
 * came from (`lift`: its index in best, then plain). Then the day's own sets (`lift` DAY_SETS),
 * through performances_entry_uq: what the day shows as logged, in the same round trip.
 */
export function liftRecordsQuery(db: Kysely<Database>, v: LiftRecordsValues) {
  const days = [...v.dayRowIds];
  const probe = (exerciseId: string, lift: number, withBest: boolean) => {
    // The newest set not of the day being planned: its row and its date make the last session.
    const last = db
      .selectFrom("performances")
      .select(["row_id", "performed_on"])
      .where("user_id", "=", v.userId)
      .where("exercise_id", "=", exerciseId)
      .where("row_id", "not in", days)
      .orderBy("logged_at", "desc")
      .orderBy("performed_on", "desc")
      .orderBy("row_id", "desc")
      .limit(1);
    // The best of the newest sets, as many as a %1RM or reps@RPE load looks at (ESTIMATE_SETS),
    // inside the window: computed here, so one number comes back instead of the sets.
    const best = db
      .selectFrom(
        db
          .selectFrom("performances")
          .select(["e1rm", "performed_on", "row_id"])
          .where("user_id", "=", v.userId)
          .where("exercise_id", "=", exerciseId)
          .orderBy("logged_at", "desc")
          .limit(ESTIMATE_SETS)
          .as("recent"),
      )
      .select((eb) => eb.fn.max("recent.e1rm").as("best"))
      .where("recent.performed_on", ">=", v.from as string)
      .where("recent.performed_on", "<=", v.to as string)
      .where("recent.row_id", "not in", days);
    // The last set is probed once, as a table joined to its session's row (performances_entry_uq:
    // a row's few sets), not once for its row and again for its date: the statement took 2.6
    // times as long so (docs/performance.md). The date is only compared after (a row's set logged
    // on another day is another session).
    return db
      .selectFrom(last.as("last"))
      .innerJoin("performances as p", (join) =>
        join.on("p.user_id", "=", v.userId).onRef("p.row_id", "=", "last.row_id"),
      )
      .select([
        "p.exercise_id",
        "p.row_id",
        "p.set_index",
        "p.reps",
        "p.rpe",
        "p.weight",
        "p.seconds",
        "p.performed_on",
      ])
      .select(sql<number>`${sql.lit(lift)}`.as("lift"))
      .select(sql<string | null>`${sql.ref("last.performed_on")}`.as("session_on"))
      .select(withBest ? best.as("best") : sql<number | null>`cast(null as double precision)`.as("best"));
  };
  const lifts = [...v.best, ...v.plain].map((id, i) => probe(id, i, i < v.best.length));
  const daySets = db
    .selectFrom("performances as p")
    .select(["p.exercise_id", "p.row_id", "p.set_index", "p.reps", "p.rpe", "p.weight", "p.seconds", "p.performed_on"])
    .select(sql<number>`${sql.lit(DAY_SETS)}`.as("lift"))
    .select(sql<string | null>`cast(null as text)`.as("session_on"))
    .select(sql<number | null>`cast(null as double precision)`.as("best"))
    .where("p.user_id", "=", v.userId)
    .where("p.row_id", "in", days);
  return lifts.reduce((query, next) => query.unionAll(next), daySets);
}

const liftRecordsBound = boundQuery(liftRecordsQuery);

export interface DayRecords {
  /** Each lift's last session and best recent e1RM, by exercise id. */
  lifts: Map<string, LiftRecord>;
  /** The day's own entries, by row (groupEntries). */
  entries: Map<string, LoggedEntry>;
}

/**
 * Each lift's last session and best recent e1RM (decision 0020), and the day's own entries: the
 * few rows the day's plan and its logged sets read, in one statement built once per shape, flat
 * however long the history.
 */
export async function dayRecords(db: Kysely<Database>, userId: string, wanted: LiftRecordsWanted): Promise<DayRecords> {
  const lifts = [...wanted.lifts];
  const best = lifts.filter(([, withBest]) => withBest).map(([id]) => id);
  const plain = lifts.filter(([, withBest]) => !withBest).map(([id]) => id);
  const order = [...best, ...plain];
  const values: LiftRecordsValues = { userId, best, plain, dayRowIds: wanted.dayRowIds };
  // Bound only where a best is read (bound-query.ts refuses a value the query does not use).
  if (best.length > 0) Object.assign(values, { from: wanted.from, to: wanted.to });
  const { rows } = await db.executeQuery(liftRecordsBound(db, values));
  const sets = new Map<string, LiftSet[]>();
  const bests = new Map<string, number | null>();
  const daySets: EntryRow[] = [];
  for (const r of rows) {
    if (r.lift === DAY_SETS) {
      daySets.push(r);
      continue;
    }
    // Only the lift's own sets of that session (a program row's exercise may have changed since).
    if (r.exercise_id !== order[r.lift] || r.performed_on !== r.session_on) continue;
    const of = sets.get(r.exercise_id) ?? [];
    if (of.length === 0) sets.set(r.exercise_id, of);
    of.push({
      rowId: r.row_id,
      setIndex: r.set_index,
      reps: r.reps,
      rpe: r.rpe,
      weight: r.weight,
      seconds: r.seconds,
      performedOn: r.performed_on,
    });
    // PostgreSQL's driver hands double precision back as a number, its numeric aggregates as text.
    bests.set(r.exercise_id, r.best === null ? null : Number(r.best));
  }
  // One session's sets per lift: the domain's grouping says which of them stand for it.
  return {
    lifts: new Map(
      [...sets].map(([id, session]) => [
        id,
        { lastSession: sessionsOf(session)[0] ?? null, bestOneRepMax: bests.get(id) ?? null },
      ]),
    ),
    entries: groupEntries(daySets),
  };
}
