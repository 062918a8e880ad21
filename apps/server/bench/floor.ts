// The floor: a bare Fastify route in the server's process running ONE raw statement, prepared
// once, on the same database and tables the app uses. No Kysely, no session, no schema. A call
// can at best match it; a signed-in call runs at least two statements, so about half is the limit.
import SQLite from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";
import { SQLITE_PRAGMAS } from "../src/db/create-db.js";

/** The performance row the floor reads and rewrites: the same one the "save a set" call writes. */
export interface FloorRow {
  userId: string;
  programId: string;
  rowId: string;
  exerciseId: string;
  phase: number;
  week: number;
  day: number;
  setIndex: number;
}

export interface Floor {
  origin: string;
  close(): Promise<void>;
}

// Indexed by performances_exercise_idx (user_id, exercise_id, logged_at).
const SELECT =
  "select weight from performances where user_id = $1 and exercise_id = $2 order by logged_at desc limit 1";
// The same upsert the app does when a set is saved again (performances_entry_uq).
const UPSERT = `insert into performances
  (id, user_id, routine_id, row_id, exercise_id, phase, week, day, set_index, reps, rpe, weight, performed_on, logged_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 5, 8, 225, $10, $11)
  on conflict (user_id, row_id, set_index) do update set
  reps = excluded.reps, rpe = excluded.rpe, weight = excluded.weight, logged_at = excluded.logged_at`;

/**
 * Rows the floor's writes take turns on: requests in flight write distinct rows, as the app's
 * writers (one lifter a connection) do, so neither side measures a queue on one row's lock.
 */
const WRITE_ROWS = 16;
let writes = 0;

const upsertValues = (r: FloorRow) => {
  const now = new Date().toISOString();
  const id = `floor-${now}-${Math.random()}`;
  const setIndex = r.setIndex + (writes++ % WRITE_ROWS);
  return [id, r.userId, r.programId, r.rowId, r.exerciseId, r.phase, r.week, r.day, setIndex, now.slice(0, 10), now];
};

type Statements = { select(): Promise<unknown>; upsert(): Promise<unknown>; close(): Promise<void> };

function sqliteStatements(file: string, row: FloorRow): Statements {
  const sqlite = new SQLite(file);
  // The same settings as the app's connection: a write waits for the disk, reads the same cache.
  for (const pragma of SQLITE_PRAGMAS) sqlite.pragma(pragma);
  const select = sqlite.prepare(SELECT.replace(/\$\d+/g, "?"));
  const upsert = sqlite.prepare(UPSERT.replace(/\$\d+/g, "?"));
  return {
    select: async () => select.get(row.userId, row.exerciseId),
    upsert: async () => upsert.run(...upsertValues(row)),
    close: async () => {
      sqlite.close();
    },
  };
}

function postgresStatements(url: string, row: FloorRow): Statements {
  // As many connections as the app's pool; a named query is prepared once per connection.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    select: async () =>
      (await pool.query({ name: "floor-select", text: SELECT, values: [row.userId, row.exerciseId] })).rows[0],
    upsert: async () => pool.query({ name: "floor-upsert", text: UPSERT, values: upsertValues(row) }),
    close: () => pool.end(),
  };
}

/** Listens on 127.0.0.1: GET /select (an indexed read) and POST /upsert (an indexed write). */
export async function startFloor(target: { sqliteFile: string } | { postgresUrl: string }, row: FloorRow) {
  const statements =
    "sqliteFile" in target ? sqliteStatements(target.sqliteFile, row) : postgresStatements(target.postgresUrl, row);
  const app = Fastify();
  app.get("/select", async () => (await statements.select()) ?? null);
  app.post("/upsert", async () => {
    await statements.upsert();
    return { ok: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const floor: Floor = {
    origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: async () => {
      await app.close();
      await statements.close();
    },
  };
  return floor;
}
