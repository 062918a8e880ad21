import { readFileSync } from "node:fs";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import type { FastifyInstance } from "fastify";
import type { Kysely, KyselyPlugin, QueryId, RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { CONTENT_TABLES } from "../../db/migrations/2026-11-28-content-version.js";
import { VERSIONED_TABLES } from "../../db/migrations/2026-11-27-data-version.js";
import { VERSIONED_DAY_TABLES } from "../../db/migrations/2026-12-01-day-changes.js";
import type { Database } from "../../db/schema.js";
import { CATALOGUE } from "../../db/seed/exercises.js";
import { catalogueExerciseId, seedContent } from "../../db/seed/load.js";
import { PROGRAMS } from "../../db/seed/programs/index.js";
import type { SeedProgram } from "../../db/seed/types.js";
import { VERSIONED_NOTE_TABLES } from "../../db/migrations/2026-12-09-notes-and-warm-ups.js";
import { VERSIONED_UNIT_TABLES } from "../../db/migrations/2026-12-16-exercise-units.js";
import {
  type CountingApp,
  DIALECTS,
  type TestApp,
  countingApp,
  createTestApp,
  registerUser,
  testConfig,
} from "../../testing/test-app.js";

// The workout log's reads are kept with the lifter's data_version (decision 0023). What a lifter
// relies on: an answer asked again while nothing changed costs the session check alone, and a
// kept answer is never served once anything it reads has changed, whichever process wrote.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const DAY_1 = "2026-03-02";
const DAY_2 = "2026-03-04";
const fixture = (name: string) => readFileSync(new URL(`../../testing/fixtures/${name}`, import.meta.url), "utf8");

/** A builder row, as the web app sends it. */
const SQUAT_ROW = {
  exerciseOrder: 1,
  exerciseName: "Back Squat",
  warmUp: "2",
  sets: "3",
  reps: "5",
  rpe: "8",
  percent1RM: "",
  rest: "3-5",
  notes: "",
};

/** The kept reads, as the web app asks them. */
const READS = [
  `/api/query/nextExerciseDay/${DAY_2}/${enc(BEGINNER)}`,
  `/api/query/advanced_weight/Back%20Squat/${enc(BEGINNER)}`,
];

describe.each(DIALECTS)("answers kept with the lifter's data version on %s", (dialect) => {
  let t: TestApp;
  /** A second server process on the same database, as behind a load balancer. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    other = await buildApp(testConfig(), t.db);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  const db = () => t.db.db as Kysely<Database>;

  const send = (
    app: FastifyInstance,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    cookie: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const read = async (app: FastifyInstance, url: string, cookie: string) => {
    const res = await send(app, "GET", url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /**
   * What a process that never kept anything answers (its own Kysely instance: not even the
   * program structures are shared): the truth to compare kept answers with.
   */
  const fresh = async (url: string, cookie: string) => {
    const { app } = await countingApp(t.db);
    try {
      return await read(app, url, cookie);
    } finally {
      await app.close();
    }
  };
  const versions = async (...ids: string[]) =>
    (await db().selectFrom("users").select(["id", "data_version"]).where("id", "in", ids).orderBy("id").execute()).map(
      (u) => Number(u.data_version),
    );

  const programVersion = async (id: string) =>
    Number(
      (await db().selectFrom("users").select("program_version").where("id", "=", id).executeTakeFirstOrThrow())
        .program_version,
    );

  const content = async () =>
    Number((await db().selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);

  it("answers a read asked again, nothing changed, after the session check alone, identical", async () => {
    const { cookie } = await registerUser(t.app);
    const counted = await countingApp(t.db);
    try {
      for (const url of READS) {
        const first = await send(counted.app, "GET", url, cookie);
        // The first next day remembers the day shown: a write, so the next ask reads again.
        const second = await send(counted.app, "GET", url, cookie);
        counted.reset();
        const third = await send(counted.app, "GET", url, cookie);
        expect(counted.statements(), url).toBe(1);
        expect(third.statusCode).toBe(200);
        expect(third.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(third.body).toBe(second.body);
        expect(third.body).toBe(first.body);
      }
    } finally {
      await counted.app.close();
    }
  });

  it("keeps at most KEPT_ANSWERS answers, the least recently used dropped first; 0 keeps none", async () => {
    const { cookie } = await registerUser(t.app);
    const [nextDay, weights] = READS as [string, string];
    // The next day remembers the day shown once: asked twice first, it then reads nothing new.
    await read(t.app, nextDay, cookie);
    await read(t.app, nextDay, cookie);
    const one = await countingApp(t.db, { KEPT_ANSWERS: "1" });
    const none = await countingApp(t.db, { KEPT_ANSWERS: "0" });
    const cost = async (counted: CountingApp, url: string) => {
      counted.reset();
      await read(counted.app, url, cookie);
      return counted.statements();
    };
    try {
      await cost(one, weights);
      expect(await cost(one, weights)).toBe(1);
      await cost(one, nextDay);
      expect(await cost(one, nextDay)).toBe(1);
      // The previous weights were dropped for the next day: read again.
      expect(await cost(one, weights)).toBeGreaterThan(1);
      await cost(none, weights);
      expect(await cost(none, weights)).toBeGreaterThan(1);
    } finally {
      await one.app.close();
      await none.app.close();
    }
  });

  it("never serves a kept answer once the lifter wrote anything it reads, through another process", async () => {
    const { cookie, id } = await registerUser(t.app);
    const squat = (await read(t.app, `/api/query/nextExerciseDay/${DAY_1}/${enc(BEGINNER)}`, cookie)).data.find(
      (r: ExerciseRow) => r.exercise_name === "Back Squat",
    ) as ExerciseRow;
    const program = enc(BEGINNER);
    const firstSetId = async () => {
      const page = await read(t.app, "/api/history/sessions", cookie);
      return page.sessions[0].sets[0].id as string;
    };
    const writes: [string, () => Promise<unknown>][] = [
      [
        "a quick entry",
        () =>
          send(other, "POST", `/api/add/addUserExerciseData/${program}`, cookie, {
            exerciseId: squat.exerciseId,
            exercise_name: "Back Squat",
            actualReps: 5,
            actualRpe: 8,
            weight: 135,
            date: DAY_1,
          }),
      ],
      [
        "a set",
        () =>
          send(other, "POST", `/api/add/advAddUserExerciseData/${program}`, cookie, {
            index: 1,
            exercise_name: "Back Squat",
            exerciseId: squat.exerciseId,
            reps: 5,
            rpe: 9,
            weight: 140,
            date: DAY_1,
          }),
      ],
      [
        "a set corrected in History",
        async () =>
          send(other, "PUT", `/api/history/sets/${await firstSetId()}`, cookie, { reps: 4, rpe: 9.5, weight: 150 }),
      ],
      [
        "the profile's 1RMs",
        () =>
          send(other, "POST", "/api/add/user_info", cookie, {
            firstName: "Kept",
            lastName: "Answers",
            gender: "female",
            weight: 150,
            heightFt: 5,
            heightIn: 6,
            age: 30,
            yearsLifting: 2,
            deadlift1RM: 300,
            squat1RM: 250,
            bench1RM: 150,
            overheadPress1RM: 100,
          }),
      ],
      [
        "the bar and plates",
        () => send(other, "POST", "/api/add/equipment", cookie, { bar: 35, plates: [45, 25, 10, 5] }),
      ],
      ["another day shown", () => send(other, "GET", `/api/query/exercises/${program}/1/1/3`, cookie)],
      [
        "an import",
        () => send(other, "POST", "/api/import/workouts", cookie, { format: "strong", csv: fixture("strong.csv") }),
      ],
      [
        "a set deleted in History",
        async () => send(other, "DELETE", `/api/history/sets/${await firstSetId()}`, cookie),
      ],
    ];
    for (const url of READS) await read(t.app, url, cookie);
    for (const [what, write] of writes) {
      const [before] = await versions(id);
      const res = (await write()) as { statusCode: number; body: string };
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
      expect((await versions(id))[0], what).toBeGreaterThan(before as number);
      for (const url of READS) {
        expect(await read(t.app, url, cookie), `${url} after ${what}`).toEqual(await fresh(url, cookie));
      }
    }
  });

  it("never serves a kept day of the lifter's own program once they changed it in the builder elsewhere", async () => {
    const { cookie } = await registerUser(t.app);

    const saveDay = (app: FastifyInstance, programData: object[]) =>
      send(app, "POST", "/api/add/addProgramDay", cookie, {
        programName: "Mine",
        phase: 1,
        week: 1,
        day: 1,
        programData,
      });
    expect((await saveDay(t.app, [SQUAT_ROW])).statusCode).toBe(200);
    const url = `/api/query/nextExerciseDay/${DAY_1}/Mine`;
    await read(t.app, url, cookie);
    expect((await read(t.app, url, cookie)).data.map((r: ExerciseRow) => r.sets)).toEqual([3]);
    const press = { ...SQUAT_ROW, exerciseOrder: 2, exerciseName: "Overhead Press", sets: "4" };
    expect((await saveDay(other, [{ ...SQUAT_ROW, sets: "5" }, press])).statusCode).toBe(200);
    const after = await read(t.app, url, cookie);
    expect(after).toEqual(await fresh(url, cookie));
    expect(after.data.map((r: ExerciseRow) => [r.exercise_name, r.sets])).toEqual([
      ["Back Squat", 5],
      ["Overhead Press", 4],
    ]);
  });

  it("finds a program by what its name means now, after the lifter's programs changed in another process", async () => {
    const { cookie } = await registerUser(t.app);

    const saveDay = (app: FastifyInstance, exerciseName: string) =>
      send(app, "POST", "/api/add/addProgramDay", cookie, {
        programName: "Renamed",
        phase: 1,
        week: 1,
        day: 1,
        programData: [{ ...SQUAT_ROW, exerciseName }],
      });
    const url = `/api/query/nextExerciseDay/${DAY_1}/Renamed`;
    const set = (app: FastifyInstance, exerciseName: string, weight: number) =>
      send(app, "POST", "/api/add/advAddUserExerciseData/Renamed", cookie, {
        index: 1,
        exercise_name: exerciseName,
        reps: 5,
        rpe: 8,
        weight,
        date: DAY_1,
      });
    expect((await saveDay(t.app, "Back Squat")).statusCode).toBe(200);
    expect((await read(t.app, url, cookie)).data[0].exercise_name).toBe("Back Squat");
    // Gone, then made again under the same name, elsewhere: another program with another id.
    expect((await send(other, "POST", "/api/add/deleteProgram", cookie, { programName: "Renamed" })).statusCode).toBe(
      200,
    );
    expect((await send(t.app, "GET", url, cookie)).statusCode).toBe(404);
    expect((await set(t.app, "Back Squat", 100)).statusCode).toBe(404);
    expect((await saveDay(other, "Front Squat")).statusCode).toBe(200);
    const after = await read(t.app, url, cookie);
    expect(after.data[0].exercise_name).toBe("Front Squat");
    expect(after).toEqual(await fresh(url, cookie));
    // A set saved now goes to the new program: its next day shows it logged.
    const saved = await set(t.app, "Front Squat", 120);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(other, url, cookie)).data).toEqual((await read(t.app, url, cookie)).data);
  });

  it("keeps another site's next day apart from the app's own, which alone remembers the day shown", async () => {
    const { cookie, id } = await registerUser(t.app);
    const [url] = READS as [string];
    const foreign = async () => {
      const res = await t.app.inject({ url, headers: { cookie, "sec-fetch-site": "cross-site" } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const [start] = await versions(id);
    const seenElsewhere = await foreign();
    await foreign();
    // Another site's request writes nothing, kept or not.
    expect((await versions(id))[0]).toBe(start);
    // The app's own asks the same day: not served the other site's kept answer, it remembers the day.
    expect(await read(t.app, url, cookie)).toEqual(seenElsewhere);
    expect((await versions(id))[0]).toBeGreaterThan(start as number);
  });

  it("reads the kept next day and previous weights again after a saved set: the next ask is warm and true", async () => {
    const { cookie, id } = await registerUser(t.app);
    const counted = await countingApp(t.db);
    try {
      const url = `/api/query/nextExerciseDay/${DAY_1}/${enc(BEGINNER)}`;
      const urls = [url, `/api/query/advanced_weight/Back%20Squat/${enc(BEGINNER)}`];
      // The first next day remembers the day shown: the second is the one kept.
      for (const u of [url, ...urls]) await read(counted.app, u, cookie);
      const squat = (await read(counted.app, url, cookie)).data.find(
        (r: ExerciseRow) => r.exercise_name === "Back Squat",
      ) as ExerciseRow;
      for (const [index, weight] of [
        [1, 135],
        [2, 140],
      ] as const) {
        const saved = await send(counted.app, "POST", `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, cookie, {
          index,
          exercise_name: "Back Squat",
          exerciseId: squat.exerciseId,
          reps: 5,
          rpe: 8,
          weight,
          date: DAY_1,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        await counted.app.keptAnswers.refreshAfterWrite(id);
        for (const u of urls) {
          counted.reset();
          const answer = await read(counted.app, u, cookie);
          expect(counted.statements(), u).toBe(1);
          expect(answer, u).toEqual(await fresh(u, cookie));
        }
      }
      const shown = await read(counted.app, url, cookie);
      const squatNow = shown.data.find((r: ExerciseRow) => r.exercise_name === "Back Squat");
      expect(squatNow.logged_sets.map((s: { weight: number }) => s.weight)).toEqual([135, 140]);
    } finally {
      await counted.app.close();
    }
  });

  it("does not move the day shown when reading the next day again after a write", async () => {
    const { cookie, id } = await registerUser(t.app);
    const counted = await countingApp(t.db);
    try {
      const url = (date: string) => `/api/query/nextExerciseDay/${date}/${enc(BEGINNER)}`;
      const day1 = await read(counted.app, url(DAY_1), cookie);
      await read(counted.app, url(DAY_2), cookie);
      const shownDay = () =>
        db()
          .selectFrom("shown_days")
          .select(["phase", "week", "day"])
          .where("user_id", "=", id)
          .executeTakeFirstOrThrow();
      const before = await shownDay();
      // Day 1 finished on DAY_1: asked on DAY_2 the next day moves on, which showing must remember.
      for (const row of day1.data as ExerciseRow[]) {
        const saved = await send(counted.app, "POST", `/api/add/addUserExerciseData/${enc(BEGINNER)}`, cookie, {
          exerciseId: row.exerciseId,
          exercise_name: row.exercise_name,
          actualReps: 5,
          actualRpe: 8,
          weight: 100,
          date: DAY_1,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      await counted.app.keptAnswers.refreshAfterWrite(id);
      expect(await shownDay()).toEqual(before);
      const next = await read(counted.app, url(DAY_2), cookie);
      expect(next).toEqual(await fresh(url(DAY_2), cookie));
      expect(await shownDay()).not.toEqual(before);
    } finally {
      await counted.app.close();
    }
  });

  it("stays true while writes from another process race the reads", async () => {
    const { cookie } = await registerUser(t.app);
    const day = await read(t.app, `/api/query/nextExerciseDay/${DAY_1}/${enc(BEGINNER)}`, cookie);
    const squat = day.data.find((r: ExerciseRow) => r.exercise_name === "Back Squat") as ExerciseRow;
    for (let i = 0; i < 12; i += 1) {
      await Promise.all([
        send(other, "POST", `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, cookie, {
          index: (i % 3) + 1,
          exercise_name: "Back Squat",
          exerciseId: squat.exerciseId,
          reps: 5,
          rpe: 8,
          weight: 100 + 5 * i,
          date: DAY_1,
        }),
        ...READS.map((url) => read(t.app, url, cookie)),
      ]);
    }
    for (const url of READS) expect(await read(t.app, url, cookie), url).toEqual(await fresh(url, cookie));
  });

  it("never serves a kept answer once a release changed the ready-made program it was read from", async () => {
    const { cookie } = await registerUser(t.app);
    const url = `/api/query/nextExerciseDay/${DAY_1}/${enc(BEGINNER)}`;
    const squatSets = (answer: { data: ExerciseRow[] }) =>
      answer.data.find((r) => r.exercise_name === "Back Squat")?.sets;
    // Asked twice: the first remembers the day shown, the second is kept.
    await read(t.app, url, cookie);
    const before = await read(t.app, url, cookie);
    // A new release, whose seed a newly started process runs on the shared database.
    const release: SeedProgram[] = PROGRAMS.map((p) =>
      p.name !== BEGINNER
        ? p
        : {
            ...p,
            days: p.days.map((d) => ({
              ...d,
              rows: d.rows.map((r) => (r.exercise === "Back Squat" ? { ...r, sets: r.sets + 2 } : r)),
            })),
          },
    );
    try {
      await seedContent(db(), { catalogue: CATALOGUE, programs: release });
      const after = await read(t.app, url, cookie);
      expect(after).toEqual(await fresh(url, cookie));
      expect(squatSets(after)).toBe((squatSets(before) as number) + 2);
    } finally {
      await seedContent(db());
    }
    expect(await read(t.app, url, cookie)).toEqual(before);
  });

  it("raises the content version at every write to a row without an owner, and no lifter's", async () => {
    const lifter = await registerUser(t.app);
    const d = db();
    const squat = catalogueExerciseId("Back Squat");
    const row = await d
      .selectFrom("routine_rows")
      .innerJoin("routines", "routines.id", "routine_rows.routine_id")
      .selectAll("routine_rows")
      .where("routines.owner_user_id", "is", null)
      .where("routines.name", "=", BEGINNER)
      .limit(1)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const routine = {
      id: "ro-release",
      name: "Release program",
      description: "",
      owner_user_id: null,
      display_order: 99,
      created_at: now,
      retired: 0,
    };
    const exercise = { id: "ex-release", name: "Release curl", owner_user_id: null, created_at: now };
    const steps: [string, () => Promise<unknown>][] = [
      ["insert exercises", () => d.insertInto("exercises").values(exercise).execute()],
      [
        "insert exercise_muscles",
        () => d.insertInto("exercise_muscles").values({ exercise_id: exercise.id, muscle: "biceps" }).execute(),
      ],
      ["insert routines", () => d.insertInto("routines").values(routine).execute()],
      [
        "insert routine_rows",
        () =>
          d
            .insertInto("routine_rows")
            .values({ ...row, id: "rr-release", routine_id: routine.id })
            .execute(),
      ],
      [
        "update exercises",
        () => d.updateTable("exercises").set({ name: "Back Squat" }).where("id", "=", squat).execute(),
      ],
      [
        "update exercise_muscles",
        () =>
          d
            .updateTable("exercise_muscles")
            .set({ muscle: "forearms" })
            .where("exercise_id", "=", exercise.id)
            .execute(),
      ],
      [
        "update routines",
        () => d.updateTable("routines").set({ description: "changed" }).where("id", "=", routine.id).execute(),
      ],
      ["update routine_rows", () => d.updateTable("routine_rows").set({ sets: 4 }).where("id", "=", row.id).execute()],
      ["delete routine_rows", () => d.deleteFrom("routine_rows").where("id", "=", "rr-release").execute()],
      ["delete routines", () => d.deleteFrom("routines").where("id", "=", routine.id).execute()],
      [
        "delete exercise_muscles",
        () => d.deleteFrom("exercise_muscles").where("exercise_id", "=", exercise.id).execute(),
      ],
      ["delete exercises", () => d.deleteFrom("exercises").where("id", "=", exercise.id).execute()],
    ];
    for (const table of Object.keys(CONTENT_TABLES)) {
      for (const event of ["insert", "update", "delete"]) expect(steps.map(([s]) => s)).toContain(`${event} ${table}`);
    }
    try {
      for (const [what, step] of steps) {
        const before = await content();
        const [lifterBefore] = await versions(lifter.id);
        await step();
        expect(await content(), what).toBeGreaterThan(before);
        expect((await versions(lifter.id))[0], what).toBe(lifterBefore);
      }
    } finally {
      await seedContent(db());
    }
  });

  it("raises the owner's version at every write to a table the answers read, and nobody else's", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const now = new Date().toISOString();
    const exercise = { id: `ex-${a.id}`, name: `Kept curl ${a.id}`, owner_user_id: a.id, created_at: now };
    const routine = {
      id: `ro-${a.id}`,
      name: `Kept ${a.id}`,
      description: "",
      owner_user_id: a.id,
      display_order: 0,
      created_at: now,
      retired: 0,
    };
    const row = {
      id: `rr-${a.id}`,
      routine_id: routine.id,
      phase: 1,
      week: 1,
      day: 1,
      exercise_order: 1,
      exercise_id: exercise.id,
      warm_up_sets: 0,
      sets: 3,
      reps: "8",
      rpe: "8",
      percent_1rm: null,
      min_rest: 60,
      max_rest: 120,
      notes: null,
      retired: 0,
    };
    const performance = {
      id: `pe-${a.id}`,
      user_id: a.id,
      routine_id: routine.id,
      row_id: row.id,
      exercise_id: exercise.id,
      phase: 1,
      week: 1,
      day: 1,
      set_index: 1,
      reps: 8,
      rpe: 8,
      weight: 50,
      performed_on: DAY_1,
      logged_at: now,
      e1rm: 64,
    };
    const info = {
      user_id: a.id,
      first_name: "A",
      last_name: "A",
      gender: "male",
      weight: 180,
      height_ft: 6,
      height_in: 0,
      age: 40,
      years_lifting: 3,
      deadlift_1rm: null,
      squat_1rm: null,
      bench_1rm: null,
      overhead_press_1rm: null,
      updated_at: now,
    };
    const change = { phase: 1, week: 1, day: 1, performed_on: "2025-11-21", position: 0 };
    const placed = { row_id: row.id, exercise_id: exercise.id, performed_on: DAY_1 };
    const warmUp = {
      ...placed,
      id: `wu-${a.id}`,
      phase: 1,
      week: 1,
      day: 1,
      set_index: 1,
      reps: 5,
      weight: 20,
      logged_at: now,
    };
    const note = { ...placed, set_index: 0, note: "felt heavy", updated_at: now };
    const d = db();
    const steps: [string, () => Promise<unknown>][] = [
      ["insert exercises", () => d.insertInto("exercises").values(exercise).execute()],
      [
        "insert exercise_muscles",
        () => d.insertInto("exercise_muscles").values({ exercise_id: exercise.id, muscle: "biceps" }).execute(),
      ],
      ["insert routines", () => d.insertInto("routines").values(routine).execute()],
      ["insert routine_rows", () => d.insertInto("routine_rows").values(row).execute()],
      ["insert performances", () => d.insertInto("performances").values(performance).execute()],
      [
        "insert shown_days",
        () =>
          d
            .insertInto("shown_days")
            .values({ user_id: a.id, routine_id: routine.id, phase: 1, week: 1, day: 1 })
            .execute(),
      ],
      ["insert user_info", () => d.insertInto("user_info").values(info).execute()],
      [
        "insert day_changes",
        () =>
          d
            .insertInto("day_changes")
            .values({ ...change, user_id: a.id, routine_id: routine.id, row_id: row.id, updated_at: now })
            .execute(),
      ],
      [
        "update day_changes",
        () => d.updateTable("day_changes").set({ skipped: 1 }).where("user_id", "=", a.id).execute(),
      ],
      [
        "insert warm_up_sets",
        () =>
          d
            .insertInto("warm_up_sets")
            .values({ ...warmUp, user_id: a.id, routine_id: routine.id })
            .execute(),
      ],
      [
        "update warm_up_sets",
        () => d.updateTable("warm_up_sets").set({ reps: 6 }).where("id", "=", warmUp.id).execute(),
      ],
      [
        "insert day_notes",
        () =>
          d
            .insertInto("day_notes")
            .values({ ...note, user_id: a.id, routine_id: routine.id })
            .execute(),
      ],
      [
        "update day_notes",
        () => d.updateTable("day_notes").set({ note: "easier" }).where("user_id", "=", a.id).execute(),
      ],
      [
        "insert exercise_units",
        () => d.insertInto("exercise_units").values({ user_id: a.id, exercise_id: exercise.id, unit: "kg" }).execute(),
      ],
      [
        "update exercise_units",
        () => d.updateTable("exercise_units").set({ unit: "lb" }).where("user_id", "=", a.id).execute(),
      ],
      [
        "update exercises",
        () =>
          d
            .updateTable("exercises")
            .set({ name: `Kept hammer curl ${a.id}` })
            .where("id", "=", exercise.id)
            .execute(),
      ],
      [
        "update exercise_muscles",
        () =>
          d
            .updateTable("exercise_muscles")
            .set({ muscle: "forearms" })
            .where("exercise_id", "=", exercise.id)
            .execute(),
      ],
      [
        "update routines",
        () => d.updateTable("routines").set({ description: "changed" }).where("id", "=", routine.id).execute(),
      ],
      ["update routine_rows", () => d.updateTable("routine_rows").set({ sets: 4 }).where("id", "=", row.id).execute()],
      [
        "update performances",
        () => d.updateTable("performances").set({ reps: 9 }).where("id", "=", performance.id).execute(),
      ],
      ["update shown_days", () => d.updateTable("shown_days").set({ day: 2 }).where("user_id", "=", a.id).execute()],
      [
        "update user_info",
        () => d.updateTable("user_info").set({ squat_1rm: 300 }).where("user_id", "=", a.id).execute(),
      ],
      ["update the bar", () => d.updateTable("users").set({ bar_lbs: 35 }).where("id", "=", a.id).execute()],
      ["update the plates", () => d.updateTable("users").set({ plates_lbs: "45,25" }).where("id", "=", a.id).execute()],
      ["delete user_info", () => d.deleteFrom("user_info").where("user_id", "=", a.id).execute()],
      ["delete shown_days", () => d.deleteFrom("shown_days").where("user_id", "=", a.id).execute()],
      ["delete day_changes", () => d.deleteFrom("day_changes").where("user_id", "=", a.id).execute()],
      ["delete warm_up_sets", () => d.deleteFrom("warm_up_sets").where("id", "=", warmUp.id).execute()],
      ["delete day_notes", () => d.deleteFrom("day_notes").where("user_id", "=", a.id).execute()],
      ["delete exercise_units", () => d.deleteFrom("exercise_units").where("user_id", "=", a.id).execute()],
      ["delete performances", () => d.deleteFrom("performances").where("id", "=", performance.id).execute()],
      ["delete routine_rows", () => d.deleteFrom("routine_rows").where("id", "=", row.id).execute()],
      ["delete routines", () => d.deleteFrom("routines").where("id", "=", routine.id).execute()],
      [
        "delete exercise_muscles",
        () => d.deleteFrom("exercise_muscles").where("exercise_id", "=", exercise.id).execute(),
      ],
      ["delete exercises", () => d.deleteFrom("exercises").where("id", "=", exercise.id).execute()],
    ];
    // Every table and every kind of write is here: a table added to the list gets its steps too.
    const all = { ...VERSIONED_TABLES, ...VERSIONED_DAY_TABLES, ...VERSIONED_NOTE_TABLES, ...VERSIONED_UNIT_TABLES };
    for (const table of Object.keys(all)) {
      for (const event of ["insert", "update", "delete"]) expect(steps.map(([s]) => s)).toContain(`${event} ${table}`);
    }
    const programTables = Object.keys(CONTENT_TABLES);
    for (const [what, step] of steps) {
      const [beforeA, beforeB] = await versions(a.id, b.id).then((v) => (a.id < b.id ? v : [...v].reverse()));
      const contentBefore = await content();
      const programsBefore = [await programVersion(a.id), await programVersion(b.id)];
      await step();
      const [afterA, afterB] = await versions(a.id, b.id).then((v) => (a.id < b.id ? v : [...v].reverse()));
      expect(afterA, what).toBeGreaterThan(beforeA as number);
      expect(afterB, what).toBe(beforeB);
      // A lifter's own writes make no one else's answers stale.
      expect(await content(), what).toBe(contentBefore);
      // Their program lookups go stale with their programs and exercises only, not with a set logged.
      const programsChanged = programTables.includes(what.split(" ")[1] as string);
      expect(await programVersion(a.id), what).toBe((programsBefore[0] as number) + (programsChanged ? 1 : 0));
      expect(await programVersion(b.id), what).toBe(programsBefore[1]);
    }
  });

  it("reads only tables whose writes raise the version (or the session's own)", async () => {
    const { cookie } = await registerUser(t.app);
    const tables = new Set<string>();
    const note = (text: string) => {
      for (const m of text.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)) tables.add(m[1] as string);
    };
    const nodes = new Map<QueryId, RootOperationNode>();
    const spy: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        nodes.set(queryId, node);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        const node = nodes.get(queryId);
        if (node) note(watched.getExecutor().compileQuery(node, queryId).sql);
        nodes.delete(queryId);
        return result;
      },
    };
    const watched = t.db.db.withPlugin(spy);
    // Queries built once (db/bound-query.ts) arrive compiled: their SQL is read as they are executed.
    const execute = watched.executeQuery.bind(watched);
    watched.executeQuery = ((query: Parameters<typeof execute>[0], options?: Parameters<typeof execute>[1]) => {
      if ("sql" in query) note(query.sql);
      return execute(query, options);
    }) as typeof watched.executeQuery;
    const app = await buildApp(testConfig(), { ...t.db, db: watched });
    try {
      await read(app, `/api/query/nextExerciseDay/${DAY_1}/${enc(BEGINNER)}`, cookie);
      for (const url of READS) await read(app, url, cookie);
    } finally {
      await app.close();
    }
    const versioned = [
      ...Object.keys(VERSIONED_TABLES),
      ...Object.keys(VERSIONED_DAY_TABLES),
      ...Object.keys(VERSIONED_NOTE_TABLES),
      ...Object.keys(VERSIONED_UNIT_TABLES),
    ];
    const allowed = new Set([...versioned, "users", "sessions", "content_version"]);
    expect([...tables].filter((name) => !allowed.has(name))).toEqual([]);
    expect(tables).toContain("performances");
  });
});
