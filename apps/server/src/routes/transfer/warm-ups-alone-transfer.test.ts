import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { BEGINNER_PATH as P, beginnerDay, beginnerLifter } from "../../testing/lifter.js";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// Nothing a lifter entered is lost on a round trip: warm-ups on an exercise with no work set that
// day (beside another exercise's sets, or on a day of warm-ups alone) come back from both exports
// (decision 0110).

interface Row {
  exerciseId: string;
  exercise_name: string;
}
/** The CSV's warm-ups, sets and notes, from the exercise on (the two accounts lift under other programs). */
const lines = (csv: string) =>
  (parse(csv, { columns: true }) as Record<string, string>[])
    .filter((l) => l.status !== "not done")
    .map(({ date, exercise, set, reps, weight_lbs, status, warm_up, exercise_note }) =>
      [date, exercise, set, reps, weight_lbs, status, warm_up, exercise_note].join(" | "),
    );

describe.each(DIALECTS)("Warm-ups with no work set, exported and imported on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function lifterWithWarmUpsAlone() {
    const a = await beginnerLifter(t.app);
    const [first, second] = (await beginnerDay<Row>(a.call, "2026-03-02")).data as [Row, Row];
    const set = { exerciseId: first.exerciseId, exercise_name: first.exercise_name, index: 0, reps: 5, rpe: 8 };
    const saved = await a.call(`/api/add/advAddUserExerciseData/${P}`, { ...set, weight: 95, date: "2026-03-02" });
    expect(saved.statusCode, saved.body).toBe(200);
    const warmUp = (row: Row, index: number, reps: number, weight: number, date: string) =>
      a.call(`/api/add/userWarmUpSet/${P}`, { exerciseId: row.exerciseId, index, reps, weight, date });
    // Warm-ups on the second exercise, never lifted that day, with a note on it.
    expect((await warmUp(second, 0, 10, 45, "2026-03-02")).statusCode).toBe(200);
    expect((await warmUp(second, 1, 5, 65, "2026-03-02")).statusCode).toBe(200);
    const note = await a.call(`/api/add/userExerciseNote/${P}`, {
      exerciseId: second.exerciseId,
      set: 0,
      note: "Shoulder said no",
      date: "2026-03-02",
    });
    expect(note.statusCode).toBe(200);
    // A day of warm-ups alone.
    expect((await warmUp(first, 0, 8, 45, "2026-03-04")).statusCode).toBe(200);
    return { a, first, second };
  }

  it("the sets CSV brings every warm-up back, once", async () => {
    const { a, first, second } = await lifterWithWarmUpsAlone();
    const csv = (await a.call("/api/export/sets")).body;
    const expected = lines(csv);
    expect(expected).toEqual([
      `2026-03-02 | ${first.exercise_name} | 1 | 5 | 95 | done | false | `,
      `2026-03-02 | ${second.exercise_name} | 1 | 10 | 45 | done | true | Shoulder said no`,
      `2026-03-02 | ${second.exercise_name} | 2 | 5 | 65 | done | true | `,
      `2026-03-04 | ${first.exercise_name} | 1 | 8 | 45 | done | true | `,
    ]);

    const { cookie } = await registerUser(t.app);
    const b = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const imported = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ sets: 1, warmUps: 3, notes: 1 });
    expect(lines((await b("/api/export/sets")).body)).toEqual(expected);
    const again = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(again.json()).toMatchObject({ sets: 0, warmUps: 0, notes: 0 });
    expect(lines((await b("/api/export/sets")).body)).toEqual(expected);
  });

  it("the JSON export brings every warm-up back, once", async () => {
    const { a } = await lifterWithWarmUpsAlone();
    const doc = (await a.call("/api/export/everything")).json();
    const warmUps = (d: { warmUps: Record<string, unknown>[] }) =>
      d.warmUps.map(({ date, exercise, set, reps, weightLbs }) => ({ date, exercise, set, reps, weightLbs }));
    expect(warmUps(doc)).toHaveLength(3);

    const { cookie } = await registerUser(t.app);
    const b = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const imported = await b("/api/import/everything", { json: JSON.stringify(doc) });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(warmUps((await b("/api/export/everything")).json())).toEqual(warmUps(doc));
    expect((await b("/api/export/sets")).body.split("\n").slice(1)).toEqual(
      (await a.call("/api/export/sets")).body.split("\n").slice(1),
    );
  });
});
