import type { ImportReport } from "@ironpath/domain/transfer/import-api.schema";
import { SKIP_REASONS } from "@ironpath/domain/transfer/import-rows";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type TestApp, createTestApp, registerUser } from "../../testing/test-app.js";

// Ironpath's own sets CSV imported (decision 0077): exported from one lifter's day with warm-ups,
// set notes, a timed hold and an assisted pull-up, imported into a fresh account, it comes back
// line for line (the day under History's imported program), warm-ups as warm-ups and notes as
// notes; a second import adds nothing.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const DATE = "2026-03-02";

interface Row {
  exerciseId: string;
  exercise_name: string;
  sets: number;
  rpe: string | null;
}

describe.each(DIALECTS)("Ironpath's sets CSV imported on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function lifter() {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) =>
      t.app.inject({ method: payload ? "POST" : "GET", url, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { call };
  }
  /** The CSV's lines, from the exercise on (where a day was lifted differs between the two accounts). */
  const lines = (csv: string) =>
    (parse(csv, { columns: true }) as Record<string, string>[])
      .filter((l) => l.status === "done")
      .map(({ exercise, set, reps, rpe, weight_lbs, seconds, exercise_type, warm_up, note, exercise_note }) =>
        [exercise, set, reps, rpe, weight_lbs, seconds, exercise_type, warm_up, note, exercise_note].join(" | "),
      );

  it("brings back sets, warm-ups as warm-ups and notes as notes, once", async () => {
    const a = await lifter();
    await a.call("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER });
    const day = (await a.call(`/api/query/nextExerciseDay/${DATE}/${enc(BEGINNER)}`)).json().data as Row[];
    const [first, second] = day as [Row, Row];
    const choices = (await a.call(`/api/query/dayExerciseChoices/${enc(BEGINNER)}`)).json().choices as {
      id: string;
      name: string;
    }[];
    const id = (name: string) => (choices.find((c) => c.name === name) as { id: string }).id;
    const P = `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`;
    const warmUp = (index: number, reps: number, weight: number) =>
      a.call(`/api/add/userWarmUpSet/${enc(BEGINNER)}`, {
        exerciseId: first.exerciseId,
        index,
        reps,
        weight,
        date: DATE,
      });
    expect((await warmUp(0, 10, 45)).statusCode).toBe(200);
    expect((await warmUp(1, 5, 135)).statusCode).toBe(200);
    for (let index = 0; index < first.sets; index++) {
      const set = { index, exerciseId: first.exerciseId, exercise_name: first.exercise_name, reps: 5, weight: 225 };
      expect((await a.call(P, { ...set, rpe: first.rpe ? 8 : null, date: DATE })).statusCode).toBe(200);
    }
    const note = (set: number, text: string) =>
      a.call(`/api/add/userExerciseNote/${enc(BEGINNER)}`, {
        exerciseId: first.exerciseId,
        set,
        note: text,
        date: DATE,
      });
    expect((await note(1, "Knees in, chest up")).statusCode).toBe(200);
    expect((await note(2, "=felt heavy")).statusCode).toBe(200);
    // The note on the exercise as a whole (decision 0093), in the CSV too.
    expect((await note(0, "Belt from set 2")).statusCode).toBe(200);
    // The second row becomes a plank, timed; an assisted pull-up is added.
    await a.call(`/api/add/swapDayExercise/${enc(BEGINNER)}`, {
      exerciseId: second.exerciseId,
      to: id("Plank"),
      date: DATE,
    });
    const hold = { index: 0, exerciseId: second.exerciseId, exercise_name: "Plank", reps: 1, rpe: 8, weight: 0 };
    expect((await a.call(P, { ...hold, seconds: 45, date: DATE })).statusCode).toBe(200);
    const added = await a.call(`/api/add/addDayExercise/${enc(BEGINNER)}`, {
      phase: 1,
      week: 1,
      day: 1,
      exercise: id("Pull-Up"),
      date: DATE,
    });
    const pullUp = { index: 0, exerciseId: added.json().exerciseId, exercise_name: "Pull-Up", reps: 8, rpe: 9 };
    expect((await a.call(P, { ...pullUp, weight: -40, date: DATE })).statusCode).toBe(200);
    const csv = (await a.call("/api/export/sets")).body;
    const expected = lines(csv);
    expect(expected.filter((l) => l.endsWith("| true |  | "))).toHaveLength(2);
    expect(expected.filter((l) => l.endsWith("| Belt from set 2"))).toHaveLength(1);
    expect(expected.some((l) => l.includes("Knees in, chest up"))).toBe(true);

    const b = await lifter();
    const imported = await b.call("/api/import/workouts", { format: "ironpath", csv });
    expect(imported.statusCode, imported.body).toBe(200);
    const report: ImportReport = imported.json();
    expect(report).toMatchObject({ format: "ironpath", sessions: 1, warmUps: 2, notes: 3 });
    expect(report.programs).toEqual(["Imported from Ironpath 2026"]);
    // Only the day's exercises not done are left out: no warm-up is reported skipped.
    expect(report.skipped.map((s) => s.reason)).toEqual([SKIP_REASONS.noSet]);
    expect(lines((await b.call("/api/export/sets")).body)).toEqual(expected);

    // History shows the warm-ups as warm-ups and the notes on their sets.
    const session = (await b.call("/api/history/sessions")).json().sessions[0];
    expect(session).toMatchObject({ kind: "history", workout: BEGINNER });
    expect(session.warmUps).toEqual([
      { exercise: first.exercise_name, set: 1, reps: 10, weight: 45 },
      { exercise: first.exercise_name, set: 2, reps: 5, weight: 135 },
    ]);
    expect(session.notes).toEqual([
      { exercise: first.exercise_name, set: null, note: "Belt from set 2" },
      { exercise: first.exercise_name, set: 1, note: "Knees in, chest up" },
      { exercise: first.exercise_name, set: 2, note: "=felt heavy" },
    ]);

    const again: ImportReport = (await b.call("/api/import/workouts", { format: "ironpath", csv })).json();
    expect(again).toMatchObject({ sets: 0, warmUps: 0, notes: 0 });
    expect(lines((await b.call("/api/export/sets")).body)).toEqual(expected);
  });

  it("refuses another app's file chosen as Ironpath's, in words", async () => {
    const { call } = await lifter();
    const strong =
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n";
    const res = await call("/api/import/workouts", {
      format: "ironpath",
      csv: `${strong}2025-07-01 18:00:00,Legs,1h,Squat (Barbell),1,100,5,0,0,,,8\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/this looks like a Strong export, not Ironpath/);
  });
});
