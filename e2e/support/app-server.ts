// Starts the real built server (apps/server/dist/server.js serving apps/web/dist) for end-to-end
// tests: a fresh SQLite file per server unless a database URL is given.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SECRET_VARIABLES } from "../../apps/server/src/config.js";
import { SCRUBBED_SERVER_ENV, TEST_SERVER_ENV, keepOutput } from "../../apps/server/src/testing/server-env.js";

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (this file is e2e/support/app-server.ts). */
export const REPO_ROOT = resolve(here, "..", "..");
export const SERVER_ENTRY = join(REPO_ROOT, "apps", "server", "dist", "server.js");
export const WEB_INDEX = join(REPO_ROOT, "apps", "web", "dist", "index.html");

export interface AppServerOptions {
  /** Defaults to `sqlite:<fresh temp file>`, removed by stop(). */
  databaseUrl?: string;
  /**
   * Extra environment for the server (applied last, so it can override the defaults); a function
   * is given the server's address first, e.g. for PUBLIC_ORIGIN.
   */
  env?: Record<string, string | undefined> | ((baseURL: string) => Record<string, string | undefined>);
  /** How long to wait for /healthz to answer 200. Default 30 s. */
  startTimeoutMs?: number;
  /** Listen on this port (a server started again where a killed one was); a free one otherwise. */
  port?: number;
}

export interface AppServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseURL: string;
  port: number;
  databaseUrl: string;
  /** The server's recent stdout and stderr, for diagnosing a failure. */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL) and removes the temp database. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * Kills the process at once (SIGKILL: no graceful close, as a crash or a pulled plug), keeping the
   * database, so a server started again on `port` and `databaseUrl` goes on where it died.
   */
  kill(): Promise<void>;
}

// Besides what every test server scrubs: the sign-in providers the journeys set themselves.
const SCRUBBED_ENV = [
  ...SCRUBBED_SERVER_ENV,
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "GOOGLE_ISSUER",
  "FACEBOOK_CLIENT_ID",
  "FACEBOOK_CLIENT_SECRET",
  "OAUTH_ALLOW_INSECURE",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_LABEL",
  "PASSWORD_SIGN_IN",
  // Secrets given as files (NAME_FILE) would clash with the NAME the journeys set.
  ...SECRET_VARIABLES.map((name) => `${name}_FILE`),
];

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function assertBuilt(): void {
  const missing = [SERVER_ENTRY, WEB_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The app is not built (missing ${missing.map((f) => f.slice(REPO_ROOT.length + 1)).join(", ")}). ` +
        "Run `npm run build` in the repository root first.",
    );
  }
  warnIfStale();
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

let staleChecked = false;
/** A hint, not a failure: tests against an old build are a common source of confusion. */
function warnIfStale(): void {
  if (staleChecked) return;
  staleChecked = true;
  try {
    const checks: Array<[string, string]> = [
      [join(REPO_ROOT, "apps", "web", "src"), WEB_INDEX],
      [join(REPO_ROOT, "apps", "server", "src"), SERVER_ENTRY],
    ];
    for (const [src, built] of checks) {
      if (existsSync(src) && newestMtime(src) > statSync(built).mtimeMs) {
        console.warn(
          `[e2e] ${built.slice(REPO_ROOT.length + 1)} is older than ${src.slice(REPO_ROOT.length + 1)}: ` +
            "run `npm run build` if the tests see stale behaviour.",
        );
      }
    }
  } catch {
    // Only a hint.
  }
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error("No free port"))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function healthy(baseURL: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function startOnce(options: AppServerOptions, port: number): Promise<AppServer> {
  let tempDir: string | undefined;
  // E2E_DATABASE_URL runs the journeys on PostgreSQL (CI does both); a temporary SQLite file otherwise.
  let databaseUrl = options.databaseUrl ?? process.env.E2E_DATABASE_URL;
  if (!databaseUrl) {
    tempDir = mkdtempSync(join(tmpdir(), "ironpath-e2e-"));
    databaseUrl = `sqlite:${join(tempDir, "app.db")}`;
  }

  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of SCRUBBED_ENV) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    ...TEST_SERVER_ENV,
    DATABASE_URL: databaseUrl,
    ...(typeof options.env === "function" ? options.env(`http://127.0.0.1:${port}`) : options.env),
  });

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);

  const output = keepOutput(child, 200);

  let exitCode: number | null | undefined;
  const exited = new Promise<void>((r) =>
    child.once("exit", (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
      running.delete(child);
      r();
    }),
  );

  const cleanup = () => {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (exitCode === undefined) {
      child.kill("SIGTERM");
      const gone = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!gone) {
        child.kill("SIGKILL");
        await exited;
      }
    }
    cleanup();
  };
  const kill = async () => {
    if (exitCode !== undefined) return;
    child.kill("SIGKILL");
    await exited;
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      cleanup();
      const error = new Error(`The server exited (code ${exitCode}) before it was healthy:\n${output()}`);
      (error as Error & { addressInUse?: boolean }).addressInUse = /EADDRINUSE/.test(output());
      throw error;
    }
    if (await healthy(baseURL)) {
      return { baseURL, port, databaseUrl, output, stop, kill };
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`The server did not answer 200 on ${baseURL}/healthz within the time limit:\n${output()}`);
}

/**
 * Spawns `node apps/server/dist/server.js` on 127.0.0.1 and a free port, waits for /healthz 200.
 * Call `stop()` when done (afterAll).
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  assertBuilt();
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    try {
      return await startOnce(options, port);
    } catch (error) {
      // Another process took the port between the probe and the listen: try another one.
      if (attempt < 3 && !options.port && (error as { addressInUse?: boolean }).addressInUse) continue;
      throw error;
    }
  }
}
