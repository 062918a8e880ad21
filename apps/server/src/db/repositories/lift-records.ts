import type { StoredEntry } from "@ironpath/domain/training/logged-entries";
import type { LoggedSet } from "@ironpath/domain/training/strength/sessions";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import { type Kysely, sql } from "kysely";
import { boundQuery } from "../bound-query.js";
import type { Database } from "../schema.js";
import type { RowExtra } from "./notes-and-warm-ups-repository.js";

// What a day's answer reads of a lifter's records, in one statement (decisions 0020, 0072, 0082,
// 0085): each lift's last session and best recent e1RM, the day's own sets, warm-ups and notes, the
// notes of each lift's last session, and the units the lifter gave the day's exercises. A few rows
// per lift, flat however long the history.

/** The newest sets of a lift whose e1RMs give its recent best: about the six weeks it looks back. */
export const ESTIMATE_SETS = 30;

/** Each lift with its best wanted, then each without; `from` and `to` only when a best is. */
export interface LiftRecordsValues extends Record<string, unknown> {
  userId: string;
  best: readonly string[];
  plain: readonly string[];
  dayRowIds: readonly string[];
  /** The day's exercises, whose own units (decision 0081) are read here too. */
  unitIds: readonly string[];
  from?: string;
  to?: string;
}

// Which part of the statement a row comes from: a lift's last session (0, 1, …: the lift's index
// in best, then plain) or one of these.
const DAY_SETS = -1;
const DAY_WARM_UPS = -2;
const DAY_NOTES = -3;
const LAST_NOTES = -4;
const DAY_UNITS = -5;

// The limits are written into the SQL, not bound: PostgreSQL's generic plan (decision 0021) knows
// a bound limit's value no more than any other's, and costed each one-set probe as 130 rows,
// putting a cache (Memoize) in front of each session's sets (decision 0094).

/** A column as it is, typed as the widest the parts answer (a note's row has no reps). */
const col = <T>(ref: string) => sql.ref<T>(ref);
/** A column a part has not, typed as the table's column it stands beside (PostgreSQL unions by type). */
const none = <T>(type: "integer" | "real" | "double precision" | "text") => sql<T>`cast(null as ${sql.raw(type)})`;
const part = (code: number) => sql<number>`${sql.lit(code)}`.as("part");

/** The columns of a work set (performances `p`). */
const setColumns = [
  col<string>("p.exercise_id").as("exercise_id"),
  col<string>("p.row_id").as("row_id"),
  col<number>("p.set_index").as("set_index"),
  col<number | null>("p.reps").as("reps"),
  col<number | null>("p.rpe").as("rpe"),
  col<number | null>("p.weight").as("weight"),
  col<number | null>("p.seconds").as("seconds"),
  col<string>("p.performed_on").as("performed_on"),
];

/** The columns of a note (day_notes `n`), in the same places. */
const noteColumns = [
  col<string>("n.exercise_id").as("exercise_id"),
  col<string>("n.row_id").as("row_id"),
  col<number>("n.set_index").as("set_index"),
  none<number | null>("integer").as("reps"),
  none<number | null>("real").as("rpe"),
  none<number | null>("real").as("weight"),
  none<number | null>("integer").as("seconds"),
  col<string>("n.performed_on").as("performed_on"),
];

/**
 * One probe per lift: the sets of its last session (the newest set not of the day being planned,
 * through performances_exercise_idx, then that session's row through performances_entry_uq), each
 * with the best stored e1RM of the lift's newest ESTIMATE_SETS sets in the window (the same index
 * in order, stopped there), or null for the lifts in `plain`; and that session's notes (day_notes'
 * key). Then the day's own sets, warm-ups and notes, each through its table's key (user, row, set).
 */
export function liftRecordsQuery(db: Kysely<Database>, v: LiftRecordsValues) {
  const days = [...v.dayRowIds];
  // The newest set not of the day being planned: its row and its date make the last session.
  const last = (exerciseId: string) =>
    db
      .selectFrom("performances")
      .select(["row_id", "performed_on"])
      .where("user_id", "=", v.userId)
      .where("exercise_id", "=", exerciseId)
      .where("row_id", "not in", days)
      .orderBy("logged_at", "desc")
      .orderBy("performed_on", "desc")
      .orderBy("row_id", "desc")
      .limit(sql.lit(1));
  // The best of the newest sets, as many as a %1RM or reps@RPE load looks at (ESTIMATE_SETS),
  // inside the window: computed here, so one number comes back instead of the sets.
  const best = (exerciseId: string) =>
    db
      .selectFrom(
        db
          .selectFrom("performances")
          .select(["e1rm", "performed_on", "row_id"])
          .where("user_id", "=", v.userId)
          .where("exercise_id", "=", exerciseId)
          .orderBy("logged_at", "desc")
          .limit(sql.lit(ESTIMATE_SETS))
          .as("recent"),
      )
      .select((eb) => eb.fn.max("recent.e1rm").as("best"))
      .where("recent.performed_on", ">=", v.from as string)
      .where("recent.performed_on", "<=", v.to as string)
      .where("recent.row_id", "not in", days);
  // The last set is probed once for its session's sets, as a table joined to their row
  // (performances_entry_uq: a row's few sets), not once for its row and again for its date
  // (decision 0072). The date is only compared after (a row's set logged on another day is
  // another session).
  // The columns only a last session's sets carry (its date and best), null in every other part.
  const noSession = [none<string | null>("text").as("session_on"), none<number | null>("double precision").as("best")];
  const lastSession = (exerciseId: string, lift: number, withBest: boolean) =>
    db
      .selectFrom(last(exerciseId).as("last"))
      .innerJoin("performances as p", (join) =>
        join.on("p.user_id", "=", v.userId).onRef("p.row_id", "=", "last.row_id"),
      )
      .select(setColumns)
      .select([
        part(lift),
        col<string | null>("last.performed_on").as("session_on"),
        withBest ? best(exerciseId).as("best") : none<number | null>("double precision").as("best"),
        none<string | null>("text").as("note"),
      ]);
  // Its notes, by the same probe (an index-only read of a few entries).
  const lastNotes = (exerciseId: string) =>
    db
      .selectFrom(last(exerciseId).as("last"))
      .innerJoin("day_notes as n", (join) => join.on("n.user_id", "=", v.userId).onRef("n.row_id", "=", "last.row_id"))
      .select(noteColumns)
      .select([part(LAST_NOTES), ...noSession, col<string | null>("n.note").as("note")]);
  const lifts = [...v.best, ...v.plain];
  const nothingMore = [...noSession, none<string | null>("text").as("note")];
  const daySets = db
    .selectFrom("performances as p")
    .select(setColumns)
    .select([part(DAY_SETS), ...nothingMore])
    .where("p.user_id", "=", v.userId)
    .where("p.row_id", "in", days);
  const dayWarmUps = db
    .selectFrom("warm_up_sets as w")
    .select([
      col<string>("w.exercise_id").as("exercise_id"),
      col<string>("w.row_id").as("row_id"),
      col<number>("w.set_index").as("set_index"),
      col<number | null>("w.reps").as("reps"),
      none<number | null>("real").as("rpe"),
      col<number | null>("w.weight").as("weight"),
      none<number | null>("integer").as("seconds"),
      col<string>("w.performed_on").as("performed_on"),
      part(DAY_WARM_UPS),
      ...nothingMore,
    ])
    .where("w.user_id", "=", v.userId)
    .where("w.row_id", "in", days);
  const dayNotes = db
    .selectFrom("day_notes as n")
    .select(noteColumns)
    .select([part(DAY_NOTES), ...noSession, col<string | null>("n.note").as("note")])
    .where("n.user_id", "=", v.userId)
    .where("n.row_id", "in", days);
  // An exercise's own unit, by the table's key; the unit comes in the note's column.
  const dayUnits = db
    .selectFrom("exercise_units as u")
    .select([
      col<string>("u.exercise_id").as("exercise_id"),
      none<string>("text").as("row_id"),
      none<number>("integer").as("set_index"),
      none<number | null>("integer").as("reps"),
      none<number | null>("real").as("rpe"),
      none<number | null>("real").as("weight"),
      none<number | null>("integer").as("seconds"),
      none<string>("text").as("performed_on"),
      part(DAY_UNITS),
      ...noSession,
      col<string | null>("u.unit").as("note"),
    ])
    .where("u.user_id", "=", v.userId)
    .where("u.exercise_id", "in", [...v.unitIds]);
  const sessions = lifts.reduce(
    (query, id, i) => query.unionAll(lastSession(id, i, i < v.best.length)),
    daySets.unionAll(dayWarmUps).unionAll(dayNotes).unionAll(dayUnits),
  );
  return lifts.reduce((query, id) => query.unionAll(lastNotes(id)), sessions);
}

const liftRecordsBound = boundQuery(liftRecordsQuery);

/** A set of a lift's last session as read, with the session's date and the lift's best. */
export interface LastSessionSet extends LoggedSet {
  exerciseId: string;
  /** The lift whose probe found it (a row's exercise may have changed since). */
  lift: string;
  /** The date of the lift's newest set: a set of its row logged on another day is another session. */
  sessionOn: string;
  /** The best stored e1RM of the lift's newest sets in the window; null when not asked or none. */
  best: number | null;
}

export interface DayRecordRows {
  lastSessions: LastSessionSet[];
  /** The day's own work sets. */
  daySets: StoredEntry[];
  /** The day's warm-ups and notes, and the notes of the lifts' last sessions. */
  extras: RowExtra[];
  /** The units the lifter gave the day's exercises (decision 0081), by exercise id. */
  units: Map<string, WeightUnit>;
}

/** Which lifts to read, and for which of them the best estimated 1RM of the window too. */
export interface LiftRecordsWanted {
  /** By exercise id: true when its best e1RM is wanted. */
  lifts: ReadonlyMap<string, boolean>;
  /** The rows of the day being planned: their sets feed neither the last session nor the best. */
  dayRowIds: readonly string[];
  /** The day's exercises: whose own units to read. */
  unitIds: readonly string[];
  /** The e1RM window's first and last dates. */
  from: string;
  to: string;
}

/** The rows liftRecordsQuery reads, sorted by what they are. */
export async function dayRecordRows(
  db: Kysely<Database>,
  userId: string,
  wanted: LiftRecordsWanted,
): Promise<DayRecordRows> {
  const lifts = [...wanted.lifts];
  const best = lifts.filter(([, withBest]) => withBest).map(([id]) => id);
  const plain = lifts.filter(([, withBest]) => !withBest).map(([id]) => id);
  const order = [...best, ...plain];
  const unitIds = [...new Set(wanted.unitIds)];
  const values: LiftRecordsValues = { userId, best, plain, dayRowIds: wanted.dayRowIds, unitIds };
  // Bound only where a best is read (bound-query.ts refuses a value the query does not use).
  if (best.length > 0) Object.assign(values, { from: wanted.from, to: wanted.to });
  const { rows } = await db.executeQuery(liftRecordsBound(db, values));
  const found: DayRecordRows = { lastSessions: [], daySets: [], extras: [], units: new Map() };
  // PostgreSQL's driver hands real and double precision back as numbers, numeric aggregates as text.
  const num = (n: number | string | null) => (n === null ? null : Number(n));
  const noted = new Set<string>();
  for (const r of rows) {
    if (r.part >= 0 || r.part === DAY_SETS) {
      // A work set: reps and weight are never null in performances (only a note's row lacks them).
      const entry = {
        rowId: r.row_id,
        setIndex: r.set_index,
        reps: Number(r.reps),
        rpe: r.rpe,
        weight: Number(r.weight),
        seconds: r.seconds,
      };
      if (r.part === DAY_SETS) found.daySets.push(entry);
      else
        found.lastSessions.push({
          ...entry,
          exerciseId: r.exercise_id,
          lift: order[r.part] ?? "",
          performedOn: r.performed_on,
          sessionOn: r.session_on ?? "",
          best: num(r.best),
        });
      continue;
    }
    if (r.part === DAY_UNITS) {
      found.units.set(r.exercise_id, r.note as WeightUnit);
      continue;
    }
    // Two lifts whose last sessions share a row (an exercise swapped) find its notes twice.
    const key = `${r.part}\u0000${r.row_id}\u0000${r.set_index}`;
    if (noted.has(key)) continue;
    noted.add(key);
    found.extras.push({
      rowId: r.row_id,
      setIndex: r.set_index,
      performedOn: r.performed_on,
      note: r.note,
      reps: num(r.reps),
      weight: num(r.weight),
    });
  }
  return found;
}
