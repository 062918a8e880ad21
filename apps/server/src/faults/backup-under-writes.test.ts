// `npm run backup` while lifters log sets: the copy passes SQLite's integrity check, holds every
// set acknowledged before the backup began, and a server started on it serves them.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD, call, registerOn } from "../testing/http-client.js";
import { type ServerProcess, runServerScript, startServerProcess } from "../testing/server-process.js";
import { type PlannedSet, STREAM_PROGRAM, planSets, setKey, streamSets } from "../testing/set-stream.js";

const BALLAST_MB = 40;

// A busy server commits every millisecond or two (many lifters at once); the lifters the test
// drives through HTTP are fewer, so a second process adds commits of its own, for at most 60 s.
const BUSY_WRITER = `
const SQLite = require(${JSON.stringify(createRequire(import.meta.url).resolve("better-sqlite3"))});
const db = new SQLite(process.env.BUSY_DB);
db.pragma("busy_timeout = 5000");
const insert = db.prepare("insert into busy (at) values (?)");
const end = Date.now() + 60000;
const tick = () => { insert.run(Date.now()); if (Date.now() < end) setTimeout(tick, 1); };
tick();`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a SQLite backup taken while writers run", () => {
  const dir = mkdtempSync(join(tmpdir(), "ironpath-backup-live-"));
  const live = join(dir, "app.db");
  const copy = join(dir, "copy.db");
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("is sound, complete up to its start, and restores", { timeout: 60_000 }, async () => {
    // Years of use make a database of tens of MB: a backup copied in many small steps would start
    // over at every commit of the running server and never end.
    const ballast = new SQLite(live);
    ballast.pragma("journal_mode = WAL");
    ballast.exec("create table ballast (b blob); create table busy (at integer)");
    const insert = ballast.prepare("insert into ballast values (zeroblob(1048576))");
    ballast.transaction(() => {
      for (let i = 0; i < BALLAST_MB; i += 1) insert.run();
    })();
    ballast.close();

    const server = await startServerProcess({ DATABASE_URL: `sqlite:${live}` });
    servers.push(server);
    const email = `backup-${Date.now()}@example.com`;
    const cookie = await registerOn(server.baseURL, email);
    // Twelve weeks of rows, twenty sets each: thousands of distinct sets, more than the backup lasts.
    const sets = await planSets(server.baseURL, cookie, 12);
    const stream = streamSets(server.baseURL, cookie, sets);
    for (let i = 0; i < 2000 && stream.acknowledged.size < 50; i += 1) await sleep(5);

    const busy = spawn(process.execPath, ["-e", BUSY_WRITER], { env: { BUSY_DB: live }, stdio: "ignore" });
    const busyStopped = new Promise((resolve) => busy.once("exit", resolve));

    const startedAt = performance.now();
    const startedAtMs = Date.now();
    const backup = await runServerScript("cli/backup.ts", [copy], { DATABASE_URL: `sqlite:${live}` }, 15_000);
    const endedAt = performance.now();
    const endedAtMs = Date.now();
    busy.kill("SIGKILL");
    await busyStopped;
    const acks = [...stream.acknowledged.values()];
    const stillWriting = acks.length < sets.length;
    stream.stop();
    await stream.done;

    expect(backup.code, `the backup ended with ${backup.code ?? "no end in 15 s"}: ${backup.output}`).toBe(0);
    expect(stream.refused).toEqual([]);
    expect(
      acks.filter((a) => a.at > startedAt && a.at < endedAt).length,
      "sets were saved during the backup",
    ).toBeGreaterThan(0);
    expect(stillWriting, "the writers outlasted the backup").toBe(true);
    const busyCommits = new SQLite(live, { readonly: true });
    const during = busyCommits.prepare("select count(*) as n from busy where at between ? and ?");
    expect((during.get(startedAtMs, endedAtMs) as { n: number }).n, "the busy writer wrote").toBeGreaterThan(0);
    busyCommits.close();

    const before = [...stream.acknowledged].filter(([, a]) => a.at < startedAt);
    const restored = new SQLite(copy, { readonly: true });
    try {
      expect(restored.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(restored.pragma("foreign_key_check")).toEqual([]);
      const rows = restored
        .prepare(
          "select p.row_id, p.set_index, p.weight from performances p join users u on u.id = p.user_id where u.email = ?",
        )
        .all(email) as { row_id: string; set_index: number; weight: number }[];
      const stored = new Map(rows.map((r) => [setKey(r.row_id, r.set_index), r.weight]));
      expect(before.filter(([key, a]) => stored.get(key) !== a.weight)).toEqual([]);
    } finally {
      restored.close();
    }

    // Restored: a server on the copy signs the lifter in and shows their sets.
    await server.kill("SIGTERM");
    const again = await startServerProcess({ DATABASE_URL: `sqlite:${copy}` });
    servers.push(again);
    const login = await call(again.baseURL, "POST", "/api/auth/login", { body: { email, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    const first = sets[0] as PlannedSet;
    const shown = await call(
      again.baseURL,
      "GET",
      `/api/query/advanced_weight/${encodeURIComponent(first.exerciseName)}/${encodeURIComponent(STREAM_PROGRAM)}`,
      { cookie: login.cookie },
    );
    expect(shown.status).toBe(200);
    // The latest hundred sets of that exercise, each one the lifter saved.
    const saved = new Set([...stream.acknowledged.values()].map((a) => a.weight));
    const weights = (shown.body as { data: { weight: number }[] }).data.map((s) => s.weight);
    expect(weights.length).toBeGreaterThan(0);
    expect(weights.filter((w) => !saved.has(w))).toEqual([]);
  });
});
