// A copy of the embedded database taken just before a start migrates it (decision 0038): a
// migration that goes wrong, or a version rolled back, leaves the lifter's data as it was.
import { readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { sql } from "kysely";
import type { Db } from "./create-db.js";

/** The stamp in a backup's name: sorts as it was taken, and is safe in a file name everywhere. */
const STAMP = /-(\d{8}T\d{9}Z)\.bak$/;

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:.]/g, "");
}

/** `app.db.before-2026-11-29-program-version-20261126T141600123Z.bak`, beside the database. */
export function backupName(file: string, migration: string, now: Date): string {
  return `${file}.before-${migration}-${stamp(now)}.bak`;
}

/**
 * On SQLite, when this start has migrations to run on a database that already ran some (an
 * upgrade, not a fresh install), writes a consistent copy beside it and keeps the newest `keep`.
 * Answers the copy's path, or undefined when none was needed (PostgreSQL, nothing to migrate,
 * a new database, `keep` 0).
 */
export async function backupBeforeMigrate(
  database: Db,
  state: { applied: string[]; pending: string[] },
  keep: number,
  now = new Date(),
): Promise<string | undefined> {
  const [next] = state.pending;
  if (keep <= 0 || !database.backup || next === undefined || state.applied.length === 0) return undefined;
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
    database.db,
  );
  const file = rows[0]?.file;
  if (!file) return undefined; // an in-memory database has nothing to keep
  const destination = backupName(file, next, now);
  await database.backup(destination);
  pruneBackups(file, keep);
  return destination;
}

/** Removes this database's backups before migrating beyond the newest `keep`; nothing else. */
function pruneBackups(file: string, keep: number): void {
  const prefix = `${basename(file)}.before-`;
  const ours = readdirSync(dirname(file))
    .filter((name) => name.startsWith(prefix) && STAMP.test(name))
    .sort((a, b) => (STAMP.exec(b)?.[1] ?? "").localeCompare(STAMP.exec(a)?.[1] ?? ""));
  for (const name of ours.slice(keep)) rmSync(join(dirname(file), name), { force: true });
}
