import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { POSTGRES_URL } from "../../testing/services.js";
import { DIALECTS } from "../../testing/test-app.js";
import { type Db, type Dialect, createDb } from "../create-db.js";
import { findSession, listUserSessions } from "../repositories/auth-sessions-repository.js";
import type { Database } from "../schema.js";
import * as accounts from "./2026-11-21-accounts.js";
import * as training from "./2026-11-21-training.js";
import { migrateToLatest } from "./index.js";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** An empty database (no migration run), and how to throw it away. */
async function emptyDb(dialect: Dialect): Promise<Db & { drop(): Promise<void> }> {
  const id = `m_${randomBytes(6).toString("hex")}`;
  if (dialect === "sqlite") {
    const file = join(tmpdir(), `ironpath-${id}.db`);
    const db = createDb(`sqlite:${file}`);
    return {
      ...db,
      drop: async () => {
        await db.db.destroy();
        for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const admin = createDb(POSTGRES_URL);
  await sql`create schema ${sql.id(id)}`.execute(admin.db);
  await admin.db.destroy();
  const db = createDb(POSTGRES_URL, { searchPath: id });
  return {
    ...db,
    drop: async () => {
      await sql`drop schema ${sql.id(id)} cascade`.execute(db.db);
      await db.db.destroy();
    },
  };
}

// An upgrade, not a fresh install: the sessions people hold when the migration runs stay signed in
// and get the opaque id the session list needs.
describe.each(DIALECTS)("migration 2026-11-23-account-security on %s", (dialect) => {
  it("gives every existing session an id, keeps it signed in, and ignores old sign-in failures", async () => {
    const database = await emptyDb(dialect);
    const db = database.db as Kysely<any>;
    try {
      const before = new Migrator({
        db,
        provider: { getMigrations: async () => ({ "2026-11-21-accounts": accounts, "2026-11-21-training": training }) },
        ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      const now = new Date().toISOString();
      const later = new Date(Date.now() + 86_400_000).toISOString();
      await db.insertInto("users").values({ id: "u1", email: "old@example.com", created_at: now }).execute();
      await db
        .insertInto("sessions")
        .values(
          ["phone", "laptop"].map((t) => ({
            token_hash: hashToken(t),
            user_id: "u1",
            created_at: now,
            last_seen_at: now,
            expires_at: later,
          })),
        )
        .execute();
      await db.insertInto("login_failures").values({ email: "old@example.com", failed_at: now }).execute();

      await migrateToLatest(db, database.schema);

      const typed = database.db as Kysely<Database>;
      expect((await findSession(typed, hashToken("phone")))?.userId).toBe("u1");
      const sessions = await listUserSessions(typed, "u1");
      expect(sessions).toHaveLength(2);
      expect(new Set(sessions.map((s) => s.id)).size).toBe(2);
      expect(sessions.every((s) => /^[0-9a-f-]{36}$/.test(s.id) && s.device === null)).toBe(true);
      expect(await typed.selectFrom("login_failures").select(["source", "id"]).execute()).toEqual([
        { source: null, id: null },
      ]);
      expect(await typed.selectFrom("password_resets").selectAll().execute()).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
