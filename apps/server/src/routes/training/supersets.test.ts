import { randomUUID } from "node:crypto";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { describe, expect, it } from "vitest";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// Supersets' calls (decision 0055): a lifter's groups for one day and date, joined and ungrouped,
// refused in words when wrong and never seen by another lifter; the builder's groups stored on the
// program's rows, so they come back every time and with a copied day.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const DATE = "2026-03-02";
const rowOf = (n: number, name: string) => ({
  exerciseOrder: n,
  exerciseName: name,
  warmUp: "",
  sets: "3",
  reps: "8",
  rpe: "",
  percent1RM: "",
  rest: "2",
  notes: "",
});
const OWN_ROWS = [rowOf(1, "Back Squat"), rowOf(2, "Barbell Bench Press"), rowOf(3, "Barbell Row")];

describe.each(DIALECTS)("supersets on %s", (dialect) => {
  const t = useTestApp(dialect);

  const call = (cookie: string, url: string, payload?: object) => callAs(t.app, cookie, url, payload);
  const dayRows = async (cookie: string, program: string, kind = "exercises"): Promise<ExerciseRow[]> =>
    (await call(cookie, `/api/query/${kind}/${enc(program)}/1/1/1`)).json().data;
  const groupsOf = (cookie: string, program = BEGINNER, date = DATE) =>
    call(cookie, `/api/query/supersets/${enc(program)}/1/1/1/${date}`);
  const group = (cookie: string, exerciseIds: string[], extra: object = {}) =>
    call(cookie, `/api/add/superset/${enc(BEGINNER)}`, {
      phase: 1,
      week: 1,
      day: 1,
      date: DATE,
      exerciseIds,
      ...extra,
    });
  const ungroup = (cookie: string, exerciseId: string) =>
    call(cookie, `/api/add/superset-ungroup/${enc(BEGINNER)}`, { phase: 1, week: 1, day: 1, date: DATE, exerciseId });

  it("groups exercises for the day and date, joins a third, and ungroups them", async () => {
    const { cookie } = await registerUser(t.app);
    const [a, b, c] = (await dayRows(cookie, BEGINNER)).map((r) => r.exerciseId);
    if (!a || !b || !c) throw new Error("day 1 has three exercises");
    expect((await groupsOf(cookie)).json()).toEqual({ program: [], day: [] });

    const grouped = await group(cookie, [c, a]);
    expect(grouped.statusCode, grouped.body).toBe(200);
    // In day order, whatever order they were picked in.
    expect(grouped.json()).toEqual({ program: [], day: [[a, c]] });
    expect((await group(cookie, [b, c])).json()).toEqual({ program: [], day: [[a, b, c]] });
    expect((await groupsOf(cookie)).json()).toEqual({ program: [], day: [[a, b, c]] });
    // Another date of the same day is not grouped.
    expect((await groupsOf(cookie, BEGINNER, "2026-03-09")).json()).toEqual({ program: [], day: [] });

    expect((await ungroup(cookie, b)).json()).toEqual({ program: [], day: [[a, c]] });
    expect((await ungroup(cookie, a)).json()).toEqual({ program: [], day: [] });
  });

  it("groups an exercise the lifter added to the day like a written one, for them alone (0121)", async () => {
    const { cookie } = await registerUser(t.app);
    const [a] = (await dayRows(cookie, BEGINNER)).map((r) => r.exerciseId);
    if (!a) throw new Error("day 1 has exercises");
    const choices = (await call(cookie, `/api/query/dayExerciseChoices/${enc(BEGINNER)}`)).json().choices;
    const rowId = randomUUID();
    const slot = { phase: 1, week: 1, day: 1, date: DATE };
    const added = await call(cookie, `/api/add/addDayExercise/${enc(BEGINNER)}`, {
      ...slot,
      exercise: choices[0].id,
      rowId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const grouped = await group(cookie, [rowId, a]);
    expect(grouped.statusCode, grouped.body).toBe(200);
    expect(grouped.json()).toEqual({ program: [], day: [[a, rowId]] });
    expect((await groupsOf(cookie)).json()).toEqual({ program: [], day: [[a, rowId]] });
    // Another lifter's day has no such row.
    const other = await registerUser(t.app);
    expect((await group(other.cookie, [rowId, a])).statusCode).toBe(400);
    expect((await groupsOf(other.cookie)).json()).toEqual({ program: [], day: [] });
  });

  it("carries the day's groups through the JSON export and its import, to the same day, once", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/query/add_program", { userId: "", selectedRoutine: BEGINNER });
    const rows = await dayRows(cookie, BEGINNER);
    const [a, b] = rows;
    if (!a || !b) throw new Error("day 1 has two exercises");
    expect((await group(cookie, [a.exerciseId, b.exerciseId])).statusCode).toBe(200);
    for (const row of [a, b]) {
      const set = { index: 0, exercise_name: row.exercise_name, exerciseId: row.exerciseId, reps: 5, weight: 100 };
      const saved = await call(cookie, `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, {
        ...set,
        rpe: row.rpe ? 8 : null,
        date: DATE,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const exported = (await call(cookie, "/api/export/everything")).json();
    const placed = { date: DATE, program: BEGINNER, phase: 1, week: 1, day: 1, group: 1 };
    expect(exported.daySupersets).toEqual([
      { ...placed, exercise: a.exercise_name, order: a.exercise_day_order },
      { ...placed, exercise: b.exercise_name, order: b.exercise_day_order },
    ]);

    const other = await registerUser(t.app);
    const json = JSON.stringify(exported);
    const first = await call(other.cookie, "/api/import/everything", { json });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().daySupersets).toBe(2);
    const second = await call(other.cookie, "/api/import/everything", { json });
    expect(second.json().daySupersets).toBe(0);
    const theirs = (await dayRows(other.cookie, BEGINNER)).map((r) => r.exerciseId);
    expect((await groupsOf(other.cookie)).json()).toEqual({ program: [], day: [theirs.slice(0, 2)] });
    expect((await call(other.cookie, "/api/export/everything")).json().daySupersets).toEqual(exported.daySupersets);
    // Into the account it came from: the day has its groups, nothing is added.
    expect((await call(cookie, "/api/import/everything", { json })).json().daySupersets).toBe(0);
  });

  it("refuses in words what is no group, and writes nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const [a, b] = (await dayRows(cookie, BEGINNER)).map((r) => r.exerciseId);
    if (!a || !b) throw new Error("day 1 has exercises");
    const cases: [Promise<{ statusCode: number; json(): { error: string } }>, number, RegExp][] = [
      [group(cookie, [a]), 400, /groups 2 to 6 exercises/],
      [group(cookie, [a, a]), 400, /in one superset only/],
      [group(cookie, [a, "not-a-row"]), 400, /not on this day/],
      [group(cookie, [a, b], { day: 6 }), 404, /has no phase 1, week 1, day 6/],
      [
        call(cookie, `/api/add/superset/${enc("No Such Program")}`, {
          phase: 1,
          week: 1,
          day: 1,
          date: DATE,
          exerciseIds: [a, b],
        }),
        404,
        /No program named/,
      ],
    ];
    for (const [answer, status, words] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(words);
    }
    expect((await groupsOf(cookie)).json()).toEqual({ program: [], day: [] });
  });

  it("keeps one lifter's groups from another", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const [a, b] = (await dayRows(owner.cookie, BEGINNER)).map((r) => r.exerciseId);
    if (!a || !b) throw new Error("day 1 has exercises");
    await group(owner.cookie, [a, b]);
    expect((await groupsOf(other.cookie)).json()).toEqual({ program: [], day: [] });
    expect((await ungroup(other.cookie, a)).statusCode).toBe(200);
    expect((await groupsOf(owner.cookie)).json()).toEqual({ program: [], day: [[a, b]] });
  });

  it("stores the builder's groups on the program's rows: read back, shown in the log, kept by a copy", async () => {
    const { cookie } = await registerUser(t.app);
    const programName = "My Supersets";
    const saved = await call(cookie, "/api/add/addProgramDay", {
      programName,
      phase: 1,
      week: 1,
      day: 1,
      programData: OWN_ROWS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = { programName, phase: 1, week: 1, day: 1, groups: [[1, 2]] };
    const written = await call(cookie, "/api/add/programDaySupersets", body);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toEqual({ groups: [[1, 2]] });
    expect((await call(cookie, `/api/query/programDaySupersets/${enc(programName)}/1/1/1`)).json()).toEqual({
      groups: [[1, 2]],
    });

    const [, bench, rowing] = (await dayRows(cookie, programName, "user-created-exercises")).map((r) => r.exerciseId);
    const inLog = await groupsOf(cookie, programName);
    expect(inLog.json()).toEqual({ program: [[bench, rowing]], day: [] });

    const copied = await call(cookie, "/api/add/copyProgramDay", {
      programName,
      from: { phase: 1, week: 1, day: 1 },
      to: [{ phase: 1, week: 1, day: 2 }],
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect((await call(cookie, `/api/query/programDaySupersets/${enc(programName)}/1/1/2`)).json()).toEqual({
      groups: [[1, 2]],
    });

    // Saving the day again in the builder writes its rows anew, ungrouped, until the groups are sent.
    await call(cookie, "/api/add/addProgramDay", { programName, phase: 1, week: 1, day: 1, programData: OWN_ROWS });
    expect((await call(cookie, `/api/query/programDaySupersets/${enc(programName)}/1/1/1`)).json()).toEqual({
      groups: [],
    });
  });

  it("refuses builder groups in words: a row the day lacks, a row twice, another's program", async () => {
    const { cookie } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const programName = "Grouped Program";
    await call(cookie, "/api/add/addProgramDay", { programName, phase: 1, week: 1, day: 1, programData: OWN_ROWS });
    const send = (who: string, groups: number[][]) =>
      call(who, "/api/add/programDaySupersets", { programName, phase: 1, week: 1, day: 1, groups });
    const refusals: [Awaited<ReturnType<typeof send>>, number, RegExp][] = [
      [await send(cookie, [[0, 5]]), 400, /The day has no exercise 6/],
      [
        await send(cookie, [
          [0, 1],
          [1, 2],
        ]),
        400,
        /in one superset only/,
      ],
      [await send(cookie, [[0]]), 400, /groups 2 to 6 exercises/],
      [await send(other.cookie, [[0, 1]]), 404, /You have no program named "Grouped Program"/],
    ];
    for (const [res, status, words] of refusals) {
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(words);
    }
    expect((await call(cookie, `/api/query/programDaySupersets/${enc(programName)}/1/1/1`)).json()).toEqual({
      groups: [],
    });
  });

  it("answers a grouping raced by the builder rewriting the day in words, never a 5xx", async () => {
    const { cookie } = await registerUser(t.app);
    const programName = "Raced Program";
    const day = { phase: 1, week: 1, day: 1 };
    await call(cookie, "/api/add/addProgramDay", { programName, ...day, programData: OWN_ROWS });
    for (let round = 0; round < 4; round++) {
      const ids = (await dayRows(cookie, programName, "user-created-exercises")).map((r) => r.exerciseId);
      const answers = await Promise.all([
        call(cookie, `/api/add/superset/${enc(programName)}`, { ...day, date: DATE, exerciseIds: ids.slice(0, 2) }),
        call(cookie, "/api/add/addProgramDay", { programName, ...day, programData: OWN_ROWS }),
        call(cookie, "/api/add/programDaySupersets", { programName, ...day, groups: [[1, 2]] }),
      ]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().error).toBe("string");
      }
    }
  });
});
