import type { DayEntry } from "@ironpath/domain/training/summarise-day";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { PerformedSet } from "@ironpath/domain/training/strength/e1rm";
import { countedEntries } from "@ironpath/domain/training/set-count";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";
import { SET_NUMBER_COLUMNS, setNumbersOf } from "./set-columns.js";

// The finish screen's reads: one day's entries of a lifter, and each of its lifts' latest sets from
// before the day. Two statements, each bounded whatever the length of the history.

/** The user's entries of one day of a program, rows in program order, each row's sets in order. */
export function dayEntriesQuery(db: Kysely<Database>, userId: string, programId: string, day: DayKey) {
  return db
    .selectFrom("performances")
    .innerJoin("routine_rows", "routine_rows.id", "performances.row_id")
    .innerJoin("exercises", "exercises.id", "performances.exercise_id")
    .select([
      "performances.row_id",
      "performances.exercise_id",
      "exercises.name as exercise_name",
      "routine_rows.sets",
      "routine_rows.exercise_order",
      ...SET_NUMBER_COLUMNS,
      "exercises.exercise_type",
      "performances.logged_at",
    ])
    .where("performances.user_id", "=", userId)
    .where("performances.routine_id", "=", programId)
    .where("performances.phase", "=", day.phase)
    .where("performances.week", "=", day.week)
    .where("performances.day", "=", day.day)
    .orderBy("routine_rows.exercise_order")
    .orderBy("performances.row_id")
    .orderBy("performances.set_index");
}

export async function dayEntries(
  db: Kysely<Database>,
  userId: string,
  programId: string,
  day: DayKey,
): Promise<DayEntry[]> {
  const rows = await dayEntriesQuery(db, userId, programId, day).execute();
  return rows.map((r) => ({
    rowId: r.row_id,
    exerciseId: r.exercise_id,
    exerciseName: r.exercise_name,
    prescribedSets: r.sets,
    ...setNumbersOf(r),
    exerciseType: r.exercise_type,
    loggedAt: r.logged_at,
  }));
}

/** When each warm-up set of one day of a program was saved (decision 0066): said apart on the finish screen. */
export async function dayWarmUpTimes(
  db: Kysely<Database>,
  userId: string,
  programId: string,
  day: DayKey,
): Promise<{ loggedAt: string }[]> {
  const rows = await db
    .selectFrom("warm_up_sets")
    .select("logged_at")
    .where("user_id", "=", userId)
    .where("routine_id", "=", programId)
    .where("phase", "=", day.phase)
    .where("week", "=", day.week)
    .where("day", "=", day.day)
    .execute();
  return rows.map((r) => ({ loggedAt: r.logged_at }));
}

/** Each lift's latest `perLift` sets saved before `before` (an ISO timestamp), by exercise id. */
export async function liftSetsBefore(
  db: Kysely<Database>,
  userId: string,
  exerciseIds: readonly string[],
  before: string,
  perLift: number,
): Promise<Map<string, PerformedSet[]>> {
  const limits = new Map(exerciseIds.map((id) => [id, perLift]));
  const rows = (await recentSetsQuery(db, userId, limits, before)?.execute()) ?? [];
  const byLift = new Map<string, PerformedSet[]>();
  // Only what counts (decision 0048): a quick entry beside sets entered one by one sets no bar.
  const entries = rows.map((r) => ({ ...r, rowId: r.row_id, setIndex: r.set_index, performedOn: r.performed_on }));
  for (const r of countedEntries(entries)) {
    const sets = byLift.get(r.exercise_id) ?? [];
    if (sets.length === 0) byLift.set(r.exercise_id, sets);
    sets.push({ weight: r.weight, reps: r.reps, rpe: r.rpe, seconds: r.seconds });
  }
  return byLift;
}

/**
 * The user's most recent sets of each exercise (saved before `before`, when given), newest first:
 * one statement of one indexed probe per exercise (performances_exercise_idx, read in order and
 * stopped at that exercise's limit), so it stays flat however long the history. The finish screen's
 * records read through it.
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
