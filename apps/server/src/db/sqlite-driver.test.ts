// The SQLite driver must survive the garbage collector on the Node that runs it. better-sqlite3 12
// (built on Node's old ObjectWrap) aborts the whole process on Node >= 24.19 when GC frees a
// statement (`Assertion failed: (env) != nullptr` in `Statement::~Statement`, SIGABRT): whenever
// the statement cache drops one, a database closes, or a pragma runs. Each case runs in a child
// process on the Node running the tests, since an abort takes down the process it happens in.
// The first case fails with better-sqlite3 12 on Node 24.21 and passes with 13.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { nodeIsSupported } from "../node-version.js";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** Children still running when a test gives up (timeout) are killed after it. */
const running = new Set<ChildProcess>();

function run(child: ChildProcess, onOutput?: (output: string) => void): Promise<Exit> {
  running.add(child);
  child.on("exit", () => running.delete(child));
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(output);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, output }));
  });
}

/** What a failed run printed last (the assertion and the top of the native stack). */
const tail = (exit: Exit) =>
  `exit ${exit.code}, signal ${exit.signal}:\n${exit.output.split("\n").slice(-25).join("\n")}`;

describe(`SQLite driver under forced garbage collection (Node ${process.version})`, () => {
  const dir = mkdtempSync(join(tmpdir(), "ironpath-driver-"));
  afterEach(() => {
    for (const child of running) child.kill("SIGKILL");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("drops and frees statements in five database rounds and five app rounds, with GC forced and left to V8", async () => {
    const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "src/testing/sqlite-gc-rounds.ts", "5"], {
      cwd: serverDir,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exit = await run(child);
    expect(exit.signal, tail(exit)).toBeNull();
    expect(exit.code, tail(exit)).toBe(0);
    expect(exit.output).toContain("5 + 5 rounds without an abort");
  }, 120_000);

  it("starts the real server, answers and stops on SIGTERM three times, with V8 collecting all the time", async () => {
    const database = `sqlite:${join(dir, "server.db")}`;
    for (let round = 1; round <= 3; round++) {
      // --gc-interval makes V8 collect every 2,000 allocations: what a long-running server
      // does over hours happens in each start.
      const child = spawn(process.execPath, ["--gc-interval=2000", "--import", "tsx", "src/start.ts"], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: database, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let announce: (origin: string) => void = () => {};
      const listening = new Promise<string>((resolve) => {
        announce = resolve;
      });
      const exited = run(child, (output) => {
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) announce(match[1]);
      });
      const origin = await Promise.race([listening, exited.then((exit) => Promise.reject(new Error(tail(exit))))]);
      for (const path of ["/healthz", "/api/query/routines", "/api/query/exercises", "/api/query/exercise_tags"]) {
        const res = await fetch(`${origin}${path}`);
        expect(res.status, `round ${round}: ${path}`).toBe(200);
        await res.arrayBuffer();
      }
      child.kill("SIGTERM");
      const exit = await exited;
      expect(exit.signal, `round ${round}: ${tail(exit)}`).toBeNull();
      expect(exit.code, `round ${round}: ${tail(exit)}`).toBe(0);
    }
  }, 120_000);
});

describe("the Node the project needs", () => {
  it("refuses Node 20, where the native modules segfault, and accepts 22 from 22.22 and 24", () => {
    expect(nodeIsSupported("v20.20.2")).toBe(false);
    expect(nodeIsSupported("v22.12.0")).toBe(false);
    expect(nodeIsSupported("v22.22.0")).toBe(true);
    expect(nodeIsSupported("v24.21.0")).toBe(true);
    expect(nodeIsSupported("v26.1.0")).toBe(true);
    expect(nodeIsSupported(process.version)).toBe(true);
  });
});
