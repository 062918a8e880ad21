import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import { sweepAuthTables } from "./accounts.js";

describe.each(DIALECTS)("housekeeping on %s", (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it("deletes expired and idle sessions, old sign-in attempts, expired reset links and stale social flows, and nothing current", async () => {
    const now = new Date("2026-06-01T12:00:00.000Z");
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    await t.db
      .insertInto("users")
      .values({ id: "u1", email: "a@b.co", password_hash: null, created_at: at(0) })
      .execute();
    await t.db
      .insertInto("sessions")
      .values([
        {
          id: "s1",
          token_hash: "old",
          user_id: "u1",
          created_at: at(-100),
          last_seen_at: at(-100),
          expires_at: at(-1),
        },
        {
          id: "s2",
          token_hash: "live",
          user_id: "u1",
          created_at: at(-100),
          last_seen_at: at(-100),
          expires_at: at(60),
        },
        // Idle for 31 days, though its absolute expiry is months away.
        {
          id: "s3",
          token_hash: "idle",
          user_id: "u1",
          created_at: at(-31 * 1440),
          last_seen_at: at(-31 * 1440),
          expires_at: at(90 * 1440),
        },
      ])
      .execute();
    await t.db
      .insertInto("login_failures")
      .values([
        { email: "nobody@x.io", failed_at: at(-16) },
        { email: "nobody@x.io", failed_at: at(-5) },
      ])
      .execute();
    await t.db
      .insertInto("password_resets")
      .values([
        { token_hash: "r-old", user_id: "u1", created_at: at(-31), expires_at: at(-1) },
        { token_hash: "r-live", user_id: "u1", created_at: at(-5), expires_at: at(25) },
      ])
      .execute();
    await t.db
      .insertInto("oauth_flows")
      .values([
        { state: "s-old", provider: "google", code_verifier: "v", nonce: "n", expires_at: at(-1) },
        { state: "s-live", provider: "google", code_verifier: "v", nonce: "n", expires_at: at(5) },
      ])
      .execute();

    await sweepAuthTables(t.db, 30, now);

    expect((await t.db.selectFrom("sessions").select("token_hash").execute()).map((r) => r.token_hash)).toEqual([
      "live",
    ]);
    expect(await t.db.selectFrom("login_failures").select("failed_at").execute()).toEqual([{ failed_at: at(-5) }]);
    expect((await t.db.selectFrom("oauth_flows").select("state").execute()).map((r) => r.state)).toEqual(["s-live"]);
    const resets = await t.db.selectFrom("password_resets").select("token_hash").execute();
    expect(resets.map((r) => r.token_hash)).toEqual(["r-live"]);
  });
});
