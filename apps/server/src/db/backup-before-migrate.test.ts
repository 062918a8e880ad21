// A start that migrates an existing SQLite database first copies it beside itself, keeps the newest
// few, and says where; a new database, or one already current, gets no copy (decision 0038).
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../testing/server-process.js";
import { createTestDb } from "../testing/test-app.js";
import { backupName } from "./backup-before-migrate.js";
import { createDb } from "./create-db.js";
import { migrationState, migrations } from "./migrations/index.js";
import { prepareDatabase } from "./prepare.js";

const NAMES = Object.keys(migrations).sort();
const LAST = NAMES.at(-1) as string;
const EARLIER = NAMES.at(-3) as string;

/** A database left by an older release: migrated up to `EARLIER` only, with a lifter in it. */
async function oldDatabase(file: string): Promise<void> {
  const database = createDb(`sqlite:${file}`);
  try {
    const db = database.db as Kysely<any>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(EARLIER)).error).toBeUndefined();
    await db
      .insertInto("users")
      .values({ id: "u-old", email: "old@example.com", password_hash: null, created_at: new Date().toISOString() })
      .execute();
  } finally {
    await database.db.destroy();
  }
}

const backupsIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".bak"));

describe("a backup before migrating, on SQLite", () => {
  let dir: string;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.kill("SIGTERM");
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies an old-schema database before the start migrates it, and the copy holds the old data", async () => {
    dir = mkdtempSync(join(tmpdir(), "ironpath-upgrade-"));
    const file = join(dir, "app.db");
    await oldDatabase(file);

    server = await startServerProcess({ DATABASE_URL: `sqlite:${file}` });
    const [backup] = backupsIn(dir);
    expect(backupsIn(dir)).toHaveLength(1);
    expect(backup).toMatch(new RegExp(`^app\\.db\\.before-${NAMES[NAMES.indexOf(EARLIER) + 1]}-\\d{8}T\\d{9}Z\\.bak$`));
    expect(server.output()).toContain(join(dir, backup as string));

    const copy = createDb(`sqlite:${join(dir, backup as string)}`);
    try {
      expect(await copy.db.selectFrom("users").select("email").execute()).toEqual([{ email: "old@example.com" }]);
      // Taken before the migrations ran: the copy is the old release's database, as it was.
      const state = await migrationState(copy.db);
      expect(state.applied.at(-1)).toBe(EARLIER);
      expect(state.pending).toContain(LAST);
    } finally {
      await copy.db.destroy();
    }
    const live = createDb(`sqlite:${file}`);
    try {
      expect((await migrationState(live.db)).pending).toEqual([]);
    } finally {
      await live.db.destroy();
    }
  });

  it("keeps the newest BACKUP_BEFORE_MIGRATE_KEEP of this database's backups and leaves other files alone", async () => {
    dir = mkdtempSync(join(tmpdir(), "ironpath-upgrade-"));
    const file = join(dir, "app.db");
    await oldDatabase(file);
    const older = [2024, 2025].map((year) => backupName(file, EARLIER, new Date(`${year}-01-01T00:00:00Z`)));
    const unrelated = [
      backupName(join(dir, "other.db"), EARLIER, new Date("2020-01-01T00:00:00Z")),
      join(dir, "notes.bak"),
    ];
    for (const path of [...older, ...unrelated]) writeFileSync(path, "an older copy");

    server = await startServerProcess({ DATABASE_URL: `sqlite:${file}`, BACKUP_BEFORE_MIGRATE_KEEP: "2" });
    const ours = backupsIn(dir).filter((name) => name.startsWith("app.db.before-"));
    expect(ours).toHaveLength(2);
    expect(existsSync(older[1] as string)).toBe(true); // 2025, the newest older one
    expect(existsSync(older[0] as string)).toBe(false); // 2024 went
    for (const path of unrelated) expect(existsSync(path)).toBe(true);
  });

  it("writes none when BACKUP_BEFORE_MIGRATE_KEEP is 0", async () => {
    dir = mkdtempSync(join(tmpdir(), "ironpath-upgrade-"));
    const file = join(dir, "app.db");
    await oldDatabase(file);
    server = await startServerProcess({ DATABASE_URL: `sqlite:${file}`, BACKUP_BEFORE_MIGRATE_KEEP: "0" });
    expect(backupsIn(dir)).toEqual([]);
  });

  it("writes none for a new database, nor at the next start when nothing is left to migrate", async () => {
    dir = mkdtempSync(join(tmpdir(), "ironpath-fresh-"));
    const file = join(dir, "app.db");
    server = await startServerProcess({ DATABASE_URL: `sqlite:${file}` });
    expect(existsSync(file)).toBe(true);
    await server.kill("SIGTERM");
    server = await startServerProcess({ DATABASE_URL: `sqlite:${file}` });
    expect(backupsIn(dir)).toEqual([]);
    expect(server.output()).not.toContain("Backed up");
  });
});

describe("no backup before migrating on PostgreSQL", () => {
  it("migrates without one: pg_dump is the tool there", async () => {
    const t = await createTestDb("postgres");
    try {
      expect(await prepareDatabase(t, { backupsKept: 3 })).toEqual({});
    } finally {
      await t.destroy();
    }
  });
});
