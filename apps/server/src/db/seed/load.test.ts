import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import { CATALOGUE } from "./exercises.js";
import { programStructure } from "../repositories/program-structure.js";
import { findProgram, listReadyMadePrograms } from "../repositories/programs-repository.js";
import { seedContent } from "./load.js";
import { PROGRAMS } from "./programs/index.js";

async function snapshot(t: TestDb) {
  const [exercises, muscles, routines, rows] = await Promise.all([
    t.db.selectFrom("exercises").selectAll().orderBy("id").execute(),
    t.db.selectFrom("exercise_muscles").selectAll().orderBy("exercise_id").orderBy("muscle").execute(),
    // The content, not the revision each run bumps (running processes reload on it).
    t.db
      .selectFrom("routines")
      .select(["id", "name", "description", "owner_user_id", "display_order", "retired", "created_at"])
      .orderBy("id")
      .execute(),
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

  it("keeps a row's id when an exercise is inserted before it, and hides rows dropped from the data", async () => {
    const program = PROGRAMS[0];
    const firstDay = program?.days[0];
    if (!program || !firstDay || firstDay.rows.length < 2) throw new Error("test needs a day with two rows");
    const day = { phase: firstDay.phase, week: firstDay.week, day: firstDay.day };
    // What a running process sees: its copy of the program, refreshed by the seed's revision bump.
    const listDayRows = async () => {
      const found = await findProgram(t.db, program.name, undefined, "ready-made");
      if (!found) throw new Error(`${program.name} is not seeded`);
      return (await programStructure(t.db, found)).rowsOf(day);
    };
    const before = await listDayRows();
    const [first, second, ...rest] = firstDay.rows;
    if (!first || !second) throw new Error("unreachable");
    // A new exercise at the top, and the old first row removed.
    const extra = { ...second, exercise: "Plank", rpe: null, percent1RM: null };
    const changed = { ...program, days: [{ ...firstDay, rows: [extra, second, ...rest] }, ...program.days.slice(1)] };
    await seedContent(t.db, { catalogue: CATALOGUE, programs: [changed, ...PROGRAMS.slice(1)] });

    const after = await listDayRows();
    expect(after.map((r) => r.exerciseName)).toEqual([extra.exercise, second.exercise, ...rest.map((r) => r.exercise)]);
    expect(after.find((r) => r.exerciseName === second.exercise)?.id).toBe(before[1]?.id);
    expect(after.map((r) => r.id)).not.toContain(before[0]?.id);

    // Running the shipped data again brings the day back as it was.
    await seedContent(t.db, { catalogue: CATALOGUE, programs: PROGRAMS.slice(1) });
    expect(await listReadyMadePrograms(t.db)).toEqual(PROGRAMS.slice(1).map((p) => p.name));
    expect(await listDayRows()).not.toHaveLength(0); // still there for its users
    await seedContent(t.db);
    expect(await listDayRows()).toEqual(before);
    expect(await listReadyMadePrograms(t.db)).toEqual(PROGRAMS.map((p) => p.name));
  });
});
