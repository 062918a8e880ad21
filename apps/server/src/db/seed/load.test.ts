import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import { CATALOGUE } from "./exercises.js";
import { listDayRows, listReadyMadePrograms } from "../repositories/programs.js";
import { readyMadeRoutineId, seedContent } from "./load.js";
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

  it("keeps a row's id when an exercise is inserted before it, and hides rows dropped from the data", async () => {
    const program = PROGRAMS[0];
    const firstDay = program?.days[0];
    if (!program || !firstDay || firstDay.rows.length < 2) throw new Error("test needs a day with two rows");
    const day = { phase: firstDay.phase, week: firstDay.week, day: firstDay.day };
    const programId = readyMadeRoutineId(program.name);
    const before = await listDayRows(t.db, programId, day);
    const [first, second, ...rest] = firstDay.rows;
    if (!first || !second) throw new Error("unreachable");
    // A new exercise at the top, and the old first row removed.
    const extra = { ...second, exercise: "Plank", rpe: null, percent1RM: null };
    const changed = { ...program, days: [{ ...firstDay, rows: [extra, second, ...rest] }, ...program.days.slice(1)] };
    await seedContent(t.db, { catalogue: CATALOGUE, programs: [changed, ...PROGRAMS.slice(1)] });

    const after = await listDayRows(t.db, programId, day);
    expect(after.map((r) => r.exerciseName)).toEqual([extra.exercise, second.exercise, ...rest.map((r) => r.exercise)]);
    expect(after.find((r) => r.exerciseName === second.exercise)?.id).toBe(before[1]?.id);
    expect(after.map((r) => r.id)).not.toContain(before[0]?.id);

    // Running the shipped data again brings the day back as it was.
    await seedContent(t.db, { catalogue: CATALOGUE, programs: PROGRAMS.slice(1) });
    expect(await listReadyMadePrograms(t.db)).toEqual(PROGRAMS.slice(1).map((p) => p.name));
    expect(await listDayRows(t.db, programId, day)).not.toHaveLength(0); // still there for its users
    await seedContent(t.db);
    expect(await listDayRows(t.db, programId, day)).toEqual(before);
    expect(await listReadyMadePrograms(t.db)).toEqual(PROGRAMS.map((p) => p.name));
  });
});
