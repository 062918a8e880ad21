import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPlan as plan } from "../../testing/query-plan.js";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import type { Database } from "../schema.js";
import { recentSetsQuery } from "./day-entries.js";
import { liftRecordsQuery } from "./lift-records.js";
import { previousPerformancesQuery } from "./previous-performances.js";
import { latestEntryQuery } from "./program-position.js";

describe.each(DIALECTS)("history queries stay indexed on %s", (dialect) => {
  let t: TestDb;
  let db: Kysely<Database>;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    db = t.db;
  });
  afterAll(() => t.destroy());

  it("finds the latest entry of a program through performances_program_idx", async () => {
    const query = latestEntryQuery(db, "u", "r");
    expect(await plan(t, query)).toContain("performances_program_idx");
  });

  it("reads the recent sets of a day's exercises in one statement through performances_exercise_idx", async () => {
    const query = recentSetsQuery(
      db,
      "u",
      new Map([
        ["e1", 30],
        ["e2", 12],
      ]),
    );
    const text = await plan(t, query as NonNullable<typeof query>);
    expect(text).toContain("performances_exercise_idx");
    expect(text).not.toMatch(/SCAN performances\b|Seq Scan on performances/);
    // Each probe in index order, stopped at its limit: no sort of a lift's whole history.
    expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY|Sort Key: performances\.logged_at/);
  });

  it("reads each lift's last session and best recent e1RM through indexes, the day's rows skipped", async () => {
    const values = {
      userId: "u",
      from: "2026-01-01",
      to: "2026-02-12",
      best: ["squat"],
      plain: ["curl"],
      dayRowIds: ["r1", "r2"],
      unitIds: ["squat", "curl"],
    };
    const text = await plan(t, liftRecordsQuery(db, values));
    expect(text).toContain("performances_exercise_idx");
    // Which index reads the session depends on the tables' statistics: history.test.ts checks it
    // on years of sets.
    expect(text).not.toMatch(/SCAN performances\b|SCAN p\b|Seq Scan on performances/);
    expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY|Sort Key: performances\.logged_at/);
    // The day's warm-ups and notes and the last sessions' notes, in the same statement (decision
    // 0082), each through its table's key: never a scan of the lifter's notes or warm-ups.
    expect(text).toMatch(/sqlite_autoindex_day_notes_1 \(user_id=\? AND row_id=\?\)|using day_notes_pk on day_notes n/);
    // On these empty tables PostgreSQL's costs tie between the lifter's warm-up indexes (the entry's
    // key and decision 0077's day index); SQLite takes the key. Either way an index, never a scan.
    expect(text).toMatch(
      /warm_up_sets_entry_uq \(user_id=\? AND row_id=\?\)|Index Scan using warm_up_sets_(entry_uq|day_idx) on warm_up_sets w/,
    );
    expect(text).not.toMatch(/SCAN n\b|SCAN w\b|Seq Scan on (day_notes|warm_up_sets)/);
    // The exercises' own units (decision 0085) by their table's key, never a scan of them.
    expect(text).not.toMatch(/SCAN u\b|Seq Scan on exercise_units/);
  });

  it("reads previous weights of an exercise from performances_exercise_idx alone, in its order", async () => {
    const query = previousPerformancesQuery(db, "u", "Back Squat", 100);
    const text = await plan(t, query);
    // The index carries every column read of a set (decision 0082): no set's row is read, and the
    // newest entries come in the index's order, stopped at the limit, with no sort at all.
    expect(text).toMatch(
      /COVERING INDEX performances_exercise_idx|Index Only Scan Backward using performances_exercise_idx/,
    );
    expect(text).not.toMatch(/SCAN performances\b|Seq Scan on performances|Index Scan[^\n]* on performances/);
    expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY|Sort Key:/);
  });
});

// The next day's records on a lifter with two years of sessions (each of their lifts on its own
// program row, as programs make them), with statistics as autovacuum gathers them: the session
// is probed by its row, never found by scanning the lifter's sets.
describe.each(DIALECTS)("each lift's records stay indexed on %s", (dialect) => {
  let t: TestDb;
  let exerciseId: string;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    const rows = await t.db.selectFrom("routine_rows").select(["id", "exercise_id", "routine_id"]).limit(300).execute();
    exerciseId = rows[0]?.exercise_id as string;
    await t.db
      .insertInto("users")
      .values({ id: "u", email: "u@example.com", password_hash: null, created_at: "2020-01-01T00:00:00Z" })
      .execute();
    const sets = rows.flatMap((row, r) =>
      Array.from({ length: 5 }, (_, i) => {
        const day = new Date(Date.UTC(2020, 0, 1) + r * 2 * 86_400_000).toISOString().slice(0, 10);
        return {
          id: `u-${r}-${i}`,
          user_id: "u",
          routine_id: row.routine_id,
          row_id: row.id,
          exercise_id: row.exercise_id,
          phase: 1,
          week: 1,
          day: 1,
          set_index: i + 1,
          reps: 5,
          rpe: 8,
          weight: 100 + r,
          performed_on: day,
          logged_at: `${day}T12:00:0${i}.000Z`,
          e1rm: 120 + r,
        };
      }),
    );
    for (let i = 0; i < sets.length; i += 300) {
      await t.db
        .insertInto("performances")
        .values(sets.slice(i, i + 300))
        .execute();
    }
    await sql`analyze`.execute(t.db);
  }, 60_000);
  afterAll(() => t.destroy());

  it("reads the last session by its row and the best e1RM from the lift's newest sets, in the index alone", async () => {
    const values = {
      userId: "u",
      from: "2021-01-01",
      to: "2021-02-12",
      best: [exerciseId],
      plain: [],
      dayRowIds: ["r1"],
      unitIds: [exerciseId],
    };
    const text = await plan(t, liftRecordsQuery(t.db, values));
    expect(text).toMatch(
      /SEARCH p USING INDEX performances_entry_uq \(user_id=\? AND row_id=\?\)|Index Scan using performances_entry_uq on performances p /,
    );
    expect(text).toMatch(
      /COVERING INDEX performances_exercise_idx|Index Only Scan Backward using performances_exercise_idx/,
    );
    expect(text).not.toMatch(
      /SCAN performances\b|SCAN p\b|Seq Scan on performances|Bitmap Heap Scan on performances p /,
    );
  });

  it("plans each lift's last set as one row and its newest sets as thirty, for any lifter", async () => {
    const values = {
      userId: "u",
      from: "2021-01-01",
      to: "2021-02-12",
      best: [exerciseId],
      plain: [],
      dayRowIds: ["r1"],
      unitIds: [exerciseId],
    };
    const text = await plan(t, liftRecordsQuery(t.db, values));
    // The plan made once for every lifter (decision 0021) knows the limits (decision 0094): with
    // bound ones PostgreSQL costed each one-set probe as 130 rows and cached its session's sets.
    expect(text).not.toContain("Memoize");
    if (dialect === "postgres") {
      expect(text).toMatch(/Limit {2}\(cost=[\d.]+ rows=1 width/);
      expect(text).toMatch(/Limit {2}\(cost=[\d.]+ rows=30 width/);
    }
  });
});
