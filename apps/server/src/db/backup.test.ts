import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDb, createTestDb } from "../testing/test-app.js";
import { createDb } from "./create-db.js";

describe("SQLite backup", () => {
  let t: TestDb;
  const copy = join(tmpdir(), `ironpath-backup-${process.pid}-${Date.now()}.db`);
  beforeAll(async () => {
    t = await createTestDb("sqlite");
  });
  afterAll(async () => {
    await t.destroy();
    rmSync(copy, { force: true });
  });

  it("copies the live database, committed rows included, into a file that opens on its own", async () => {
    await t.db
      .insertInto("users")
      .values({ id: "u1", email: "backup@example.com", password_hash: null, created_at: new Date().toISOString() })
      .execute();
    expect(t.backup).toBeDefined();
    await t.backup?.(copy);
    const restored = createDb(`sqlite:${copy}`);
    try {
      expect(await restored.db.selectFrom("users").select("email").execute()).toEqual([
        { email: "backup@example.com" },
      ]);
      expect((await restored.db.selectFrom("routines").select("id").execute()).length).toBeGreaterThan(0);
    } finally {
      await restored.db.destroy();
    }
  });

  it("is not offered for PostgreSQL, which has pg_dump", async () => {
    const postgres = createDb("postgres://postgres@127.0.0.1:5432/test");
    expect(postgres.backup).toBeUndefined();
    await postgres.db.destroy();
  });
});
