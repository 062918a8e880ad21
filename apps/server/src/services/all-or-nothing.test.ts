import { readFileSync } from "node:fs";
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataVersion } from "../db/repositories/imports.js";
import { rowCounter } from "../testing/route-requests.js";
import { DIALECTS, type TestDb, createTestDb } from "../testing/test-app.js";
import { createExercise } from "./training/programs.js";
import { importWorkouts } from "./transfer/transfer-import.js";

// A service's write of several statements is one transaction (the service opens it, the
// repositories run in it; decision 0087): when a statement fails midway, what ran before it is
// undone too.

/** Fails every insert into `table`, as a lost connection or a full disk would, after what ran before. */
const failingInsertsInto = (table: string): KyselyPlugin => ({
  transformQuery: ({ node }) => {
    if (node.kind === "InsertQueryNode" && node.into?.table.identifier.name === table) {
      throw new Error(`insert into ${table} failed`);
    }
    return node;
  },
  transformResult: async ({ result }) => result,
});

describe.each(DIALECTS)("a write that fails midway writes nothing on %s", (dialect) => {
  let t: TestDb;
  let counts: () => Promise<string>;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    counts = await rowCounter(t.db);
    await t.db
      .insertInto("users")
      .values({ id: "u1", email: "u1@example.com", password_hash: null, created_at: "2026-01-01T00:00:00.000Z" })
      .execute();
  });
  afterAll(() => t.destroy());

  it("adds no exercise when its muscle tag cannot be written", async () => {
    const before = await counts();
    const failing = t.db.withPlugin(failingInsertsInto("exercise_muscles"));
    const exercise = { name: "Paused Box Squat", muscle: "Quadriceps", type: "weight_reps" } as const;
    await expect(createExercise(failing, "u1", exercise)).rejects.toThrow("insert into exercise_muscles failed");
    expect(await counts()).toBe(before);
    // Nothing is left half-made: the same exercise is added whole once the write goes through.
    await createExercise(t.db, "u1", exercise);
    expect(await counts()).not.toBe(before);
  });

  it("imports no exercise, program or version when the sets cannot be written", async () => {
    const csv = readFileSync(new URL("../testing/fixtures/strong.csv", import.meta.url), "utf8");
    const before = await counts();
    const version = await dataVersion(t.db, "u1");
    const failing = t.db.withPlugin(failingInsertsInto("performances"));
    await expect(importWorkouts(failing, "u1", { format: "strong", csv })).rejects.toThrow(
      "insert into performances failed",
    );
    expect(await counts()).toBe(before);
    expect(await dataVersion(t.db, "u1")).toBe(version);
    const report = await importWorkouts(t.db, "u1", { format: "strong", csv });
    expect(report.sets).toBe(13);
  });
});
