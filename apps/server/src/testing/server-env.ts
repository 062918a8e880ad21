import type { ChildProcess } from "node:child_process";

// What every test that starts the server as a process of its own shares: the server's own tests
// (server-process.ts) and the journeys (e2e/support/app-server.ts).

/** Server configuration that must not leak in from the shell running the tests. */
export const SCRUBBED_SERVER_ENV = [
  "PORT",
  "HOST",
  "DATABASE_URL",
  "PUBLIC_ORIGIN",
  "TRUST_PROXY",
  "LOG_LEVEL",
  "AUTH_RATE_LIMIT_PER_MINUTE",
  "REDIS_URL",
  "WEB_DIST",
  "SMTP_URL",
  "MAIL_FROM",
];

/** A test server listens on loopback, logs only warnings, and lets many sign-ins through. */
export const TEST_SERVER_ENV = { HOST: "127.0.0.1", LOG_LEVEL: "warn", AUTH_RATE_LIMIT_PER_MINUTE: "1000" };

/** Keeps the last `max` lines `child` prints; answers them joined, for a failure's message. */
export function keepOutput(child: ChildProcess, max: number): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > max) lines.splice(0, lines.length - max);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => lines.join("\n");
}
