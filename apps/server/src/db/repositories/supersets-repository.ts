import type { DayKey } from "@ironpath/domain/training/next-day";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

// Supersets' SQL (decision 0055): a lifter's groups for one day of a program on one date
// (day_supersets), and a program's own groups, on its rows (routine_rows.superset).

export interface DatedDay extends DayKey {
  userId: string;
  programId: string;
  date: string;
}

/** The lifter's groups for the day and date: program row ids by group, in group order. */
export async function daySupersets(db: Kysely<Database>, key: DatedDay): Promise<string[][]> {
  const rows = await db
    .selectFrom("day_supersets")
    .select(["row_id", "group_no"])
    .where("user_id", "=", key.userId)
    .where("routine_id", "=", key.programId)
    .where("phase", "=", key.phase)
    .where("week", "=", key.week)
    .where("day", "=", key.day)
    .where("date", "=", key.date)
    .orderBy("group_no")
    .orderBy("row_id")
    .execute();
  const groups = new Map<number, string[]>();
  for (const r of rows) groups.set(r.group_no, [...(groups.get(r.group_no) ?? []), r.row_id]);
  return [...groups.values()];
}

/** The key a day's groups are found by in daySupersetsOfDays' answer. */
export const datedDayKey = (d: Omit<DatedDay, "userId">) => [d.programId, d.phase, d.week, d.day, d.date].join("|");

/**
 * The lifter's groups of several days (a History page's), in one statement: by datedDayKey, each
 * as daySupersets answers it; a day with none is absent.
 */
export async function daySupersetsOfDays(
  db: Kysely<Database>,
  userId: string,
  days: readonly Omit<DatedDay, "userId">[],
): Promise<Map<string, string[][]>> {
  const found = new Map<string, string[][]>();
  if (days.length === 0) return found;
  const wanted = new Set(days.map(datedDayKey));
  // By the programs and dates asked (the table's key leads with the lifter), the days picked here.
  const rows = await db
    .selectFrom("day_supersets")
    .select(["routine_id", "phase", "week", "day", "date", "row_id", "group_no"])
    .where("user_id", "=", userId)
    .where("routine_id", "in", [...new Set(days.map((d) => d.programId))])
    .where("date", "in", [...new Set(days.map((d) => d.date))])
    .orderBy("group_no")
    .orderBy("row_id")
    .execute();
  const groups = new Map<string, Map<number, string[]>>();
  for (const r of rows) {
    const key = datedDayKey({ programId: r.routine_id, phase: r.phase, week: r.week, day: r.day, date: r.date });
    if (!wanted.has(key)) continue;
    const day = groups.get(key) ?? new Map<number, string[]>();
    day.set(r.group_no, [...(day.get(r.group_no) ?? []), r.row_id]);
    groups.set(key, day);
  }
  for (const [key, day] of groups) found.set(key, [...day.values()]);
  return found;
}

/** Replaces the lifter's groups for the day and date (in the caller's transaction, after `lockOwner`). */
export async function replaceDaySupersets(trx: Kysely<Database>, key: DatedDay, groups: string[][]): Promise<void> {
  const { userId, programId, phase, week, day, date } = key;
  await trx
    .deleteFrom("day_supersets")
    .where("user_id", "=", userId)
    .where("routine_id", "=", programId)
    .where("phase", "=", phase)
    .where("week", "=", week)
    .where("day", "=", day)
    .where("date", "=", date)
    .execute();
  const rows = groups.flatMap((ids, group) =>
    ids.map((id) => ({
      user_id: userId,
      routine_id: programId,
      phase,
      week,
      day,
      date,
      row_id: id,
      group_no: group + 1,
    })),
  );
  if (rows.length > 0) await trx.insertInto("day_supersets").values(rows).execute();
}

/** The days and dates on which the lifter grouped exercises (decision 0077: an import keeps them). */
export function supersetDaysOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("day_supersets")
    .select(["routine_id as programId", "phase", "week", "day", "date"])
    .where("user_id", "=", userId)
    .distinct()
    .execute();
}

/** Writes imported day groups; a grouped row here already is kept as it is. */
export async function insertDaySupersets(db: Kysely<Database>, rows: Database["day_supersets"][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("day_supersets")
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(["user_id", "routine_id", "phase", "week", "day", "date", "row_id"]).doNothing())
      .execute();
  }
}

/** A program day's rows (id and group) in day order, read in the writing transaction. */
export async function dayRowGroups(
  trx: Kysely<Database>,
  programId: string,
  day: DayKey,
): Promise<{ id: string; superset: number | null }[]> {
  return trx
    .selectFrom("routine_rows")
    .select(["id", "superset"])
    .where("routine_id", "=", programId)
    .where("phase", "=", day.phase)
    .where("week", "=", day.week)
    .where("day", "=", day.day)
    .where("retired", "=", 0)
    .orderBy("exercise_order")
    .orderBy("id")
    .execute();
}

/** Numbers each row's group within the day (1, 2…; null: not grouped), after `lockProgram`. */
export async function writeRowSupersets(
  trx: Kysely<Database>,
  programId: string,
  day: DayKey,
  groupOf: ReadonlyMap<string, number>,
): Promise<void> {
  await trx
    .updateTable("routine_rows")
    .set({ superset: null })
    .where("routine_id", "=", programId)
    .where("phase", "=", day.phase)
    .where("week", "=", day.week)
    .where("day", "=", day.day)
    .where("retired", "=", 0)
    .where("superset", "is not", null)
    .execute();
  for (const [id, group] of groupOf) {
    await trx.updateTable("routine_rows").set({ superset: group }).where("id", "=", id).execute();
  }
}
