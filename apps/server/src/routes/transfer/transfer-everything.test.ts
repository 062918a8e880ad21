import { readFileSync } from "node:fs";
import type { ImportEverythingReport } from "@ironpath/domain/transfer/import-everything.schema";
import type { LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { Dialect } from "../../db/create-db.js";
import type { Database } from "../../db/schema.js";
import { rowCounter } from "../../testing/route-requests.js";
import { type TestApp, createTestApp, registerUser } from "../../testing/test-app.js";

// A lifter's own Ironpath export imported into another instance (decision 0047): the same sets,
// programs and coach days come back; a second import adds nothing; a file that cannot be read
// whole, or a coach phase running here, refuses the import in words and writes nothing.

const fixture = (name: string) => readFileSync(new URL(`../../testing/fixtures/${name}`, import.meta.url), "utf8");
const enc = encodeURIComponent;
const BEGINNER = "Beginner Linear Progression 3-Day";

type Call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) => Promise<LightMyRequestResponse>;
const caller =
  (t: TestApp): Call =>
  (method, url, cookie, payload) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const builderRow = (exerciseOrder: number, exerciseName: string, reps: string, notes = "") => ({
  exerciseOrder,
  exerciseName,
  warmUp: "1",
  sets: "2",
  reps,
  rpe: "8",
  percent1RM: "",
  rest: "2-3",
  notes,
});

/** Logs a quick entry for every row of the program's next day, then two sets of its first row. */
async function logNextDay(call: Call, cookie: string, program: string, date: string, weight: number) {
  const next = await call("GET", `/api/query/nextExerciseDay/${date}/${enc(program)}`, cookie);
  expect(next.statusCode, next.body).toBe(200);
  const day = next.json();
  const slot = { phase: day.phase_id, week: day.week_id, day: day.day_id };
  for (const [i, row] of day.data.entries()) {
    const entry = { ...slot, exerciseId: row.exerciseId, exercise_name: row.exercise_name, actualReps: 5 + i };
    const res = await call("POST", `/api/add/addUserExerciseData/${enc(program)}`, cookie, {
      ...entry,
      actualRpe: 8,
      weight: weight + i * 10,
      date,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const first = day.data[0];
  for (const index of [0, 1]) {
    const set = { index, exercise_name: first.exercise_name, exerciseId: first.exerciseId, reps: 5, rpe: 8.5 };
    const res = await call("POST", `/api/add/advAddUserExerciseData/${enc(program)}`, cookie, {
      ...set,
      weight: weight + 5 * (index + 1),
      date,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A lifter with everything: user info, an own exercise, programs (one with two rows of one exercise on a day, one edited after logging, one deleted), a ready-made program, a Strong import and a coach phase with days. */
async function lifterWithEverything(t: TestApp) {
  const call = caller(t);
  const { cookie, id } = await registerUser(t.app);
  const ok = async (res: Awaited<ReturnType<Call>>) => expect(res.statusCode, res.body).toBeLessThan(300);
  await ok(
    await call("POST", "/api/add/user_info", cookie, {
      firstName: "Ada",
      lastName: "Lift",
      gender: "female",
      weight: "150.5",
      heightFt: "5",
      heightIn: "6",
      age: "30",
      yearsLifting: "2",
      deadlift1RM: "250",
      squat1RM: "200",
      bench1RM: "120",
      overheadPress1RM: "",
    }),
  );
  await ok(
    await call("POST", "/api/add/exercises-with-tags", cookie, { exercise_name: "Zercher Carry", muscle_name: "Abs" }),
  );
  const saveDay = (programName: string, day: number, rows: object[]) =>
    call("POST", "/api/add/addProgramDay", cookie, { programName, phase: 1, week: 1, day, programData: rows });
  // Two rows of the squat on one day: the set's row order tells them apart.
  await ok(
    await saveDay("Mine", 1, [
      builderRow(1, "Back Squat", "5"),
      builderRow(2, "Zercher Carry", "8-10"),
      builderRow(3, "Back Squat", "8", "Back-off"),
    ]),
  );
  await ok(await saveDay("Mine", 2, [builderRow(1, "Barbell Row", "8-10")]));
  await logNextDay(call, cookie, "Mine", "2025-11-03", 200);
  await logNextDay(call, cookie, "Mine", "2025-11-05", 100);
  // Day 2 edited after it was logged: its logged row is replaced (kept, hidden).
  await ok(await saveDay("Mine", 2, [builderRow(1, "Barbell Row", "6")]));
  // A program deleted after it was logged.
  await ok(await saveDay("Old Plan", 1, [builderRow(1, "Deadlift", "3")]));
  await logNextDay(call, cookie, "Old Plan", "2025-10-01", 300);
  await ok(await call("POST", "/api/add/deleteProgram", cookie, { programName: "Old Plan" }));
  await ok(await call("POST", "/api/query/add_program", cookie, { selectedRoutine: BEGINNER }));
  await logNextDay(call, cookie, BEGINNER, "2025-10-10", 135);
  await ok(await call("POST", "/api/import/workouts", cookie, { format: "strong", csv: fixture("strong.csv") }));

  const db = t.db.db as Kysely<Database>;
  const at = "2026-11-02T08:00:00.000Z";
  const phase = { user_id: id, activity_level: 1.375, end_date: null, change_reason: null };
  await db
    .insertInto("coach_phases")
    .values([
      {
        ...phase,
        id: `a-${id}`,
        kind: "bulk",
        start_date: "2026-08-03",
        rate: 2,
        start_weight: 145,
        ended_on: "2026-11-01",
        created_at: "2026-08-03T07:00:00.000Z",
      },
      {
        ...phase,
        id: `b-${id}`,
        kind: "cut",
        start_date: "2026-11-02",
        rate: 1,
        start_weight: 150.5,
        ended_on: null,
        created_at: at,
      },
    ])
    .execute();
  for (const [i, date] of ["2026-11-02", "2026-11-03", "2026-11-04"].entries()) {
    await db
      .insertInto("coach_days")
      .values({ user_id: id, date, steps: 8000 + i, calories: 1900, weight: 150 - i / 2, updated_at: at })
      .execute();
  }
  await db
    .insertInto("coach_answers")
    .values({ user_id: id, dialog: "stall", week_start: "2026-11-09", answer: "keep", answered_at: at })
    .execute();
  return { cookie };
}

/** What the lifter sees: the export (sets in a stable order), the sets CSV, History, the builder and the coach. */
async function whatTheySee(t: TestApp, cookie: string) {
  const call = caller(t);
  const get = async (url: string) => {
    const res = await call("GET", url, cookie);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const { exportedAt: _, account: __, ...everything } = await get("/api/export/everything");
  const byText = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));
  everything.sets.sort(byText);
  const csv = (await call("GET", "/api/export/sets", cookie)).body.split("\r\n").sort();
  const history = (await get("/api/history/sessions?limit=30")).sessions.map(
    ({ sets, ...session }: { sets: { id: string }[] }) => ({
      ...session,
      // Ids are made anew here; the key holds the program's.
      id: undefined,
      key: undefined,
      sets: sets.map((s) => ({ ...s, id: undefined })),
    }),
  );
  const builder: Record<string, unknown> = {};
  for (const { routine_name } of (await get("/api/query/userCreatedPrograms")).userCreatedPrograms) {
    for (const day of [1, 2]) {
      builder[`${routine_name} ${day}`] = await get(
        `/api/query/userCreatedExerciseDay/${enc(routine_name)}/1/1/${day}`,
      );
    }
  }
  return {
    everything,
    csv,
    history,
    builder,
    programs: await get("/api/query/user_programs"),
    coach: await get("/api/query/planned_expected_actual_weight_loss/2026-11-05"),
  };
}

const moves: [Dialect, Dialect][] = [
  ["sqlite", "postgres"],
  ["postgres", "sqlite"],
];

describe.each(moves)("an Ironpath export from %s imported on %s", (source, target) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("brings back the same sets, programs and coach days, and a second import adds nothing", async () => {
    const from = await createTestApp(source);
    const to = await createTestApp(target);
    apps.push(from, to);
    const { cookie } = await lifterWithEverything(from);
    const before = await whatTheySee(from, cookie);
    const file = (await caller(from)("GET", "/api/export/everything", cookie)).body;
    // The additions of decision 0047: the row's order, hidden rows and programs, the phase's start.
    const sets = JSON.parse(file).sets as { program: string; hidden: string | null; order: number }[];
    expect(sets.filter((s) => s.hidden === "program").map((s) => s.program)).toContain("Old Plan");
    expect(sets.filter((s) => s.hidden === "row")).toHaveLength(3);
    expect(new Set(sets.filter((s) => s.program === "Mine").map((s) => s.order))).toEqual(new Set([1, 2, 3]));

    const lifter = await registerUser(to.app);
    const imported = await caller(to)("POST", "/api/import/everything", lifter.cookie, { json: file });
    expect(imported.statusCode, imported.body).toBe(200);
    const report: ImportEverythingReport = imported.json();
    expect(report).toMatchObject({
      sets: sets.length,
      alreadyHere: 0,
      hiddenSets: 6,
      exercisesCreated: ["Zercher Carry", "Zercher Squat Barbell"],
      programsAdded: [BEGINNER],
      userInfo: "restored",
      coach: { phases: 2, days: 3, daysKept: 0, answers: 1 },
    });
    expect(report.programs).toEqual([
      { name: "Mine", as: "Mine", created: true },
      { name: "Imported from Strong 2025", as: "Imported from Strong 2025", created: true },
    ]);
    const after = await whatTheySee(to, lifter.cookie);
    expect(after).toEqual(before);
    // The Strong import comes back as history, not a program to run (decision 0051).
    const kinds = JSON.parse(file).programs.created.map((p: { name: string; kind: string }) => [p.name, p.kind]);
    expect(kinds).toEqual([
      ["Mine", "program"],
      ["Imported from Strong 2025", "history"],
    ]);
    expect(Object.keys(after.builder).some((k) => k.startsWith("Imported"))).toBe(false);
    expect(after.history.filter((s: { kind: string }) => s.kind === "history").length).toBeGreaterThan(0);
    // A file from before kinds: the import is recognised by its name and notes.
    const older = JSON.parse(file);
    for (const p of older.programs.created) delete p.kind;
    const second = await registerUser(to.app);
    const olderImport = await caller(to)("POST", "/api/import/everything", second.cookie, {
      json: JSON.stringify(older),
    });
    expect(olderImport.statusCode, olderImport.body).toBe(200);
    expect((await whatTheySee(to, second.cookie)).history).toEqual(before.history);

    // Again: nothing more anywhere, and the report says why.
    const counts = await rowCounter(to.db.db);
    const rows = await counts();
    const again = await caller(to)("POST", "/api/import/everything", lifter.cookie, { json: file });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      sets: 0,
      alreadyHere: sets.length,
      exercisesCreated: [],
      programsAdded: [],
      userInfo: "kept",
      coach: { phases: 0, days: 0, daysKept: 3, answers: 0 },
    });
    expect(again.json().programs).toEqual([
      { name: "Mine", as: "Mine", created: false },
      { name: "Imported from Strong 2025", as: "Imported from Strong 2025", created: false },
    ]);
    expect(await counts()).toBe(rows);
    // Into the account it came from: nothing more either.
    const home = await caller(from)("POST", "/api/import/everything", cookie, { json: file });
    expect(home.json()).toMatchObject({ sets: 0, alreadyHere: sets.length, hiddenSets: 0 });
    expect(await whatTheySee(from, cookie)).toEqual(before);
  });

  it("puts a program whose name is taken by another under '(imported)'", async () => {
    const from = apps[0] as TestApp;
    const to = apps[1] as TestApp;
    const { cookie } = await registerUser(from.app);
    await caller(from)("POST", "/api/add/addProgramDay", cookie, {
      programName: "Mine",
      phase: 1,
      week: 1,
      day: 1,
      programData: [builderRow(1, "Back Squat", "5")],
    });
    const file = (await caller(from)("GET", "/api/export/everything", cookie)).body;
    const lifter = await registerUser(to.app);
    await caller(to)("POST", "/api/add/addProgramDay", lifter.cookie, {
      programName: "Mine",
      phase: 1,
      week: 1,
      day: 1,
      programData: [builderRow(1, "Deadlift", "3")],
    });
    const res = await caller(to)("POST", "/api/import/everything", lifter.cookie, { json: file });
    expect(res.json().programs).toEqual([{ name: "Mine", as: "Mine (imported)", created: true }]);
    const programs = (await caller(to)("GET", "/api/query/userCreatedPrograms", lifter.cookie)).json();
    expect(programs.userCreatedPrograms.map((p: { routine_name: string }) => p.routine_name).sort()).toEqual([
      "Mine",
      "Mine (imported)",
    ]);
    const again = await caller(to)("POST", "/api/import/everything", lifter.cookie, { json: file });
    expect(again.json().programs).toEqual([{ name: "Mine", as: "Mine (imported)", created: false }]);
  });

  it("refuses a file it cannot read, or a coach phase running here, in words, writing nothing", async () => {
    const from = apps[0] as TestApp;
    const to = apps[1] as TestApp;
    const { cookie } = await lifterWithEverything(from);
    const file = (await caller(from)("GET", "/api/export/everything", cookie)).body;
    const doc = JSON.parse(file);
    const heavy = structuredClone(doc);
    heavy.sets[4].weightLbs = 5000;
    const twoRunning = structuredClone(doc);
    twoRunning.coach.phases[0].endedOn = null;
    // A time of the right shape that is no instant: History's duration cannot measure it.
    const noInstant = structuredClone(doc);
    noInstant.sets[4].loggedAt = "2026-13-45T99:99Z";
    const cases: [string, string, string][] = [
      ["not JSON", "date,program\n2025-01-01,Mine", "The file is not JSON"],
      ["a Strong file's text", fixture("strong.csv"), "The file is not JSON"],
      ["other JSON", JSON.stringify({ name: "Ada" }), "This is not an Ironpath export"],
      ["a newer version", JSON.stringify({ ...doc, version: 2 }), "This export is of version 2"],
      ["a set too heavy", JSON.stringify(heavy), "The export cannot be read: sets.4.weightLbs must be at most 2000"],
      ["a time that is none", JSON.stringify(noInstant), "sets.4.loggedAt must be a time as ISO-8601 UTC"],
      ["two running phases", JSON.stringify(twoRunning), "coach.phases has more than one running phase"],
      ["an empty file", " ", "The file is empty"],
    ];
    const lifter = await registerUser(to.app);
    const counts = await rowCounter(to.db.db);
    for (const [what, json, message] of cases) {
      const before = await counts();
      const res = await caller(to)("POST", "/api/import/everything", lifter.cookie, { json });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error, what).toContain(message);
      expect(await counts(), what).toBe(before);
    }
    // A cut of the lifter's own is running here: the file's phases would clash with it.
    const db = to.db.db as Kysely<Database>;
    await db
      .insertInto("coach_phases")
      .values({
        id: `own-${lifter.id}`,
        user_id: lifter.id,
        kind: "cut",
        start_date: "2026-11-16",
        activity_level: 1.2,
        rate: 1,
        end_date: null,
        start_weight: 160,
        change_reason: null,
        ended_on: null,
        created_at: "2026-11-16T08:00:00.000Z",
      })
      .execute();
    const before = await counts();
    const res = await caller(to)("POST", "/api/import/everything", lifter.cookie, { json: file });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "Your cut that started on 2026-11-16 is still running here: end it on the Coach screen, then import again. Nothing was imported.",
    );
    expect(await counts()).toBe(before);
  });
});
