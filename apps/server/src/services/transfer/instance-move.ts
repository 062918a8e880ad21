import type { Kysely } from "kysely";
import {
  MOVED_TABLES,
  type MovedTable,
  type Row,
  accountCount,
  insertRows,
  migrationNames,
  tableChunks,
  tableColumns,
} from "../../db/repositories/instance-tables.js";
import type { Database } from "../../db/schema.js";

// Moving a whole instance between SQLite and PostgreSQL (decision 0037): a file of JSON lines, a
// header, then each table's rows a chunk per line, written and read a chunk at a time, so memory
// stays bounded however big the instance. The import goes into an empty, migrated database of the
// same migrations, in one transaction, and keeps every id and password hash.

export const INSTANCE_FORMAT = "ironpath-instance";
export const INSTANCE_VERSION = 1;

interface Header {
  format: typeof INSTANCE_FORMAT;
  version: number;
  exportedAt: string;
  migrations: string[];
  tables: string[];
}
interface Chunk {
  table: MovedTable;
  rows: Row[];
}

/** Writes the instance as lines (each a JSON text), one snapshot of every moved table; the rows per table. */
export async function exportInstance(
  db: Kysely<Database>,
  writeLine: (line: string) => Promise<void>,
  now = new Date(),
): Promise<Record<string, number>> {
  // One snapshot: SQLite's read transaction, PostgreSQL's repeatable read.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const header: Header = {
        format: INSTANCE_FORMAT,
        version: INSTANCE_VERSION,
        exportedAt: now.toISOString(),
        migrations: await migrationNames(trx),
        tables: Object.keys(MOVED_TABLES),
      };
      await writeLine(JSON.stringify(header));
      const counts: Record<string, number> = {};
      for (const table of Object.keys(MOVED_TABLES) as MovedTable[]) {
        counts[table] = 0;
        for await (const rows of tableChunks(trx, table)) {
          await writeLine(JSON.stringify({ table, rows } satisfies Chunk));
          counts[table] += rows.length;
        }
      }
      return counts;
    });
}

export class InstanceRefused extends Error {}

function readHeader(line: string | undefined, migrations: string[]): Header {
  let header: Partial<Header>;
  try {
    header = JSON.parse(line ?? "") as Partial<Header>;
  } catch {
    throw new InstanceRefused("The file is not an Ironpath instance export: its first line is not JSON.");
  }
  if (header.format !== INSTANCE_FORMAT) {
    throw new InstanceRefused("The file is not an Ironpath instance export (npm run export-instance makes one).");
  }
  if (header.version !== INSTANCE_VERSION) {
    throw new InstanceRefused(
      `The file is version ${header.version} of the format; this Ironpath reads version ${INSTANCE_VERSION}.`,
    );
  }
  const theirs = (header.migrations ?? []).join(", ");
  if (theirs !== migrations.join(", ")) {
    throw new InstanceRefused(
      `The file comes from an Ironpath at migration ${header.migrations?.at(-1) ?? "none"}, this database is at ` +
        `${migrations.at(-1) ?? "none"}: run the same version of Ironpath at both ends.`,
    );
  }
  return header as Header;
}

function readChunk(line: string, number: number, columns: Map<string, Set<string>>): Chunk {
  let chunk: Partial<Chunk>;
  try {
    chunk = JSON.parse(line) as Partial<Chunk>;
  } catch {
    throw new InstanceRefused(`Line ${number} of the file is not JSON: the file is cut or damaged.`);
  }
  const table = chunk.table as string;
  if (!Object.hasOwn(MOVED_TABLES, table) || !Array.isArray(chunk.rows)) {
    throw new InstanceRefused(`Line ${number} of the file names no table this Ironpath moves ("${table}").`);
  }
  const known = columns.get(table) ?? new Set();
  for (const row of chunk.rows) {
    const unknown = Object.keys(row).find((c) => !known.has(c));
    if (unknown) throw new InstanceRefused(`Line ${number}: the table ${table} has no column "${unknown}" here.`);
  }
  return chunk as Chunk;
}

/**
 * Reads the lines into this database in one transaction; refuses in words (InstanceRefused), with
 * nothing written, a database that holds accounts, a file of other migrations or a damaged file.
 */
export async function importInstance(
  db: Kysely<Database>,
  lines: AsyncIterable<string>,
): Promise<Record<string, number>> {
  const migrations = await migrationNames(db);
  const columns = await tableColumns(db);
  return db.transaction().execute(async (trx) => {
    const accounts = await accountCount(trx);
    if (accounts > 0) {
      throw new InstanceRefused(
        `This database already holds ${accounts} account${accounts === 1 ? "" : "s"}: an instance is imported only into a new, empty database.`,
      );
    }
    const counts: Record<string, number> = {};
    let number = 0;
    for await (const line of lines) {
      number += 1;
      if (number === 1) {
        readHeader(line, migrations);
        continue;
      }
      if (line.trim() === "") continue;
      const { table, rows } = readChunk(line, number, columns);
      await insertRows(trx, table, rows);
      counts[table] = (counts[table] ?? 0) + rows.length;
    }
    if (number === 0) throw new InstanceRefused("The file is empty.");
    return counts;
  });
}
