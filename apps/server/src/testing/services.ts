// The services the server tests drive for real, as test-services.ts found them for this run.
import { type TestOptions, inject } from "vitest";

/** A service a test needs: where it is, or why it is missing. */
export type Service = { url: string; missing?: undefined } | { url?: undefined; missing: string };

declare module "vitest" {
  interface ProvidedContext {
    postgresUrl: string;
    redis: Service;
    redisServer: Service;
  }
  interface TaskMeta {
    /** Why a test was skipped: printed in CI's summary. */
    skipped?: string;
  }
}

/** What test-services.ts found; undefined in a child process a test runs, outside vitest. */
function provided<K extends "postgresUrl" | "redis" | "redisServer">(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** The PostgreSQL the tests make their schemas in. */
export const POSTGRES_URL =
  provided("postgresUrl") ?? process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** A running Redis, e.g. for the per-IP limit shared between processes. */
export const REDIS: Service = provided("redis") ?? { url: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379" };
/** The redis-server program, for a test that starts and kills its own. */
export const REDIS_SERVER: Service = provided("redisServer") ?? { url: "redis-server" };

/**
 * Options for a `describe` or `it` that needs `service`: skipped, with the reason in its meta
 * (CI's summary lists it), when the service is missing; never silently.
 */
export function needs(...services: Service[]): TestOptions {
  const missing = services.find((s) => s.missing)?.missing;
  return missing ? { skip: true, meta: { skipped: missing } } : {};
}
