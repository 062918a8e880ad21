import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPlan } from "../../testing/query-plan.js";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import type { Database } from "../schema.js";
import {
  historyPageQuery,
  liftSetsQuery,
  loggedLiftsQuery,
  noteSessionsQuery,
  sessionKeysQuery,
} from "./history-repository.js";

const FULL_SCAN = /SCAN performances\b|Seq Scan on performances/;
// A sort or hash of the user's whole history before the limit: its cost would grow with the history.
const WHOLE_HISTORY_SORT = /TEMP B-TREE FOR GROUP BY|HashAggregate|Sort Key: performances(_\d)?\.performed_on/;
const SESSIONS = 400;

/** Two lifters with years of sessions (12 sets each), so that the planners see real statistics. */
async function fillHistory(db: Kysely<Database>): Promise<{ rowId: string; exerciseId: string; routineId: string }> {
  const row = await db
    .selectFrom("routine_rows")
    .select(["id", "exercise_id", "routine_id"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  for (const user of ["u", "v"]) {
    await db
      .insertInto("users")
      .values({ id: user, email: `${user}@example.com`, password_hash: null, created_at: "2020-01-01T00:00:00Z" })
      .execute();
    for (let s = 0; s < SESSIONS; s += 1) {
      const day = new Date(Date.UTC(2020, 0, 1) + s * 3 * 86_400_000).toISOString().slice(0, 10);
      const values = Array.from({ length: 12 }, (_, i) => ({
        id: `${user}-${s}-${i}`,
        user_id: user,
        routine_id: row.routine_id,
        // One program row per set: the history index, not the entry's uniqueness, is under test.
        row_id: row.id,
        exercise_id: row.exercise_id,
        phase: 1 + (s % 3),
        week: 1 + (s % 12),
        day: 1 + (s % 6),
        set_index: s * 12 + i,
        reps: 5,
        rpe: 8,
        weight: 100 + i,
        performed_on: day,
        logged_at: `${day}T12:00:00.000Z`,
      }));
      await db.insertInto("performances").values(values).execute();
      // A note on the exercise every session (decision 0103): the notes are walked as the sets are.
      await db
        .insertInto("day_notes")
        .values({
          user_id: user,
          routine_id: row.routine_id,
          row_id: row.id,
          exercise_id: row.exercise_id,
          set_index: s,
          note: "Felt heavy",
          performed_on: day,
          updated_at: `${day}T12:00:00.000Z`,
        })
        .execute();
    }
  }
  return { rowId: row.id, exerciseId: row.exercise_id, routineId: row.routine_id };
}

// Each History statement walks an index from where it starts and stops after what it needs: its
// cost does not grow with the length of the lifter's history. SQLite plans without statistics (the
// app never runs ANALYZE); PostgreSQL with them, as autovacuum would have gathered.
describe.each(DIALECTS)("history statements stay indexed on %s", (dialect) => {
  let t: TestDb;
  let seeded: { exerciseId: string; routineId: string };
  beforeAll(async () => {
    t = await createTestDb(dialect);
    seeded = await fillHistory(t.db);
    if (dialect === "postgres") await sql`analyze performances, day_notes`.execute(t.db);
  }, 120_000);
  afterAll(() => t.destroy());

  const cursor = () => ({ date: "2021-06-01", programId: seeded.routineId, phase: 2, week: 5, day: 3 });

  it("finds a page of sessions by walking the history index back from the cursor", async () => {
    for (const before of [undefined, cursor()]) {
      const text = await queryPlan(t, sessionKeysQuery(t.db, "u", before, 11));
      expect(text).toContain("performances_history_idx");
      expect(text).not.toMatch(FULL_SCAN);
      expect(text).not.toMatch(WHOLE_HISTORY_SORT);
    }
  });

  it("reads a page's sets by one probe of the history index per session", async () => {
    for (const before of [undefined, cursor()]) {
      const text = await queryPlan(t, historyPageQuery(t.db, "u", before, 11));
      expect(text).not.toMatch(FULL_SCAN);
      // Only the page's own sets are sorted, after the limit.
      expect(text).not.toMatch(/TEMP B-TREE FOR GROUP BY|HashAggregate/);
      // Every read of performances goes through the history index.
      const reads = text
        .split("\n")
        .filter((line) => /performances(_\d)? |on performances\b|SEARCH performances/.test(line));
      expect(reads.length, text).toBeGreaterThan(0);
      for (const line of reads) expect(line, text).toContain("performances_history_idx");
    }
  });

  it("finds a page of days of notes by walking the notes' history index back from the cursor", async () => {
    for (const before of [undefined, cursor()]) {
      const text = await queryPlan(t, noteSessionsQuery(t.db, "u", before, 11));
      expect(text).toContain("day_notes_history_idx");
      expect(text, text).not.toMatch(/SCAN day_notes\b|Seq Scan on day_notes/);
      // The walk groups in the index's order and stops at the page: no sort of every note.
      expect(text, text).not.toMatch(/TEMP B-TREE FOR GROUP BY|HashAggregate|Sort Key: day_notes(_\d)?\.performed_on/);
    }
  });

  it("lists the lifts logged by skipping through performances_exercise_idx", async () => {
    const text = await queryPlan(t, loggedLiftsQuery("u"));
    expect(text).toContain("performances_exercise_idx");
    expect(text).not.toMatch(FULL_SCAN);
  });

  it("reads a lift's latest sets through performances_exercise_idx in order", async () => {
    const text = await queryPlan(t, liftSetsQuery(t.db, "u", seeded.exerciseId, 1000));
    expect(text).toContain("performances_exercise_idx");
    expect(text).not.toMatch(/TEMP B-TREE|Sort Key/);
  });
});
