import { estimateOneRepMax } from "@ironpath/domain/training/strength/e1rm";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import * as setEstimates from "./2026-11-26-set-estimates.js";

// Sets logged before the e1RM column existed get their estimate from the migration, the same
// number a set written today gets (performances.withEstimate).
describe.each(DIALECTS)("the set-estimates migration on %s", (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it("gives every set logged before it the domain's estimated 1RM, in batches, and none where none estimates", async () => {
    const { db } = t;
    const row = await db
      .selectFrom("routine_rows")
      .select(["id", "exercise_id", "routine_id"])
      .executeTakeFirstOrThrow();
    await db
      .insertInto("users")
      .values({ id: "u", email: "u@example.com", password_hash: null, created_at: "2020-01-01T00:00:00Z" })
      .execute();
    await setEstimates.down(db as unknown as Kysely<unknown>);
    // 2,500 sets: over two batches. Reps 1-14 with and without RPE: chart, single, Epley and none.
    const sets = Array.from({ length: 2500 }, (_, i) => ({
      id: `s-${String(i).padStart(5, "0")}`,
      user_id: "u",
      routine_id: row.routine_id,
      row_id: row.id,
      exercise_id: row.exercise_id,
      phase: 1,
      week: 1,
      day: 1,
      set_index: i,
      reps: 1 + (i % 14),
      rpe: i % 3 === 0 ? null : 6 + (i % 9) * 0.5,
      weight: i % 50 === 0 ? 0 : 95 + (i % 40) * 5,
      performed_on: "2026-01-05",
      logged_at: `2026-01-05T12:00:00.${String(i % 1000).padStart(3, "0")}Z`,
    }));
    for (let i = 0; i < sets.length; i += 250) {
      await db
        .insertInto("performances")
        .values(sets.slice(i, i + 250) as never)
        .execute();
    }
    await setEstimates.up(db as unknown as Kysely<unknown>);
    const stored = await db.selectFrom("performances").select(["id", "e1rm"]).orderBy("id").execute();
    expect(stored).toHaveLength(sets.length);
    const expected = sets.map((s) => estimateOneRepMax(s));
    expect(expected.filter((e) => e === null).length).toBeGreaterThan(100);
    stored.forEach((r, i) => {
      const want = expected[i] ?? null;
      if (want === null) expect(r.e1rm).toBeNull();
      else expect(r.e1rm).toBeCloseTo(want, 6);
    });
  });
});
