import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Job, Summary } from "./cannon.js";

export type { Call, Job, Summary } from "./cannon.js";

export interface LoadGenerator {
  run(job: Job): Promise<Summary>;
  close(): void;
}

/** Starts cannon.ts in its own Node process; jobs run one at a time, each bounded in time. */
export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(fileURLToPath(new URL("./cannon.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiting = new Map<number, { resolve: (s: Summary) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  child.on("message", (message: { id: number; summary?: Summary; error?: string }) => {
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.summary) waiter?.resolve(message.summary);
    else waiter?.reject(new Error(message.error ?? "the load generator gave no answer"));
  });
  child.on("exit", (code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`the load generator exited (${code})`));
    waiting.clear();
  });
  return {
    run(job) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        // autocannon stops itself after job.seconds; this is the guard if it ever does not.
        const guard = setTimeout(
          () => {
            waiting.delete(id);
            child.kill();
            reject(new Error(`the load generator did not finish within ${job.seconds + 60} s`));
          },
          (job.seconds + 60) * 1000,
        );
        const done =
          <T>(settle: (v: T) => void) =>
          (v: T) => {
            clearTimeout(guard);
            settle(v);
          };
        waiting.set(id, { resolve: done(resolve), reject: done(reject) });
        child.send({ id, job });
      });
    },
    close() {
      child.disconnect();
      child.kill();
    },
  };
}
