import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

const enc = encodeURIComponent;
const BEGINNER = "Beginner Linear Progression 3-Day";
const squat = {
  exerciseOrder: 1,
  exerciseName: "Back Squat",
  warmUp: "2",
  sets: "3",
  reps: "5",
  rpe: "8",
  percent1RM: "75",
  rest: "3-5",
  notes: "",
};
const row = {
  exerciseOrder: 2,
  exerciseName: "Barbell Row",
  warmUp: "",
  sets: "3",
  reps: "8-10",
  rpe: "",
  percent1RM: "",
  rest: "2",
  notes: "Pause at the top",
};
const day = (n: number, week = 1) => ({ phase: 1, week, day: n });

describe.each(DIALECTS)("program builder on %s", (dialect) => {
  const t = useTestApp(dialect);

  const call = (cookie: string | undefined, url: string, payload?: object) =>
    t.app.inject({
      method: payload ? "POST" : "GET",
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const save = (cookie: string, programName: string, slot: object, rows: object[] | Record<string, object>) =>
    call(cookie, "/api/add/addProgramDay", { programName, ...slot, programData: rows });
  const readDay = async (cookie: string, program: string, slot: { phase: number; week: number; day: number }) =>
    (
      await call(cookie, `/api/query/userCreatedExerciseDay/${enc(program)}/${slot.phase}/${slot.week}/${slot.day}`)
    ).json().exercises;

  it("writes a day, creating the program, and reads it back as docs/product.md lists", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await call(cookie, "/api/query/userCreatedPrograms")).json()).toEqual({ userCreatedPrograms: [] });
    const saved = await save(cookie, "My Plan", day(1), { "0": squat, "1": row });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(cookie, "/api/query/userCreatedPrograms")).json()).toEqual({
      userCreatedPrograms: [{ routine_name: "My Plan" }],
    });
    expect((await call(cookie, "/api/query/user_created_programs")).json().data).toEqual([{ routine_name: "My Plan" }]);
    expect(await readDay(cookie, "My Plan", day(1))).toEqual([
      {
        exercise_day_order: 1,
        exercise_name: "Back Squat",
        warm_up_sets: 2,
        sets: 3,
        reps: "5",
        rpe: "8",
        percent1rm: "75",
        rest: "3-5",
        notes: null,
      },
      {
        exercise_day_order: 2,
        exercise_name: "Barbell Row",
        warm_up_sets: 0,
        sets: 3,
        reps: "8-10",
        rpe: null,
        percent1rm: null,
        rest: "2",
        notes: "Pause at the top",
      },
    ]);
    expect(await readDay(cookie, "My Plan", day(2))).toEqual([]);
    expect(await readDay(cookie, "Not Yet", day(1))).toEqual([]);
  });

  it("refuses bad days with the product's words and leaves the day as it was", async () => {
    const { cookie } = await registerUser(t.app);
    await save(cookie, "Plan", day(1), [squat]);
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ ...row, exerciseOrder: i + 1 }));
    const cases: [object, RegExp][] = [
      [{ programData: thirteen }, /at most 12/],
      [{ phase: 7 }, /phase/],
      [{ week: 13 }, /week/],
      [{ programData: [{ ...squat, reps: "abc" }] }, /Must be a single integer less than 100/],
      [{ programData: [{ ...squat, rest: "11" }] }, /single integer less than 10/],
      [{ programData: [{ ...row, percent1RM: "80" }] }, /%1RM applies only to/],
      [{ programData: [{ ...squat, sets: "" }] }, /Sets is required/],
      [{ programData: [{ ...row, exerciseName: "Moon Squat" }] }, /No exercise named "Moon Squat"/],
      [{ programName: "" }, /Program name is required/],
    ];
    for (const [change, message] of cases) {
      const res = await call(cookie, "/api/add/addProgramDay", {
        programName: "Plan",
        ...day(1),
        programData: [row],
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await readDay(cookie, "Plan", day(1))).map((r: { exercise_name: string }) => r.exercise_name)).toEqual([
      "Back Squat",
    ]);
  });

  it("replaces a day on rewrite, and two submits at once leave one whole day", async () => {
    const { cookie } = await registerUser(t.app);
    await save(cookie, "Plan", day(1), [squat, row]);
    await save(cookie, "Plan", day(1), [{ ...row, exerciseOrder: 1 }]);
    expect((await readDay(cookie, "Plan", day(1))).map((r: { exercise_name: string }) => r.exercise_name)).toEqual([
      "Barbell Row",
    ]);
    const a = [squat, row];
    const b = [
      { ...row, exerciseOrder: 1 },
      { ...squat, exerciseOrder: 2 },
      { ...row, exerciseOrder: 3, notes: "b" },
    ];
    await Promise.all([
      save(cookie, "Plan", day(2), a),
      save(cookie, "Plan", day(2), b),
      save(cookie, "Plan", day(2), a),
    ]);
    const rows = await readDay(cookie, "Plan", day(2));
    expect([2, 3]).toContain(rows.length);
    expect(rows.map((r: { exercise_day_order: number }) => r.exercise_day_order)).toEqual(
      rows.length === 2 ? [1, 2] : [1, 2, 3],
    );
  });

  it("copies a week to the following weeks and a day to other days in one call each", async () => {
    const { cookie } = await registerUser(t.app);
    await save(cookie, "Block", day(1), [squat]);
    await save(cookie, "Block", day(2), [row]);
    await save(cookie, "Block", day(5, 3), [row]);
    const copied = await call(cookie, "/api/add/copyProgramWeek", {
      programName: "Block",
      phase: 1,
      week: 1,
      toWeeks: [2, 3, 4],
    });
    expect(copied.json()).toEqual({ ok: true, days: 6 });
    expect((await readDay(cookie, "Block", day(1, 4)))[0].exercise_name).toBe("Back Squat");
    // Week 3 became week 1: its own day 5 is gone.
    expect(await readDay(cookie, "Block", day(5, 3))).toEqual([]);
    const one = await call(cookie, "/api/add/copyProgramDay", {
      programName: "Block",
      from: day(1),
      to: [day(3), day(3, 2)],
    });
    expect(one.json()).toEqual({ ok: true, days: 2 });
    expect((await readDay(cookie, "Block", day(3, 2)))[0].exercise_name).toBe("Back Squat");
    const volume = (await call(cookie, `/api/query/programWeekVolume/Block/1/1`)).json().data;
    expect(volume).toContainEqual({ muscle: "Quadriceps", sets: 6 });
  });

  it("runs a built program in the workout log, and deleting it keeps the history", async () => {
    const { cookie } = await registerUser(t.app);
    await save(cookie, "Mine", day(1), [squat]);
    await save(cookie, "Mine", day(2), [row]);
    expect((await call(undefined, `/api/query/user-created-exercises/Mine/phase`)).statusCode).toBe(401);
    expect((await call(cookie, `/api/query/user-created-exercises/Mine/phase`)).json()).toEqual({
      phase: [{ phase_id: 1 }],
    });
    expect((await call(cookie, `/api/query/user-created-exercises/Mine/1/1/day`)).json()).toEqual({
      day: [{ day: 1 }, { day: 2 }],
    });
    const next = (await call(cookie, "/api/query/nextExerciseDay/2025-11-21/Mine")).json();
    expect(next).toMatchObject({ phase_id: 1, week_id: 1, day_id: 1 });
    const entry = {
      exerciseId: next.data[0].exerciseId,
      exercise_name: "Back Squat",
      actualReps: 5,
      actualRpe: 8,
      weight: 205,
    };
    expect((await call(cookie, "/api/add/addUserExerciseData/Mine", entry)).statusCode).toBe(200);
    expect((await call(cookie, "/api/query/nextExerciseDay/2025-11-22/Mine")).json().day_id).toBe(2);

    expect((await call(cookie, "/api/add/deleteProgram", { programName: "Mine" })).statusCode).toBe(200);
    expect((await call(cookie, "/api/query/userCreatedPrograms")).json().userCreatedPrograms).toEqual([]);
    expect((await call(cookie, "/api/query/nextExerciseDay/2025-11-22/Mine")).statusCode).toBe(404);
    const history = (await call(cookie, `/api/query/advanced_weight/Back%20Squat/${enc(BEGINNER)}`)).json().data;
    expect(history).toEqual([expect.objectContaining({ weight: 205, routine_name: "Mine" })]);
    // The name is free again.
    expect((await save(cookie, "Mine", day(1), [row])).statusCode).toBe(200);
  });

  it("uses a lifter's own exercise, and never shows or changes one lifter's program to another", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect(
      (await call(a.cookie, "/api/add/exercises-with-tags", { exercise_name: "Zercher Carry", muscle_name: "Abs" }))
        .statusCode,
    ).toBe(201);
    const custom = { ...row, exerciseOrder: 1, exerciseName: "Zercher Carry" };
    expect((await save(a.cookie, "Secret", day(1), [custom])).statusCode).toBe(200);
    // B cannot use A's exercise, see A's program, or touch it.
    expect((await save(b.cookie, "Other", day(1), [custom])).statusCode).toBe(400);
    expect((await call(b.cookie, "/api/query/userCreatedPrograms")).json().userCreatedPrograms).toEqual([]);
    expect(await readDay(b.cookie, "Secret", day(1))).toEqual([]);
    expect((await call(b.cookie, "/api/query/user-created-exercises/Secret/phase")).statusCode).toBe(404);
    for (const [url, body] of [
      ["/api/add/deleteProgram", { programName: "Secret" }],
      ["/api/add/deleteProgramDay", { programName: "Secret", ...day(1) }],
      ["/api/add/copyProgramWeek", { programName: "Secret", phase: 1, week: 1, toWeeks: [2] }],
    ] as const) {
      expect((await call(b.cookie, url, body)).statusCode, url).toBe(404);
    }
    // B's program of the same name is B's own.
    expect((await save(b.cookie, "Secret", day(1), [row])).statusCode).toBe(200);
    expect((await readDay(a.cookie, "Secret", day(1)))[0].exercise_name).toBe("Zercher Carry");
  });
});
