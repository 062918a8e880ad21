import { describe, expect, it } from "vitest";
import { BEGINNER, BEGINNER_PATH, beginnerDay, beginnerLifter } from "../../testing/lifter.js";
import { DIALECTS, useTestApp } from "../../testing/test-app.js";

// An exercise added to a day of a ready-made program (decisions 0049, 0068) stays in the lifter's
// own day log: the shared program gains no row and its content version does not move, so no other
// lifter on it sees anything nor has their kept answers read again.

const P = BEGINNER_PATH;

interface Row {
  exerciseId: string;
  exercise_name: string;
  sets: number;
}

describe.each(DIALECTS)("an exercise added to a ready-made program's day on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function lifter() {
    const { call } = await beginnerLifter(t.app);
    const day = () => beginnerDay<Row>(call);
    return { call, day };
  }

  /** The shared program as stored: its rows (retired ones too) and the content version. */
  async function sharedContent() {
    const program = await t.db.db
      .selectFrom("routines")
      .select("id")
      .where("name", "=", BEGINNER)
      .executeTakeFirstOrThrow();
    const rows = await t.db.db
      .selectFrom("routine_rows")
      .select(["id", "exercise_id", "retired"])
      .where("routine_id", "=", program.id)
      .orderBy("id")
      .execute();
    const { version } = await t.db.db.selectFrom("content_version").select("version").executeTakeFirstOrThrow();
    return { rows, version: Number(version) };
  }

  it("writes nothing into the shared program, shows nothing to another lifter, and logs like any row", async () => {
    const me = await lifter();
    const other = await lifter();
    const before = await sharedContent();
    const d = await me.day();
    const slot = { phase: d.phase_id, week: d.week_id, day: d.day_id };
    const choices = (await me.call(`/api/query/dayExerciseChoices/${P}`)).json().choices as {
      id: string;
      name: string;
    }[];
    const curl = choices.find((c) => c.name === "Dumbbell Curl") as { id: string; name: string };
    const added = await me.call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: curl.id });
    expect(added.statusCode, added.body).toBe(200);
    const rowId = added.json().exerciseId as string;

    expect(await sharedContent()).toEqual(before);
    const mine = (await me.day()).data;
    expect(mine.at(-1)).toMatchObject({ exerciseId: rowId, exercise_name: "Dumbbell Curl", sets: 3 });
    const theirs = (await other.day()).data;
    expect(theirs.map((r) => r.exerciseId)).toEqual(d.data.map((r) => r.exerciseId));
    // Another lifter cannot log to it, nor see it among their day's rows.
    const set = { index: 1, exerciseId: rowId, exercise_name: "Dumbbell Curl", reps: 10, rpe: 8, weight: 30 };
    expect((await other.call(`/api/add/advAddUserExerciseData/${P}`, set)).statusCode).toBe(400);

    // The added row logs, swaps and moves like any other of the day.
    for (const index of [1, 2]) {
      const res = await me.call(`/api/add/advAddUserExerciseData/${P}`, { ...set, index });
      expect(res.statusCode, res.body).toBe(200);
    }
    const logged = (await me.day()).data.at(-1) as Row & { logged_sets?: unknown[] };
    expect(logged.exerciseId).toBe(rowId);
    const history = (await me.call("/api/history/sessions")).json().sessions[0];
    expect(history.sets.filter((s: { exercise: string }) => s.exercise === "Dumbbell Curl")).toHaveLength(2);
    const order = [rowId, ...d.data.map((r) => r.exerciseId)];
    const moved = await me.call(`/api/add/orderDayExercises/${P}`, { ...slot, order });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await me.day()).data.map((r) => r.exerciseId)).toEqual(order);

    // A second addition reuses the lifter's home for the program's rows; still nothing shared moves.
    const again = await me.call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: curl.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(await sharedContent()).toEqual(before);
    // Their program list holds no new program.
    const programs = (await me.call("/api/query/user_programs")).body;
    expect(programs.match(new RegExp(BEGINNER, "g"))?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
