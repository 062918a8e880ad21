import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"] } },
      { test: { name: "tools", include: ["scripts/**/*.test.mjs"] } },
      {
        extends: "./apps/web/vite.config.ts",
        root: "./apps/web",
        test: {
          name: "web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          // A PostgreSQL for the run (an embedded one when none is configured or at :5432) and
          // whether Redis answers: apps/server/src/testing/test-services.ts, decision 0038.
          globalSetup: ["apps/server/src/testing/test-services.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/tests/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
