// The Dockerfile's recipe, proven without a container engine (none runs on these machines): its
// COPY, WORKDIR and RUN steps are run in a fresh clone of the repository (the committed tree), on
// this Node (the same major as the image's), with no compiler in PATH (node:24-slim has none); then
// its CMD starts the app and its HEALTHCHECK must pass. The image build itself is not run here.
// About 80 s on a quiet machine, up to 4 minutes on a busy one: it runs npm ci. README, "Containers".
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// The steps before `USER node` prepare the image as root; they are checked, not run, here.
const ROOT_STEPS = ["mkdir -p /app /data && chown node:node /app /data"];

/** The Dockerfile's instructions, continuation lines joined and comments dropped. */
function parseDockerfile(text) {
  const joined = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [, keyword, rest] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
      return { keyword: keyword.toUpperCase(), args: rest.replace(/\s+/g, " ").trim() };
    });
}

/** `ENV A=1 B=2` (no quoting in ours). */
function envPairs(args) {
  return Object.fromEntries(args.split(" ").map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
}

/** .dockerignore patterns as tests on a path relative to the context. */
function ignored(context) {
  const patterns = readFileSync(join(context, ".dockerignore"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const regexes = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .replace(/\./g, "\\.")
          .replace(/\*\*\//g, "(.*/)?")
          .replace(/\*(?!\))/g, "[^/]*")}$`,
      ),
  );
  return (path) => regexes.some((r) => r.test(path));
}

const freePort = () =>
  new Promise((resolveFree) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolveFree(port));
    });
  });

describe("the Dockerfile's steps, run in a fresh clone", () => {
  const work = mkdtempSync(join(tmpdir(), "ironpath-dockerfile-"));
  let app;
  afterAll(async () => {
    if (app && app.exitCode === null) app.kill("SIGKILL");
    await rm(work, { recursive: true, force: true }); // a whole node_modules: seconds
  }, 120_000);

  it("installs, builds and starts the app as the image would, and its HEALTHCHECK passes", async () => {
    const steps = parseDockerfile(readFileSync(join(ROOT, "Dockerfile"), "utf8"));
    const from = steps.find((s) => s.keyword === "FROM")?.args;
    expect(from).toMatch(/^node:(\d+)-slim$/);
    expect(process.versions.node.split(".")[0]).toBe(/^node:(\d+)/.exec(from)[1]);

    const context = join(work, "context");
    execFileSync("git", ["clone", "--quiet", ROOT, context]);
    // The image's absolute paths, mapped into this test's directory.
    const paths = { "/app": join(work, "app"), "/data": join(work, "data") };
    for (const dir of Object.values(paths)) mkdirSync(dir);
    const mapPaths = (text) => text.replace(/(^|[\s:=])(\/app|\/data)(?=\/|\s|$)/g, (_, pre, p) => pre + paths[p]);
    // No compiler, as on node:24-slim: a native module that wanted to build would fail here.
    const noCompiler = join(work, "no-compiler");
    mkdirSync(noCompiler);
    for (const tool of ["python3", "python", "make", "gcc", "g++", "cc", "c++"]) {
      writeFileSync(join(noCompiler, tool), '#!/bin/sh\necho "$0: not on node:24-slim" >&2\nexit 127\n');
      chmodSync(join(noCompiler, tool), 0o755);
    }
    // The machine's environment for its registry, proxy and certificates, less what npm, vitest
    // and the app's configuration put there: the image's build starts with none of it.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^(npm_|VITEST|NODE_ENV$|NODE_OPTIONS$)/i.test(key)),
    );
    for (const key of ["PORT", "HOST", "DATABASE_URL", "REDIS_URL", "PUBLIC_ORIGIN", "LOG_LEVEL"]) delete env[key];
    env.PATH = [noCompiler, dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"].join(":");

    let cwd = "/";
    let asUser = false;
    let cmd;
    let healthcheck;
    const ran = [];
    for (const { keyword, args } of steps) {
      if (keyword === "WORKDIR") cwd = args;
      else if (keyword === "USER") asUser = true;
      else if (keyword === "ENV") Object.assign(env, envPairs(args));
      else if (keyword === "COPY") {
        expect(args).toBe("--chown=node:node . .");
        const skip = ignored(context);
        cpSync(context, mapPaths(cwd), {
          recursive: true,
          filter: (src) => !skip(relative(context, src)),
        });
      } else if (keyword === "RUN" && !asUser) {
        expect(ROOT_STEPS).toContain(args);
      } else if (keyword === "RUN") {
        const started = Date.now();
        const run = spawnSync("/bin/sh", ["-c", mapPaths(args)], { cwd: mapPaths(cwd), env, encoding: "utf8" });
        expect(run.status, `RUN ${args} failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
        ran.push(`${args} (${Math.round((Date.now() - started) / 1000)} s)`);
      } else if (keyword === "CMD") cmd = JSON.parse(args);
      else if (keyword === "HEALTHCHECK") healthcheck = args.replace(/^.*?\bCMD\s+/, "");
    }
    console.log(`ran in ${mapPaths("/app")}:\n  ${ran.join("\n  ")}`);
    expect(ran.length).toBeGreaterThanOrEqual(2);
    expect(env.DATABASE_URL).toBe("sqlite:/data/app.db");

    // CMD, as the image starts it, on a port of its own (the HEALTHCHECK reads PORT too).
    const appEnv = { ...env, PORT: String(await freePort()), DATABASE_URL: mapPaths(env.DATABASE_URL) };
    app = spawn(cmd[0], cmd.slice(1), { cwd: mapPaths(cwd), env: appEnv, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    app.stdout.on("data", (c) => (output += c));
    app.stderr.on("data", (c) => (output += c));
    let health;
    for (let i = 0; i < 120 && app.exitCode === null; i += 1) {
      health = await fetch(`http://127.0.0.1:${appEnv.PORT}/healthz`).catch(() => undefined);
      if (health?.ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(health?.status, `the app did not answer /healthz:\n${output}`).toBe(200);
    expect(existsSync(join(paths["/data"], "app.db"))).toBe(true);
    const check = spawnSync("/bin/sh", ["-c", healthcheck], { env: appEnv, encoding: "utf8" });
    expect(check.status, `HEALTHCHECK failed: ${check.stderr}`).toBe(0);

    // docker stop sends SIGTERM: the server closes and exits 0.
    const exited = new Promise((r) => app.once("exit", (code) => r(code)));
    app.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 600_000);
});
