import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import * as exerciseTypes from "./2026-12-03-exercise-types.js";
import * as previousWeightsCovered from "./2026-12-17-previous-weights-covered.js";

// Sets logged before exercises had types are moved (decision 0053): a plank's reps were its seconds
// (now one hold of them), and a pull-up's +25 lb keeps no estimated 1RM; a squat's stays.
describe.each(DIALECTS)("the exercise-types migration on %s", (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it("types the catalogue and moves the sets already logged", async () => {
    const { db } = t;
    const row = await db.selectFrom("routine_rows").select(["id", "routine_id"]).executeTakeFirstOrThrow();
    const idOf = async (name: string) =>
      (
        await db
          .selectFrom("exercises")
          .select("id")
          .where("name", "=", name)
          .where("owner_user_id", "is", null)
          .executeTakeFirstOrThrow()
      ).id;
    await db
      .insertInto("users")
      .values({ id: "u", email: "u@example.com", password_hash: null, created_at: "2020-01-01T00:00:00Z" })
      .execute();
    // Undone in order: a later index carries the seconds this migration added (decision 0082).
    await previousWeightsCovered.down(db as unknown as Kysely<unknown>);
    await exerciseTypes.down(db as unknown as Kysely<unknown>);
    const set = (id: string, exerciseId: string, setIndex: number, numbers: object) => ({
      id,
      user_id: "u",
      routine_id: row.routine_id,
      row_id: row.id,
      exercise_id: exerciseId,
      phase: 1,
      week: 1,
      day: 1,
      set_index: setIndex,
      rpe: null,
      performed_on: "2026-01-05",
      logged_at: "2026-01-05T12:00:00.000Z",
      ...numbers,
    });
    await db
      .insertInto("performances")
      .values([
        set("plank", await idOf("Plank"), 1, { reps: 60, weight: 0, e1rm: null }),
        set("pull", await idOf("Weighted Pull-Up"), 2, { reps: 5, weight: 25, e1rm: 29.17 }),
        set("squat", await idOf("Back Squat"), 3, { reps: 1, weight: 225, e1rm: 225 }),
      ] as never)
      .execute();
    await exerciseTypes.up(db as unknown as Kysely<unknown>);

    const stored = await db
      .selectFrom("performances")
      .select(["id", "reps", "seconds", "e1rm"])
      .orderBy("id")
      .execute();
    expect(stored.map((r) => ({ ...r, e1rm: r.e1rm === null ? null : Number(r.e1rm) }))).toEqual([
      { id: "plank", reps: 1, seconds: 60, e1rm: null },
      { id: "pull", reps: 5, seconds: null, e1rm: null },
      { id: "squat", reps: 1, seconds: null, e1rm: 225 },
    ]);
    const types = await db
      .selectFrom("exercises")
      .select(["name", "exercise_type"])
      .where("name", "in", ["Plank", "Weighted Pull-Up", "Crunch", "Back Squat"])
      .where("owner_user_id", "is", null)
      .orderBy("name")
      .execute();
    expect(types).toEqual([
      { name: "Back Squat", exercise_type: "weight_reps" },
      { name: "Crunch", exercise_type: "reps_only" },
      { name: "Plank", exercise_type: "timed" },
      { name: "Weighted Pull-Up", exercise_type: "bodyweight_load" },
    ]);
  });
});
