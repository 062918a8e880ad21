// The real server as a child process (src/server.ts through tsx, so a test sees the current source
// without a build): for tests that kill it, restart it, or run two of them on one database.
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SCRUBBED_SERVER_ENV, TEST_SERVER_ENV, keepOutput } from "./server-env.js";

const SERVER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), "..", "server.ts");
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

// Besides what every test server scrubs: the process's mode and the backups a migration keeps.
const SCRUBBED = [...SCRUBBED_SERVER_ENV, "NODE_ENV", "BACKUP_BEFORE_MIGRATE_KEEP"];

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  baseURL: string;
  /** Resolves when the process has exited, with its signal when it was killed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last lines the server wrote, to explain a failure. */
  output(): string;
  /** Sends a signal and waits (at most 10 s) for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Starts `src/server.ts` on 127.0.0.1 and a port of its own choosing (PORT=0), and resolves once
 * it says where it listens. The working directory is empty, so no stray .env is read.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const cwd = mkdtempSync(join(tmpdir(), "ironpath-process-"));
  const childEnv: Record<string, string | undefined> = { ...process.env };
  for (const key of SCRUBBED) delete childEnv[key];
  Object.assign(childEnv, { PORT: "0", ...TEST_SERVER_ENV }, env);
  const child = spawn(process.execPath, ["--import", TSX_LOADER, SERVER_ENTRY], {
    cwd,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);

  const output = keepOutput(child, 400);

  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      done = true;
      running.delete(child);
      rmSync(cwd, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });

  const kill = async (signal: NodeJS.Signals) => {
    if (done) return;
    child.kill(signal);
    const timer = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([exited, timer]);
    if (!done) {
      child.kill("SIGKILL");
      await exited;
    }
  };

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    const watch = (chunk: Buffer) => {
      const found = chunk.toString("utf8").match(/running at http:\/\/127\.0\.0\.1:(\d+)/);
      if (!found) return;
      clearTimeout(timer);
      child.stdout?.off("data", watch);
      resolve(Number(found[1]));
    };
    child.stdout?.on("data", watch);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? code}) before it listened:\n${output()}`));
    });
  }).catch(async (error) => {
    await kill("SIGKILL");
    throw error;
  });

  return { baseURL: `http://127.0.0.1:${port}`, exited, alive: () => !done, output, kill };
}

/** Runs one of the server's command-line scripts (e.g. "cli/backup.ts") to its end, at most `timeoutMs`. */
export async function runServerScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  const cwd = mkdtempSync(join(tmpdir(), "ironpath-script-"));
  const childEnv: Record<string, string | undefined> = { ...process.env };
  for (const key of SCRUBBED) delete childEnv[key];
  Object.assign(childEnv, env);
  const child = spawn(process.execPath, ["--import", TSX_LOADER, join(dirname(SERVER_ENTRY), script), ...args], {
    cwd,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  clearTimeout(timer);
  running.delete(child);
  rmSync(cwd, { recursive: true, force: true });
  return { code, output };
}
