import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPlan as plan } from "../../testing/query-plan.js";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import type { Database } from "../schema.js";
import { latestEntryQuery, liftRecordsQuery, previousPerformancesQuery, recentSetsQuery } from "./performances.js";

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
    const values = { userId: "u", from: "2026-01-01", to: "2026-02-12", e0: "squat", e1: "curl", d0: "r1", d1: "r2" };
    const text = await plan(t, liftRecordsQuery(db, values, "10:2"));
    expect(text).toContain("performances_exercise_idx");
    // The session by its row or its date (a day's sets at most); the best from the lift's newest
    // sets in index order.
    expect(text).toMatch(
      /performances_(entry_uq \(user_id=\? AND row_id=\?\)|history_idx \(user_id=\? AND performed_on=\?\))|Index Cond: \(\(user_id = \$\d+\) AND \((row_id|performed_on) = \$\d+\)\)/,
    );
    expect(text).not.toMatch(/SCAN performances\b|Seq Scan on performances/);
    expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY|Sort Key: performances\.logged_at/);
  });

  it("reads previous weights of an exercise through performances_exercise_idx, sorting only the newest few", async () => {
    const query = previousPerformancesQuery(db, "u", "Back Squat", 100);
    const text = await plan(t, query);
    expect(text).toContain("performances_exercise_idx");
    expect(text).not.toMatch(/SCAN performances\b|Seq Scan on performances/);
    // In index order up to the limit: no sort of the whole history. The one sort puts the limited
    // rows into sessions.
    expect(text).not.toMatch(/Sort Key: performances\.logged_at/);
    expect(text.match(/USE TEMP B-TREE FOR ORDER BY|Sort Key:/g)).toHaveLength(1);
    expect(text).toMatch(
      /SCAN p\nUSE TEMP B-TREE FOR ORDER BY$|Sort Key: performances\.performed_on DESC[^\n]*\n\s*->\s*Limit/,
    );
  });
});
