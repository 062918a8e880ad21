// A write the server answered 200 is on disk: SIGKILL the process in the middle of a stream of
// logged sets, start it again on the same database, and every acknowledged set is there.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import type { Dialect } from "../db/create-db.js";
import { call, registerOn } from "../testing/http-client.js";
import { type PostgresSchema, createPostgresSchema } from "../testing/postgres-schema.js";
import { type ServerProcess, startServerProcess } from "../testing/server-process.js";
import { type PlannedSet, STREAM_PROGRAM, planSets, setKey, streamSets } from "../testing/set-stream.js";

/** The kill comes once this many writes were acknowledged (or after KILL_DEADLINE_MS). */
const KILL_AFTER = 150;
const KILL_DEADLINE_MS = 15_000;

interface Stored {
  row_id: string;
  set_index: number;
  weight: number | string;
}

/** A store the test can read behind the server's back, and throw away afterwards. */
interface Store {
  url: string;
  /** The user's logged sets, read straight from the database. */
  sets(email: string): Promise<Stored[]>;
  /** SQLite's own check of the file; "ok" on PostgreSQL, which has none to run. */
  integrity(): Promise<string>;
  drop(): Promise<void>;
}

const SETS_OF = `select p.row_id, p.set_index, p.weight from performances p
  join users u on u.id = p.user_id where u.email = `;

function sqliteStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), "ironpath-sigkill-"));
  const file = join(dir, "app.db");
  const open = <T>(read: (db: SQLite.Database) => T): T => {
    const db = new SQLite(file);
    try {
      return read(db);
    } finally {
      db.close();
    }
  };
  return {
    url: `sqlite:${file}`,
    sets: async (email) => open((db) => db.prepare(`${SETS_OF} ?`).all(email) as Stored[]),
    integrity: async () => open((db) => db.pragma("integrity_check", { simple: true }) as string),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresStore(schema: PostgresSchema): Store {
  return {
    url: schema.url(),
    sets: (email) => schema.query<Stored & Record<string, unknown>>(`${SETS_OF} $1`, [email]),
    integrity: async () => "ok",
    drop: () => schema.drop(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each<Dialect>(["sqlite", "postgres"])("SIGKILL during acknowledged writes on %s", (dialect) => {
  const servers: ServerProcess[] = [];
  let store: Store | undefined;
  afterAll(async () => {
    for (const server of servers) await server.kill("SIGKILL");
    await store?.drop();
  });

  it("loses none of them, and the restarted server serves them to the same session", { timeout: 60_000 }, async () => {
    store = dialect === "sqlite" ? sqliteStore() : postgresStore(await createPostgresSchema());
    const first = await startServerProcess({ DATABASE_URL: store.url });
    servers.push(first);
    const email = `sigkill-${Date.now()}@example.com`;
    const cookie = await registerOn(first.baseURL, email);
    const writes = await planSets(first.baseURL, cookie);

    // Writers send sets one after another; the kill comes in the middle of the stream.
    const stream = streamSets(first.baseURL, cookie, writes);
    const deadline = Date.now() + KILL_DEADLINE_MS;
    while (stream.acknowledged.size < KILL_AFTER && Date.now() < deadline) await sleep(5);
    await first.kill("SIGKILL");
    await stream.done;
    const { acknowledged, refused } = stream;

    expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size, "the kill came before the stream ended").toBeLessThan(writes.length);

    // The file as the kill left it is sound, and holds every acknowledged set with its weight.
    expect(await store.integrity()).toBe("ok");
    const stored = new Map((await store.sets(email)).map((s) => [setKey(s.row_id, s.set_index), Number(s.weight)]));
    const lost = [...acknowledged].filter(([key, { weight }]) => stored.get(key) !== weight);
    expect(lost).toEqual([]);

    // Started again on the same database, the server knows the session and shows the sets.
    const second = await startServerProcess({ DATABASE_URL: store.url });
    servers.push(second);
    expect((await call(second.baseURL, "GET", "/healthz")).status).toBe(200);
    const firstWrite = writes[0] as PlannedSet;
    const res = await call(
      second.baseURL,
      "GET",
      `/api/query/advanced_weight/${encodeURIComponent(firstWrite.exerciseName)}/${encodeURIComponent(STREAM_PROGRAM)}`,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((res.body as { data: { weight: number }[] }).data.map((s) => s.weight)).toContain(firstWrite.weight);
    await second.kill("SIGTERM");
    expect(await second.exited).toMatchObject({ code: 0 });
    expect(await store.integrity()).toBe("ok");
  });
});
