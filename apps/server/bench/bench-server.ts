// The server under measurement: a fresh SQLite file in the temp folder, or the PostgreSQL
// database named by BENCH_DATABASE_URL (create it empty before, drop it after), migrated and
// served by the real app on 127.0.0.1.
import { randomUUID } from "node:crypto";
import { openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { utcToday } from "@ironpath/domain/days";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/config.js";
import { type Db, createDb } from "../src/db/create-db.js";
import { prepareDatabase } from "../src/db/prepare.js";
import type { RoutineRowsTable } from "../src/db/schema.js";
import { type FloorRow, startFloor } from "./floor.js";
import {
  PROGRAM_DAYS,
  ROWS_PER_DAY,
  TRAINING_DAYS_PER_YEAR,
  createHistoryProgram,
  logWholeProgram,
} from "./seed-history.js";

export interface BenchServer {
  database: Db;
  config: Config;
  app: FastifyInstance;
  origin: string;
  /** The same app on the same database keeping no answer (KEPT_ANSWERS=0): each request reads. */
  unkeptOrigin: string;
  /** "SQLite" or "PostgreSQL", for the printed tables. */
  label: string;
  startFloor(row: FloorRow): ReturnType<typeof startFloor>;
  close(): Promise<void>;
}

export async function openBenchServer(): Promise<BenchServer> {
  const file = join(tmpdir(), `ironpath-bench-${randomUUID()}.db`);
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl && !postgresUrl.startsWith("postgres")) throw new Error("BENCH_DATABASE_URL must be postgres://…");
  const url = postgresUrl ?? `sqlite:${file}`;
  const removeFile = () => {
    for (const s of ["", "-wal", "-shm"]) rmSync(`${file}${s}`, { force: true });
  };
  // Also when a run stops on an error: no database left behind in the temp folder.
  if (!postgresUrl) process.once("exit", removeFile);
  const database = createDb(url);
  await prepareDatabase(database);
  // Registration hashes passwords behind a per-IP limit; the bench registers many lifters from one IP.
  const config = loadConfig({ DATABASE_URL: url, AUTH_RATE_LIMIT_PER_MINUTE: "100000" });
  // Production's log level (info: a line per request), written as production writes to its
  // standard output, synchronously, but to /dev/null so the tables stay readable.
  const devNull = openSync("/dev/null", "w");
  const logStream = { write: (line: string) => void writeSync(devNull, line) };
  const app = await buildApp(config, database, logStream);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const unkept = await buildApp({ ...config, KEPT_ANSWERS: 0 }, database, logStream);
  await unkept.listen({ port: 0, host: "127.0.0.1" });
  const originOf = (a: FastifyInstance) => `http://127.0.0.1:${(a.server.address() as { port: number }).port}`;
  return {
    database,
    config,
    app,
    origin: originOf(app),
    unkeptOrigin: originOf(unkept),
    label: postgresUrl ? "PostgreSQL" : "SQLite",
    startFloor: (row) => startFloor(postgresUrl ? { postgresUrl } : { sqliteFile: file }, row),
    close: async () => {
      await unkept.close();
      await app.close();
      await database.db.destroy();
      if (!postgresUrl) removeFile();
    },
  };
}

export interface Lifter {
  id: string;
  cookie: string;
}

/** Registers a lifter through the API, as the web app does, and keeps the session cookie. */
export async function registerLifter(app: FastifyInstance, label: string): Promise<Lifter> {
  const reg = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: `${label}-${randomUUID()}@example.com`, password: "Bench-press-every-Monday-1" },
  });
  const token = reg.cookies.find((c) => c.name === "ironpath_session")?.value;
  if (reg.statusCode !== 201 || !token) throw new Error(`register answered ${reg.statusCode}: ${reg.body}`);
  return { id: reg.json().user.id, cookie: `ironpath_session=${token}` };
}

export const CURRENT_PROGRAM = "Current";

export interface CurrentDay {
  /** The row of the next day that the bench logs sets of. */
  row: RoutineRowsTable;
  exerciseName: string;
  rowsLogged: number;
}

/**
 * Gives the lifter a program named "Current" logged halfway up to yesterday, and today's day under
 * way (its first two exercises done): the next day is the one being lifted, read as it is mid-workout.
 */
export async function startCurrentProgram(server: BenchServer, userId: string): Promise<CurrentDay> {
  const { db } = server.database;
  const exerciseIds = await catalogueIds(server);
  const current = await createHistoryProgram(db, userId, CURRENT_PROGRAM, exerciseIds);
  const half = current.rows.length / 2;
  const done = current.rows.slice(0, half);
  let rowsLogged = await logWholeProgram(
    db,
    userId,
    current.programId,
    done,
    daysAgo((done.length / ROWS_PER_DAY) * 1.75),
  );
  const underWay = current.rows.slice(half, half + 2);
  const startOfToday = new Date(`${utcToday()}T00:00:00Z`).getTime();
  rowsLogged += await logWholeProgram(
    db,
    userId,
    current.programId,
    underWay,
    new Date(Math.max(startOfToday, Date.now() - 600_000)),
  );
  const row = current.rows[half + 2];
  if (!row) throw new Error("the history program has no second half");
  const { name } = await db
    .selectFrom("exercises")
    .select("name")
    .where("id", "=", row.exercise_id)
    .executeTakeFirstOrThrow();
  return { row, exerciseName: name, rowsLogged };
}

let catalogue: string[] | undefined;
export async function catalogueIds(server: BenchServer): Promise<string[]> {
  catalogue ??= (await server.database.db.selectFrom("exercises").select("id").orderBy("id").execute()).map(
    (e) => e.id,
  );
  return catalogue;
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Between rounds: the dead rows a round of writes leaves are vacuumed (PostgreSQL), the WAL
 * checkpointed (SQLite), so a later round does not pay for an earlier one.
 */
export async function settle(server: BenchServer): Promise<void> {
  const { db, dialect } = server.database;
  if (dialect === "postgres") await sql`vacuum analyze`.execute(db);
  else await sql`pragma wal_checkpoint(truncate)`.execute(db);
}

/**
 * Once the tables are filled: fresh planner statistics, and on PostgreSQL a VACUUM too, which sets
 * the visibility map as autovacuum keeps it on a running server. Without it every index-only scan
 * read the heap for each entry (decision 0094: the records statement 166 buffers instead of 118).
 */
export async function vacuumAnalyze(server: BenchServer): Promise<void> {
  const { db, dialect } = server.database;
  await (dialect === "postgres" ? sql`vacuum analyze` : sql`analyze`).execute(db);
}

/** What the tables' figures stand on, printed with them. */
export const SETTLED =
  "PostgreSQL is VACUUM ANALYZEd after seeding and after every round (its visibility map set, as autovacuum keeps it); SQLite ANALYZEd after seeding, its WAL checkpointed after every round.";

/** The performance row the floor rewrites: the lifter's first set of the current row. */
export function floorRowOf(userId: string, day: CurrentDay): FloorRow {
  const { row } = day;
  return {
    userId,
    programId: row.routine_id,
    rowId: row.id,
    exerciseId: row.exercise_id,
    phase: row.phase,
    week: row.week,
    day: row.day,
    setIndex: 1,
  };
}

/** History logged program after program, one training day every 1.75 days, from `years` ago. */
export async function logHistory(server: BenchServer, userId: string, years: number, label: string): Promise<number> {
  const { db } = server.database;
  const exerciseIds = await catalogueIds(server);
  const start = daysAgo(years * 365).getTime();
  let rows = 0;
  for (let p = 0; p < Math.ceil((years * TRAINING_DAYS_PER_YEAR) / PROGRAM_DAYS); p += 1) {
    const { programId, rows: programRows } = await createHistoryProgram(db, userId, `${label} ${p + 1}`, exerciseIds);
    const from = new Date(start + p * PROGRAM_DAYS * 1.75 * 86_400_000);
    rows += await logWholeProgram(db, userId, programId, programRows, from);
  }
  return rows;
}

/**
 * The one-off scripts' lifter: `years` of history, today's day of the current program under way,
 * the database settled as autovacuum would leave it (decision 0096).
 */
export async function seededLifter(server: BenchServer, years = 5): Promise<{ lifter: Lifter; day: CurrentDay }> {
  const lifter = await registerLifter(server.app, "five-years");
  await logHistory(server, lifter.id, years, "History");
  const day = await startCurrentProgram(server, lifter.id);
  await vacuumAnalyze(server);
  return { lifter, day };
}
