import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type KyselyPlugin, sql } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { type Db, type Dialect, createDb } from "../db/create-db.js";
import { prepareDatabase } from "../db/prepare.js";

import { POSTGRES_URL } from "./services.js";

/** Every data test runs on both databases; the PostgreSQL one is found by test-services.ts. */
export const DIALECTS: Dialect[] = ["sqlite", "postgres"];

export interface TestDb extends Db {
  destroy(): Promise<void>;
}

/** A fresh, migrated database: a temporary SQLite file, or a PostgreSQL schema of its own. */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  const id = `t_${randomBytes(6).toString("hex")}`;
  if (dialect === "sqlite") {
    const file = join(tmpdir(), `ironpath-${id}.db`);
    const db = createDb(`sqlite:${file}`);
    await prepareDatabase(db);
    return {
      ...db,
      destroy: async () => {
        await db.db.destroy();
        for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const admin = createDb(POSTGRES_URL);
  await sql`create schema ${sql.id(id)}`.execute(admin.db);
  await admin.db.destroy();
  // A test machine running every suite at once can take seconds over one statement: the 3 s
  // statement limit that turns a lost database into a 503 (tested in faults/) would only flake here.
  const db = createDb(POSTGRES_URL, { searchPath: id, queryTimeoutMs: 60_000 });
  await prepareDatabase(db);
  return {
    ...db,
    destroy: async () => {
      await sql`drop schema ${sql.id(id)} cascade`.execute(db.db);
      await db.db.destroy();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  close(): Promise<void>;
}

export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const db = await createTestDb(dialect);
  const app = await buildApp(testConfig(env), db);
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/**
 * For a describe block: a test app on `dialect` (with `env`), made before its tests and closed
 * after them. Its `app` and `db` are read once the block's tests run.
 */
export function useTestApp(dialect: Dialect, env: Record<string, string> = {}): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(dialect, env);
  });
  afterAll(() => made?.close());
  const started = (): TestApp => {
    if (!made) throw new Error("the test app is made before the block's tests run");
    return made;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    close: () => started().close(),
  };
}

/** Calls the app as the user whose session `cookie` is: a GET, or a POST of `payload` when given. */
export function callAs(app: FastifyInstance, cookie: string, url: string, payload?: object) {
  return app.inject({ method: payload ? "POST" : "GET", url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A second app on the test database that counts the statements its requests run. */
export interface CountingApp {
  app: FastifyInstance;
  /** Statements run since the last `reset()`. */
  statements(): number;
  reset(): void;
}

/**
 * A process of its own on `db` (its own Kysely instance, so nothing kept in memory per database is
 * shared with the test's app), counting every statement it runs.
 */
export async function countingApp(db: TestDb, env: Record<string, string> = {}): Promise<CountingApp> {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements += 1;
      return result;
    },
  };
  const app = await buildApp(testConfig(env), { ...db, db: db.db.withPlugin(counter) });
  return {
    app,
    statements: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}

let counter = 0;
export const STRONG_PASSWORD = "Squat#2025";

/** A fresh e-mail per call, so tests never collide. */
export function uniqueEmail(): string {
  counter += 1;
  return `lifter${counter}-${randomBytes(3).toString("hex")}@example.com`;
}

/** Registers a user and returns the session cookie header to send as that user. */
export async function registerUser(
  app: FastifyInstance,
  email = uniqueEmail(),
): Promise<{ cookie: string; email: string; id: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: STRONG_PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const session = res.cookies.find((c) => c.name === "ironpath_session");
  if (!session) throw new Error("register set no session cookie");
  return {
    cookie: `ironpath_session=${session.value}`,
    email,
    id: res.json().user.id,
  };
}
