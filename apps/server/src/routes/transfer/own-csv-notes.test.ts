import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { BEGINNER_PATH as P, beginnerDay, beginnerLifter } from "../../testing/lifter.js";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// An exercise's notes in Ironpath's sets CSV are never lost without a word (decision 0099): a note
// on an exercise with no set or warm-up that day has a line of its own and comes back from it; two
// different notes on one exercise and date refuse the file, naming the line.

interface Row {
  exerciseId: string;
  exercise_name: string;
}
/** The CSV's sets and notes alone, from the exercise on (the two accounts lift under other programs). */
const lines = (csv: string) =>
  (parse(csv, { columns: true }) as Record<string, string>[])
    .filter((l) => l.status === "done" || l.status === "note")
    .map(({ date, exercise, set, reps, weight_lbs, status, exercise_note }) =>
      [date, exercise, set, reps, weight_lbs, status, exercise_note].join(" | "),
    );

const HEADER =
  "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note";
const AT = "2026-03-02,Paired Day,1,1,1";

describe.each(DIALECTS)("An exercise's notes in Ironpath's sets CSV on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("exports a note on an exercise with no set, and imports it back to the same lines, once", async () => {
    const a = await beginnerLifter(t.app);
    const [first, second] = (await beginnerDay<Row>(a.call, "2026-03-02")).data as [Row, Row];
    const set = { exerciseId: first.exerciseId, exercise_name: first.exercise_name, index: 0, reps: 5, rpe: 8 };
    const saved = await a.call(`/api/add/advAddUserExerciseData/${P}`, { ...set, weight: 95, date: "2026-03-02" });
    expect(saved.statusCode, saved.body).toBe(200);
    const note = (row: Row, text: string, date: string) =>
      a.call(`/api/add/userExerciseNote/${P}`, { exerciseId: row.exerciseId, set: 0, note: text, date });
    // One beside a set of another exercise, and one on a day with nothing else.
    expect((await note(second, "Skipped: gym full", "2026-03-02")).statusCode).toBe(200);
    expect((await note(first, "Rest day: hip sore", "2026-03-03")).statusCode).toBe(200);
    const csv = (await a.call("/api/export/sets")).body;
    const expected = lines(csv);
    expect(expected).toEqual([
      `2026-03-02 | ${first.exercise_name} | 1 | 5 | 95 | done | `,
      `2026-03-02 | ${second.exercise_name} |  |  |  | note | Skipped: gym full`,
      `2026-03-03 | ${first.exercise_name} |  |  |  | note | Rest day: hip sore`,
    ]);

    const { cookie } = await registerUser(t.app);
    const b = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const imported = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ sets: 1, notes: 2 });
    expect(lines((await b("/api/export/sets")).body)).toEqual(expected);
    const again = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(again.json()).toMatchObject({ sets: 0, notes: 0 });
    expect(lines((await b("/api/export/sets")).body)).toEqual(expected);
  });

  it("refuses a second note on one exercise and date, naming its line, and writes nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const csv = [
      HEADER,
      `${AT},Back Squat,1,5,8,185,,weight_reps,done,185,lb,false,,Belt on`,
      `${AT},Back Squat,2,5,8,185,,weight_reps,done,185,lb,false,,Belt on`,
      `${AT},Back Squat,3,5,8,185,,weight_reps,done,185,lb,false,,Left knee sore`,
    ].join("\n");
    const refused = await call("/api/import/workouts", { format: "ironpath", csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      "Line 4: Back Squat already has a note on 2026-03-02 (line 2); an exercise keeps one note a day. " +
        "Join the two notes on one line and import the file again.",
    );
    expect((await call("/api/history/sessions")).json().sessions).toEqual([]);

    // The same note on two lines is one note: imported.
    const once = await call("/api/import/workouts", {
      format: "ironpath",
      csv: csv.split("\n").slice(0, 3).join("\n"),
    });
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json()).toMatchObject({ sets: 2, notes: 1 });
  });
});
