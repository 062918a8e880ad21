import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDb, createTestDb } from "../testing/test-app.js";

// Why +? (stable-plans.ts, decision 0013): SQLite plans a statement once instead of at every run.
// That the plans keep their indexes is checked query by query (repositories/*.test.ts).
describe("SQLite statements are planned without their bound values", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb("sqlite");
  });
  afterAll(() => t.destroy());

  it("writes every bound value as +?, in conditions, lists and limits alike", () => {
    const { sql, parameters } = t.db
      .selectFrom("performances")
      .select("weight")
      .where("user_id", "=", "u")
      .where("row_id", "in", ["a", "b"])
      .orderBy("logged_at", "desc")
      .limit(3)
      .compile();
    expect(sql).toBe(
      'select "weight" from "performances" where "user_id" = +? and "row_id" in (+?, +?) order by "logged_at" desc limit +?',
    );
    expect(parameters).toEqual(["u", "a", "b", 3]);
  });

  it("reads, writes and upserts the same values as before", async () => {
    await t.db
      .insertInto("users")
      .values({ id: "u1", email: "plans@example.com", password_hash: null, created_at: "2026-11-23T00:00:00Z" })
      .execute();
    await t.db
      .insertInto("users")
      .values({ id: "u1", email: "again@example.com", password_hash: null, created_at: "2026-11-23T00:00:00Z" })
      .onConflict((c) => c.column("id").doUpdateSet({ email: "again@example.com" }))
      .execute();
    const found = await t.db
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "in", ["u1", "u2"])
      .where("created_at", ">=", "2026-01-01")
      .limit(1)
      .execute();
    expect(found).toEqual([{ id: "u1", email: "again@example.com" }]);
  });
});
