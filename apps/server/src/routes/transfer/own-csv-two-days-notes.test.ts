import { describe, expect, it } from "vitest";
import { BEGINNER_PATH as P, DAY_1, beginnerDay, beginnerLifter, logDayOne } from "../../testing/lifter.js";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// A lifter who lifted one exercise on two program days of one date, with a note on each, imports
// their own sets CSV: the file says which day each note is on (program, phase, week, day), and the
// imported day's one row of that exercise keeps both, each said with its day (decision 0111).

interface Row {
  exerciseId: string;
  exercise_name: string;
}

describe.each(DIALECTS)("Two program days' notes on one exercise and date, in the sets CSV, on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("imports the lifter's own export with both notes, each with its day, once", async () => {
    const a = await beginnerLifter(t.app);
    const one = (await beginnerDay<Row>(a.call, DAY_1)).data;
    await logDayOne(a.call, {});
    const two = await beginnerDay<Row>(a.call, DAY_1);
    expect(two.day_id).toBe(2);
    const again = two.data.find((r) => one.some((o) => o.exercise_name === r.exercise_name)) as Row;
    const first = one.find((o) => o.exercise_name === again.exercise_name) as Row;
    const note = async (row: Row, text: string) => {
      const saved = await a.call(`/api/add/userExerciseNote/${P}`, {
        exerciseId: row.exerciseId,
        set: 0,
        note: text,
        date: DAY_1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const set = { exerciseId: again.exerciseId, exercise_name: again.exercise_name, actualReps: 5, actualRpe: 8 };
    const lifted = await a.call(`/api/add/addUserExerciseData/${P}`, { ...set, weight: 100, date: DAY_1 });
    expect(lifted.statusCode, lifted.body).toBe(200);
    await note(first, "Belt on");
    await note(again, "Left knee sore");
    const csv = (await a.call("/api/export/sets")).body;

    const { cookie } = await registerUser(t.app);
    const b = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const imported = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ notes: 1, exerciseNotes: 1 });
    const [session] = (await b("/api/history/sessions")).json().sessions;
    expect(session.notes).toEqual([
      {
        exercise: again.exercise_name,
        set: null,
        note: `${"Beginner Linear Progression 3-Day"}, Phase 1 · Week 1 · Day 1: Belt on / Beginner Linear Progression 3-Day, Phase 1 · Week 1 · Day 2: Left knee sore`,
      },
    ]);
    const replay = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(replay.json()).toMatchObject({ sets: 0, notes: 0 });
  });

  it("keeps the same long note written on both days once, and a second round trip as it was", async () => {
    const a = await beginnerLifter(t.app);
    const one = (await beginnerDay<Row>(a.call, DAY_1)).data;
    await logDayOne(a.call, {});
    const two = (await beginnerDay<Row>(a.call, DAY_1)).data;
    const again = two.find((r) => one.some((o) => o.exercise_name === r.exercise_name)) as Row;
    const first = one.find((o) => o.exercise_name === again.exercise_name) as Row;
    const set = { exerciseId: again.exerciseId, exercise_name: again.exercise_name, actualReps: 5, actualRpe: 8 };
    const lifted = await a.call(`/api/add/addUserExerciseData/${P}`, { ...set, weight: 100, date: DAY_1 });
    expect(lifted.statusCode, lifted.body).toBe(200);
    // Under the 500 characters a note may hold, over them twice: joined, it could not be kept.
    const long = `Belt on / wraps on, ${"knees tracking out, ".repeat(15)}all good`;
    for (const row of [first, again]) {
      const body = { exerciseId: row.exerciseId, set: 0, note: long, date: DAY_1 };
      const saved = await a.call(`/api/add/userExerciseNote/${P}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const csv = (await a.call("/api/export/sets")).body;

    const { cookie } = await registerUser(t.app);
    const b = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const imported = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ notes: 1, exerciseNotes: 1 });
    const [session] = (await b("/api/history/sessions")).json().sessions;
    expect(session.notes).toEqual([{ exercise: again.exercise_name, set: null, note: long }]);

    // Its own export, imported into a third account, exports the same file: no note grows.
    const exported = (await b("/api/export/sets")).body;
    const c = (await registerUser(t.app)).cookie;
    const third = await callAs(t.app, c, "/api/import/workouts", { format: "ironpath", csv: exported });
    expect(third.statusCode, third.body).toBe(200);
    expect((await callAs(t.app, c, "/api/export/sets")).body).toBe(exported);
  });
});
