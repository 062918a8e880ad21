import type { DayKey } from "@ironpath/domain/training/next-day";
import { type Kysely, sql } from "kysely";
import { boundQuery } from "../bound-query.js";
import type { Database } from "../schema.js";

// Where a lifter is in a program, as the next day starts from it: indexed probes in one
// statement. Their limits are written into the SQL, so PostgreSQL's generic plan knows them
// (decision 0094).

/** The user's most recent entry in a program; exported so a test can check it uses performances_program_idx. */
export function latestEntryQuery(db: Kysely<Database>, userId: string, programId: string) {
  return db
    .selectFrom("performances")
    .select(["phase", "week", "day", "performed_on"])
    .where("user_id", "=", userId)
    .where("routine_id", "=", programId)
    .orderBy("logged_at", "desc")
    .limit(sql.lit(1));
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
    .limit(sql.lit(1));
}

const programPositionQuery = boundQuery((db, v: { userId: string; programId: string }) => {
  type Which = "latest" | "furthest" | "shown" | "changed";
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
  // The days the lifter changed (decision 0049) from the furthest day on, every one before any
  // entry: the next day is among them when it has changes (nextDay never goes back before the
  // furthest day), so a day without any is shown without its own statement (decision 0096).
  const furthest = furthestDayQuery(db, v.userId, v.programId).as("f");
  const changed = db
    .selectFrom("day_changes as c")
    .leftJoin(furthest, (join) => join.onTrue())
    .select([
      "c.phase",
      "c.week",
      "c.day",
      sql<string>`cast(null as text)`.as("performed_on"),
      sql<Which>`${sql.lit("changed")}`.as("which"),
    ])
    .distinct()
    .where("c.user_id", "=", v.userId)
    .where("c.routine_id", "=", v.programId)
    .where((eb) =>
      eb.or([
        eb("f.phase", "is", null),
        eb("c.phase", ">", eb.ref("f.phase")),
        eb.and([eb("c.phase", "=", eb.ref("f.phase")), eb("c.week", ">", eb.ref("f.week"))]),
        eb.and([
          eb("c.phase", "=", eb.ref("f.phase")),
          eb("c.week", "=", eb.ref("f.week")),
          eb("c.day", ">=", eb.ref("f.day")),
        ]),
      ]),
    );
  return probe(latestEntryQuery(db, v.userId, v.programId), "latest")
    .unionAll(probe(furthestDayQuery(db, v.userId, v.programId), "furthest"))
    .unionAll(shown)
    .unionAll(changed);
});

export interface ProgramPosition {
  /** Their most recent entry (with its date) and the furthest day with any entry; absent before any entry. */
  logged?: { latest: { day: DayKey; performedOn: string }; furthest: DayKey };
  /** The day the app last showed them (the advanced entry's day); null when none. */
  shown: DayKey | null;
  /** The days they changed from the furthest day on (all of them before any entry): no other may have changes. */
  changed: DayKey[];
}

/**
 * Where the user is in a program: their most recent entry, the furthest day in program order with
 * any entry, the day last shown and the days changed from there on, as indexed probes in one statement.
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
    changed: rows.filter((r) => r.which === "changed").map(key),
  };
}
