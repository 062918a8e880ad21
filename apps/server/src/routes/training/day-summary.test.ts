import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dayEntriesQuery } from "../../db/repositories/day-entries.js";
import { recentSetsQuery } from "../../db/repositories/day-entries.js";
import { queryPlan } from "../../testing/query-plan.js";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";
import { programRow } from "../../testing/lifter.js";

// The finish screen's call: a logged day's figures exact, the records of a day (a heavier set than
// ever, more reps than ever at a weight) found against the lifter's own sets only, and the reads
// bounded and indexed.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const MINUTE = 60_000;
/** A fixed moment for the saves' logged_at; each save below moves the clock on. */
const START = Date.parse("2026-03-02T18:00:00.000Z");
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();

describe.each(DIALECTS)("day summary on %s", (dialect) => {
  const t = useTestApp(dialect);
  afterEach(() => vi.useRealTimers());

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const post = async (url: string, payload: object, cookie: string) => {
    const res = await t.app.inject({ method: "POST", url, payload, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const summary = (cookie: string | undefined, day: string, program = BEGINNER) =>
    get(`/api/query/day-summary/${enc(program)}/${day}`, cookie);
  const rowOf = async (cookie: string, day: string, name: string): Promise<ExerciseRow> => {
    const res = await get(`/api/query/exercises/${enc(BEGINNER)}/${day}`, cookie);
    const found = (res.json().data as ExerciseRow[]).find((r) => r.exercise_name === name);
    if (!found) throw new Error(`${name} is not on day ${day}`);
    return found;
  };
  /** Saves at `minute` past START (the clock stands still between saves). */
  const clockAt = (minute: number) => vi.setSystemTime(START + minute * MINUTE);
  const logSet = (cookie: string, r: ExerciseRow, index: number, reps: number, rpe: number, weight: number) =>
    post(
      `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`,
      { index, exerciseId: r.exerciseId, exercise_name: r.exercise_name, reps, rpe, weight, date: "2026-03-02" },
      cookie,
    );
  const logQuick = (cookie: string, r: ExerciseRow, reps: number, rpe: number, weight: number) =>
    post(
      `/api/add/addUserExerciseData/${enc(BEGINNER)}`,
      { exerciseId: r.exerciseId, exercise_name: r.exercise_name, actualReps: reps, actualRpe: rpe, weight },
      cookie,
    );

  /** Day 1 of the beginner program: squat 3 × 5 @ 225 set by set, bench 5 @ 135 for its 3 sets. */
  async function logDayOne(cookie: string) {
    const squat = await rowOf(cookie, "1/1/1", "Back Squat");
    const bench = await rowOf(cookie, "1/1/1", "Barbell Bench Press");
    vi.useFakeTimers({ toFake: ["Date"] });
    clockAt(0);
    await logSet(cookie, squat, 0, 5, 8, 225);
    clockAt(4);
    await logSet(cookie, squat, 1, 5, 8, 225);
    clockAt(8);
    await logSet(cookie, squat, 2, 5, 8, 225);
    clockAt(15);
    await logQuick(cookie, bench, 5, 8, 135);
    vi.useRealTimers();
  }

  it("adds up a logged day exactly; a lift's first session sets no record", async () => {
    const { cookie } = await registerUser(t.app);
    await logDayOne(cookie);
    const res = await summary(cookie, "1/1/1");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      routine_name: BEGINNER,
      phase_id: 1,
      week_id: 1,
      day_id: 1,
      startedAt: at(0),
      finishedAt: at(15),
      durationSeconds: 15 * 60,
      // 3 squat sets, and the bench's quick entry for each of its 3 sets
      sets: 6,
      warmUpSets: 0,
      volume: 3 * 5 * 225 + 3 * 5 * 135,
      volumeUnits: [],
      records: [],
    });
  });

  it("finds a heavier set than ever and more reps than ever at a weight", async () => {
    const { cookie } = await registerUser(t.app);
    await logDayOne(cookie);
    // Day 3 is workout A again, two days later.
    const squat = await rowOf(cookie, "1/1/3", "Back Squat");
    const bench = await rowOf(cookie, "1/1/3", "Barbell Bench Press");
    vi.useFakeTimers({ toFake: ["Date"] });
    clockAt(2 * 24 * 60);
    await logSet(cookie, squat, 0, 5, 8, 235);
    clockAt(2 * 24 * 60 + 5);
    await logSet(cookie, squat, 1, 6, 9, 225);
    clockAt(2 * 24 * 60 + 20);
    await logQuick(cookie, bench, 5, 8, 135); // as before: no record
    vi.useRealTimers();

    const res = await summary(cookie, "1/1/3");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sets: 5, volume: 235 * 5 + 225 * 6 + 3 * 5 * 135, durationSeconds: 20 * 60 });
    expect(res.json().records).toEqual([
      // RTS: 5 @ 8 is 81.1 % of 1RM
      { kind: "e1rm", exercise_name: "Back Squat", value: 289.8, previous: 277.4, weight: 235, reps: 5, rpe: 8 },
      { kind: "reps", exercise_name: "Back Squat", exercise_type: "weight_reps", weight: 235, reps: 5, previous: null },
      { kind: "reps", exercise_name: "Back Squat", exercise_type: "weight_reps", weight: 225, reps: 6, previous: 5 },
    ]);
  });

  it("never counts another user's sets, and answers 404 for another user's program", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    // B lifts far more, first: none of it is A's history, so A's first session sets no record.
    const bSquat = await rowOf(b.cookie, "1/1/1", "Back Squat");
    await logSet(b.cookie, bSquat, 0, 10, 8, 405);
    await logDayOne(a.cookie);
    const mine = (await summary(a.cookie, "1/1/1")).json();
    expect(mine).toMatchObject({ sets: 6, volume: 5400, records: [] });
    expect((await summary(b.cookie, "1/1/1")).json()).toMatchObject({ sets: 1, volume: 4050, records: [] });

    const created = await t.app.inject({
      method: "POST",
      url: "/api/add/addProgramDay",
      headers: { cookie: b.cookie },
      payload: {
        programName: "B Secret",
        phase: 1,
        week: 1,
        day: 1,
        programData: [programRow(1, "Back Squat")],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await summary(b.cookie, "1/1/1", "B Secret")).json()).toMatchObject({
      routine_name: "B Secret",
      sets: 0,
      volume: 0,
      durationSeconds: null,
    });
    const theirs = await summary(a.cookie, "1/1/1", "B Secret");
    expect(theirs.statusCode).toBe(404);
  });

  it("answers 400 for bad parameters, 404 for a day or program that is not there, 401 signed out", async () => {
    const { cookie } = await registerUser(t.app);
    for (const day of ["7/1/1", "1/13/1", "1/1/0", "1/1/x", "1.5/1/1"]) {
      expect((await summary(cookie, day)).statusCode, day).toBe(400);
    }
    expect((await summary(cookie, "1/1/6")).statusCode).toBe(404);
    expect((await summary(cookie, "1/1/1", "Nope")).statusCode).toBe(404);
    expect((await summary(undefined, "1/1/1")).statusCode).toBe(401);
  });

  it("reads the day through its position in the program and each lift's history through performances_exercise_idx", async () => {
    const day = await queryPlan(t.db, dayEntriesQuery(t.db.db, "u", "p", { phase: 1, week: 1, day: 1 }));
    // PostgreSQL picks among the user's indexes by cost (the tables are empty here); never a scan.
    if (dialect === "sqlite") expect(day).toContain("performances_position_idx");
    expect(day).not.toMatch(/SCAN performances\b|Seq Scan on performances/);
    const history = recentSetsQuery(
      t.db.db,
      "u",
      new Map([
        ["a", 250],
        ["b", 250],
      ]),
      at(0),
    );
    const text = await queryPlan(t.db, history as NonNullable<typeof history>);
    expect(text).toContain("performances_exercise_idx");
    expect(text).not.toMatch(/SCAN performances\b|Seq Scan on performances/);
    // Each probe in index order, stopped at its limit: no sort of a lift's whole history.
    expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY|Sort Key: performances\.logged_at/);
  });
});
