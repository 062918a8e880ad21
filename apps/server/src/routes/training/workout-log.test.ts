import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";
import { firstDaySet } from "../../testing/first-day-set.js";

const BEGINNER = "Beginner Linear Progression 3-Day";
const POWERLIFTING = "Powerlifting Peaking Block";
const enc = encodeURIComponent;

interface Row {
  exerciseId: string;
  exercise_name: string;
  percent1RM: string | null;
  weight: number | null;
  logged: unknown;
}

describe.each(DIALECTS)("workout log on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      headers: cookie ? { cookie } : {},
    });
  const next = (cookie: string, date: string, program = BEGINNER) =>
    get(`/api/query/nextExerciseDay/${date}/${enc(program)}`, cookie);
  const logAll = async (
    cookie: string,
    rows: Row[],
    day: { phase: number; week: number; day: number },
    date: string,
    program = BEGINNER,
  ) => {
    for (const r of rows) {
      const res = await post(
        `/api/add/addUserExerciseData/${enc(program)}`,
        {
          ...day,
          exerciseId: r.exerciseId,
          exercise_name: r.exercise_name,
          actualReps: 5,
          actualRpe: 8,
          weight: 135,
          date,
        },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  it("lists the four ready-made routines publicly, in order", async () => {
    const res = await get("/api/query/routines");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { routine_name: string }) => r.routine_name)).toEqual([
      BEGINNER,
      "Upper/Lower Strength & Size 4-Day",
      "Push/Pull/Legs Hypertrophy 6-Day",
      POWERLIFTING,
    ]);
  });

  it("serves the exercise catalogue and the fixed muscle tags publicly", async () => {
    const exercises = (await get("/api/query/exercises")).json().data;
    expect(exercises.length).toBeGreaterThanOrEqual(120);
    expect(exercises).toContainEqual({ exercise_name: "Back Squat" });
    const tags = (await get("/api/query/exercise_tags")).json();
    expect(tags).toContainEqual({ muscle: "Chest" });
  });

  it("adds a program to the user's list once, however often it is added", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await get("/api/query/user_programs", cookie)).json()).toEqual({
      data: [],
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await post("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER }, cookie);
      expect(res.statusCode).toBe(200);
    }
    expect((await get("/api/query/user_programs", cookie)).json()).toEqual({
      data: [{ routine_name: BEGINNER }],
    });
    expect((await get("/api/query/user_created_programs", cookie)).json()).toEqual({ data: [] });
  });

  it("answers 404 for a routine that does not exist and 400 for bad input", async () => {
    const { cookie } = await registerUser(t.app);
    const missing = await post("/api/query/add_program", { userId: "", selectedRoutine: "Nope" }, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toContain("Nope");
    expect((await post("/api/query/add_program", { userId: "" }, cookie)).statusCode).toBe(400);
    expect((await next(cookie, "2026-02-30")).statusCode).toBe(400);
    expect((await next(cookie, "2025-11-21", "Nope")).statusCode).toBe(404);
    expect((await get(`/api/query/exercises/${enc(BEGINNER)}/7/week`)).statusCode).toBe(400);
    expect((await get(`/api/query/exercises/${enc(BEGINNER)}/1/1/6`)).statusCode).toBe(404);
  });

  it("answers 401 without a session on every call docs/product.md sends with credentials", async () => {
    const calls: [string, string, object?][] = [
      ["GET", "/api/query/user_programs"],
      ["GET", "/api/query/user_created_programs"],
      ["POST", "/api/query/add_program", { userId: "", selectedRoutine: BEGINNER }],
      ["GET", `/api/query/nextExerciseDay/2026-11-21/${enc(BEGINNER)}`],
      [
        "POST",
        `/api/add/addUserExerciseData/${enc(BEGINNER)}`,
        {
          exerciseId: "x",
          exercise_name: "Back Squat",
          actualReps: 5,
          actualRpe: 8,
          weight: 100,
        },
      ],
      [
        "POST",
        `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`,
        { index: 0, exercise_name: "Back Squat", rpe: 8, reps: 5, weight: 100 },
      ],
      ["GET", `/api/query/advanced_weight/Back%20Squat/${enc(BEGINNER)}`],
      ["POST", "/api/add/user_info", {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("walks phases, weeks and days of a routine", async () => {
    const phases = (await get(`/api/query/exercises/${enc(POWERLIFTING)}/phase`)).json();
    expect(phases.phase.map((p: { phase_id: number }) => p.phase_id)).toEqual([1, 2, 3]);
    const weeks = (await get(`/api/query/exercises/${enc(POWERLIFTING)}/1/week`)).json();
    expect(weeks.week.length).toBeGreaterThan(0);
    const days = (await get(`/api/query/exercises/${enc(POWERLIFTING)}/1/1/day`)).json();
    expect(days.day.map((d: { day: number }) => d.day)).toEqual([1, 2, 3, 4]);
    const day = (await get(`/api/query/exercises/${enc(POWERLIFTING)}/1/1/1`)).json();
    expect(day).toMatchObject({ phase_id: 1, week_id: 1, day_id: 1 });
    expect(day.data[0]).toMatchObject({
      exerciseId: expect.any(String),
      exercise_name: expect.any(String),
      warm_up_sets: expect.any(Number),
      sets: expect.any(Number),
      reps: expect.any(String),
      min_rest: expect.any(Number),
      max_rest: expect.any(Number),
    });
  });

  it("suggests %1RM loads from the user's 1RMs, rounded down to 5 lb", async () => {
    const { cookie } = await registerUser(t.app);
    const info = {
      firstName: "Ana",
      lastName: "Lift",
      gender: "female",
      weight: "150",
      heightFt: "5",
      heightIn: "6",
      age: "30",
      yearsLifting: "3",
      deadlift1RM: "300",
      squat1RM: "250",
      bench1RM: "150",
      overheadPress1RM: "95",
    };
    expect((await post("/api/add/user_info", info, cookie)).statusCode).toBe(200);
    expect((await get("/api/auth/me", cookie)).json().profileComplete).toBe(true);
    const day = (await next(cookie, "2025-11-21", POWERLIFTING)).json();
    const squat = day.data.find((r: Row) => r.exercise_name === "Back Squat");
    const low = Number(String(squat.percent1RM).split("-")[0]);
    expect(squat.weight).toBe(Math.floor((250 * low) / 100 / 5) * 5);
  });

  it("refuses user info out of range with 400 and writes nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await post(
      "/api/add/user_info",
      {
        firstName: "A",
        lastName: "B",
        gender: "other",
        weight: 150,
        heightFt: 9,
        heightIn: 0,
        age: 30,
        yearsLifting: 1,
      },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(["gender", "heightFt"]));
    expect((await get("/api/auth/me", cookie)).json().profileComplete).toBe(false);
  });

  it("runs the schedule: day 1, same day again while partly logged, day 2 on a later date, 204 at the end", async () => {
    const { cookie } = await registerUser(t.app);
    const first = await next(cookie, "2025-11-21");
    expect(first.statusCode).toBe(200);
    const day1 = first.json();
    expect(day1).toMatchObject({ phase_id: 1, week_id: 1, day_id: 1 });
    const rows: Row[] = day1.data;
    await logAll(cookie, rows.slice(0, 1), { phase: 1, week: 1, day: 1 }, "2025-11-21");
    const again = (await next(cookie, "2025-11-21")).json();
    expect(again).toMatchObject({ phase_id: 1, week_id: 1, day_id: 1 });
    expect(again.data[0].logged).toEqual({
      actualReps: 5,
      actualRpe: 8,
      weight: 135,
    });
    expect(again.data[1].logged).toBeNull();
    // The final Submit carries no phase/week/day: it applies to the rows' own day.
    for (const r of rows.slice(1)) {
      const res = await post(
        `/api/add/addUserExerciseData/${enc(BEGINNER)}`,
        {
          exerciseId: r.exerciseId,
          exercise_name: r.exercise_name,
          actualReps: 5,
          actualRpe: 8,
          weight: 135,
          date: "2025-11-21",
        },
        cookie,
      );
      expect(res.statusCode).toBe(200);
    }
    const later = (await next(cookie, "2025-11-23")).json();
    expect(later).toMatchObject({ phase_id: 1, week_id: 1, day_id: 2 });

    // Jump to the last day with the pickers, log it, and the program is finished.
    const weeks = (await get(`/api/query/exercises/${enc(BEGINNER)}/1/week`)).json().week;
    const lastWeek = weeks[weeks.length - 1].week_id;
    const days = (await get(`/api/query/exercises/${enc(BEGINNER)}/1/${lastWeek}/day`)).json().day;
    const lastDay = days[days.length - 1].day;
    const final = (await get(`/api/query/exercises/${enc(BEGINNER)}/1/${lastWeek}/${lastDay}`, cookie)).json();
    await logAll(cookie, final.data, { phase: 1, week: lastWeek, day: lastDay }, "2025-11-25");
    const done = await next(cookie, "2025-11-27");
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe("");
  });

  it("keeps one entry when the same exercise is saved twice, with the latest numbers", async () => {
    const { cookie } = await registerUser(t.app);
    const row: Row = (await next(cookie, "2025-11-21")).json().data[0];
    const url = `/api/add/addUserExerciseData/${enc(BEGINNER)}`;
    const body = firstDaySet(row);
    await post(url, body, cookie);
    await post(
      url,
      {
        ...body,
        weight: 140,
        phase: undefined,
        week: undefined,
        day: undefined,
      },
      cookie,
    );
    const history = (await get(`/api/query/advanced_weight/${enc(row.exercise_name)}/${enc(BEGINNER)}`, cookie)).json()
      .data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      weight: 140,
      reps_performed: 5,
      rpe_actual: 8,
    });
  });

  it("refuses an entry whose day, name or numbers do not fit, writing nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const row: Row = (await next(cookie, "2025-11-21")).json().data[0];
    const url = `/api/add/addUserExerciseData/${enc(BEGINNER)}`;
    const good = firstDaySet(row);
    for (const bad of [
      { ...good, day: 2 },
      { ...good, exercise_name: "Deadlift Wrong" },
      { ...good, exerciseId: "nope" },
      { ...good, actualReps: "five" },
      { ...good, actualRpe: 11 },
      { ...good, weight: -5 },
      { ...good, extra: 1 },
      { ...good, date: "2999-01-01" },
      { ...good, phase: 1, week: undefined, day: undefined },
    ]) {
      const res = await post(url, bad, cookie);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    const history = (await get(`/api/query/advanced_weight/${enc(row.exercise_name)}/${enc(BEGINNER)}`, cookie)).json()
      .data;
    expect(history).toEqual([]);
  });

  it("stores the advanced entry one row per set on the shown day, and lists previous weights by session across programs", async () => {
    const { cookie } = await registerUser(t.app);
    const day = (await next(cookie, "2025-11-21")).json();
    const squat: Row = day.data.find((r: Row) => r.exercise_name === "Back Squat");
    const url = `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`;
    for (const [index, weight] of [
      [0, 135],
      [1, 145],
      [2, 155],
    ] as const) {
      const set = { index, exercise_name: "Back Squat", rpe: 7 + index, reps: 5, weight, date: "2025-11-21" };
      const res = await post(url, set, cookie);
      expect(res.statusCode, res.body).toBe(200);
    }
    // Saving set 2 again updates it.
    await post(
      url,
      { index: 2, exercise_name: "Back Squat", rpe: 9, reps: 4, weight: 155, date: "2025-11-21" },
      cookie,
    );
    // Then a squat in another program.
    const pl = (await next(cookie, "2025-11-22", POWERLIFTING)).json();
    const plSquat: Row = pl.data.find((r: Row) => r.exercise_name === "Back Squat");
    await post(
      `/api/add/addUserExerciseData/${enc(POWERLIFTING)}`,
      {
        exerciseId: plSquat.exerciseId,
        exercise_name: "Back Squat",
        actualReps: 3,
        actualRpe: 8.5,
        weight: 200,
      },
      cookie,
    );

    // Sessions newest first (the powerlifting entry has today's date), each one's sets in order.
    const history = (await get(`/api/query/advanced_weight/Back%20Squat/${enc(BEGINNER)}`, cookie)).json().data;
    expect(history.map((h: { weight: number }) => h.weight)).toEqual([200, 135, 145, 155]);
    expect(history[0]).toMatchObject({
      routine_name: POWERLIFTING,
      reps_performed: 3,
      rpe_actual: 8.5,
      set: null,
    });
    expect(history.slice(1).map((h: { set: number }) => h.set)).toEqual([1, 2, 3]);
    expect(history[3]).toMatchObject({
      routine_name: BEGINNER,
      date: "2025-11-21",
      reps_performed: 4,
      rpe_actual: 9,
      set: 3,
    });
    // The set-only row counts as logged, showing its heaviest set.
    const again = (await next(cookie, "2025-11-21")).json();
    expect(again.data.find((r: Row) => r.exerciseId === squat.exerciseId).logged).toMatchObject({ weight: 155 });
    // Before anything was logged there was no suggestion (no 1RM in the profile)...
    expect(squat.weight).toBeNull();
    // ...and now the last weight logged for the lift, in any program, is the suggestion.
    expect(again.data.find((r: Row) => r.exerciseId === squat.exerciseId).weight).toBe(200);
  });

  it("saves a set without RPE only where the program prescribes none", async () => {
    const { cookie } = await registerUser(t.app);
    const rows: (Row & { rpe: string | null })[] = (await next(cookie, "2025-11-21")).json().data;
    const free = rows.find((r) => r.rpe === null);
    const rated = rows.find((r) => r.rpe !== null);
    if (!free || !rated) throw new Error("day 1 should have a row with and a row without RPE");
    const url = `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`;
    const set = (r: Row) => ({ index: 0, exercise_name: r.exercise_name, exerciseId: r.exerciseId, rpe: null });
    const saved = await post(url, { ...set(free), reps: 10, weight: 0, date: "2025-11-21" }, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await post(url, { ...set(rated), reps: 5, weight: 135, date: "2025-11-21" }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty("rpe");
  });

  it("keeps a partly logged exercise unfinished: its sets in logged_sets, the day shown again until they are all in", async () => {
    const { cookie } = await registerUser(t.app);
    const rows: (Row & { sets: number })[] = (await next(cookie, "2025-11-21")).json().data;
    const [first, ...rest] = rows;
    if (!first) throw new Error("day 1 has no exercise");
    expect(first.sets).toBeGreaterThan(1);
    await logAll(cookie, rest, { phase: 1, week: 1, day: 1 }, "2025-11-21");
    const logSet = (index: number) =>
      post(
        `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`,
        {
          index,
          exercise_name: first.exercise_name,
          exerciseId: first.exerciseId,
          reps: 5,
          rpe: 7,
          weight: 135 + index * 5,
          date: "2025-11-21",
        },
        cookie,
      );
    expect((await logSet(0)).statusCode).toBe(200);

    // One set of several: the day is not finished, and the rows say what is in.
    const again = (await next(cookie, "2025-11-21")).json();
    expect(again).toMatchObject({ phase_id: 1, week_id: 1, day_id: 1 });
    expect(again.data[0].logged_sets).toEqual([{ set: 1, actualReps: 5, actualRpe: 7, weight: 135 }]);
    expect(again.data[1].logged_sets).toEqual([{ set: null, actualReps: 5, actualRpe: 8, weight: 135 }]);

    for (let index = 1; index < first.sets; index++) expect((await logSet(index)).statusCode).toBe(200);
    // Every set in: finished, so the same date moves on to day 2.
    const sets = (await next(cookie, "2025-11-21")).json();
    expect(sets).toMatchObject({ phase_id: 1, week_id: 1, day_id: 2 });
    const day1 = (await get(`/api/query/exercises/${enc(BEGINNER)}/1/1/1`, cookie)).json();
    expect(day1.data[0].logged_sets.map((s: { set: number }) => s.set)).toEqual(
      Array.from({ length: first.sets }, (_, i) => i + 1),
    );
  });

  it("a page on another site cannot move the day the advanced entry applies to", async () => {
    const { cookie } = await registerUser(t.app);
    const day = (n: number, headers: Record<string, string> = {}) =>
      t.app.inject({ url: `/api/query/exercises/${enc(BEGINNER)}/1/1/${n}`, headers: { cookie, ...headers } });
    expect((await day(1, { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    // A link on another site, followed with the Lax cookie: the day is shown, nothing is remembered.
    expect((await day(3, { "sec-fetch-site": "cross-site" })).statusCode).toBe(200);
    const set = { index: 0, exercise_name: "Back Squat", rpe: 8, reps: 5, weight: 185 };
    const saved = await post(`/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, set, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    const squatOn = async (n: number) =>
      (await day(n)).json().data.find((r: Row) => r.exercise_name === "Back Squat").logged;
    expect(await squatOn(1)).toMatchObject({ weight: 185 });
    expect(await squatOn(3)).toBeNull();
  });

  it("never shows one user's programs or logs to another", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await post("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER }, a.cookie);
    const row: Row = (await next(a.cookie, "2025-11-21")).json().data[0];
    await post(
      `/api/add/addUserExerciseData/${enc(BEGINNER)}`,
      {
        exerciseId: row.exerciseId,
        exercise_name: row.exercise_name,
        actualReps: 5,
        actualRpe: 8,
        weight: 225,
        date: "2025-11-21",
      },
      a.cookie,
    );

    expect((await get("/api/query/user_programs", b.cookie)).json()).toEqual({
      data: [],
    });
    expect(
      (await get(`/api/query/advanced_weight/${enc(row.exercise_name)}/${enc(BEGINNER)}`, b.cookie)).json(),
    ).toEqual({ data: [] });
    const bDay = (await next(b.cookie, "2025-11-21")).json();
    expect(bDay.data[0].logged).toBeNull();
    expect(bDay.data[0].weight).toBeNull();
    // B saving the same row creates B's own entry and leaves A's alone.
    await post(
      `/api/add/addUserExerciseData/${enc(BEGINNER)}`,
      {
        exerciseId: row.exerciseId,
        exercise_name: row.exercise_name,
        actualReps: 3,
        actualRpe: 9,
        weight: 95,
      },
      b.cookie,
    );
    const aHistory = (
      await get(`/api/query/advanced_weight/${enc(row.exercise_name)}/${enc(BEGINNER)}`, a.cookie)
    ).json().data;
    expect(aHistory).toHaveLength(1);
    expect(aHistory[0].weight).toBe(225);
  });
});
