import { describe, expect, it } from "vitest";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// A lifter changes the day while lifting: an extra set beyond the prescription is logged, and a
// set saved by mistake is taken back (decision 0046). Another lifter's sets are out of reach.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const TODAY = new Date().toISOString().slice(0, 10);

describe.each(DIALECTS)("adding and removing sets on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function lifterOnDayOne() {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    expect((await call("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER })).statusCode).toBe(200);
    const day = (await call(`/api/query/nextExerciseDay/${TODAY}/${enc(BEGINNER)}`)).json();
    const row = day.data[0] as { exerciseId: string; exercise_name: string; sets: number };
    const loggedSets = async () =>
      (
        (await call(`/api/query/nextExerciseDay/${TODAY}/${enc(BEGINNER)}`)).json().data[0].logged_sets as {
          set: number | null;
        }[]
      ).map((s) => s.set);
    return { call, row, loggedSets };
  }

  it("logs a set beyond the prescription and takes a set back, in words when it is not saved", async () => {
    const { call, row, loggedSets } = await lifterOnDayOne();
    const set = (index: number) => ({
      index,
      exercise_name: row.exercise_name,
      exerciseId: row.exerciseId,
      reps: 5,
      rpe: 8,
      weight: 135,
    });
    const extra = row.sets; // index of the set after the last prescribed one
    for (const index of [0, extra]) {
      expect((await call(`/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, set(index))).statusCode).toBe(200);
    }
    expect(await loggedSets()).toEqual([1, extra + 1]);

    const remove = (index: number) =>
      call(`/api/add/removeUserExerciseSet/${enc(BEGINNER)}`, { exerciseId: row.exerciseId, index });
    expect((await remove(extra)).statusCode).toBe(200);
    expect(await loggedSets()).toEqual([1]);
    const again = await remove(extra);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(`Set ${extra + 1} of ${row.exercise_name} is not saved`);
  });

  it("never takes back another lifter's set", async () => {
    const owner = await lifterOnDayOne();
    const set = {
      index: 0,
      exercise_name: owner.row.exercise_name,
      exerciseId: owner.row.exerciseId,
      reps: 5,
      rpe: 8,
      weight: 135,
    };
    expect((await owner.call(`/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, set)).statusCode).toBe(200);
    const other = await lifterOnDayOne();
    const attempt = await other.call(`/api/add/removeUserExerciseSet/${enc(BEGINNER)}`, {
      exerciseId: owner.row.exerciseId,
      index: 0,
    });
    expect(attempt.statusCode).toBe(404);
    expect(await owner.loggedSets()).toEqual([1]);
  });
});
