import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import { CATALOGUE } from "./exercises.js";
import { seedContent } from "./load.js";
import { PROGRAMS } from "./programs/index.js";

async function snapshot(t: TestDb) {
  const [exercises, muscles, routines, rows] = await Promise.all([
    t.db.selectFrom("exercises").selectAll().orderBy("id").execute(),
    t.db.selectFrom("exercise_muscles").selectAll().orderBy("exercise_id").orderBy("muscle").execute(),
    t.db.selectFrom("routines").selectAll().orderBy("id").execute(),
    t.db.selectFrom("routine_rows").selectAll().orderBy("id").execute(),
  ]);
  return { exercises, muscles, routines, rows };
}

describe.each(DIALECTS)("seed step on %s", (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect); // already migrated and seeded once
  });
  afterAll(() => t.destroy());

  it("loads every ready-made program row and catalogue exercise", async () => {
    const { exercises, routines, rows } = await snapshot(t);
    expect(exercises).toHaveLength(CATALOGUE.length);
    expect(routines.map((r) => r.name).sort()).toEqual(PROGRAMS.map((p) => p.name).sort());
    expect(rows).toHaveLength(PROGRAMS.reduce((n, p) => n + p.days.reduce((m, d) => m + d.rows.length, 0), 0));
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot(t);
    await seedContent(t.db);
    await seedContent(t.db);
    expect(await snapshot(t)).toEqual(before);
  });
});
