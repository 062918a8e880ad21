import { readFileSync } from "node:fs";
import { exportDocumentSchema } from "@ironpath/domain/transfer/export.schema";
import type { ImportReport } from "@ironpath/domain/transfer/import-api.schema";
import { SKIP_REASONS } from "@ironpath/domain/transfer/import-rows";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowCounter } from "../../testing/route-requests.js";
import { DIALECTS, type TestApp, createTestApp, registerUser } from "../../testing/test-app.js";

const fixture = (name: string) => readFileSync(new URL(`../../testing/fixtures/${name}`, import.meta.url), "utf8");
const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;

const reasons = (report: ImportReport) => Object.fromEntries(report.skipped.map((s) => [s.reason, s.count]));

describe.each(DIALECTS)("export and import on %s", (dialect) => {
  let t: TestApp;
  let counts: () => Promise<string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    counts = await rowCounter(t.db.db);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const importFile = (cookie: string, format: "strong" | "hevy", csv: string, unit?: "kg" | "lbs") =>
    post("/api/import/workouts", { format, csv, ...(unit ? { unit } : {}) }, cookie);
  const exportedSets = async (cookie: string) => {
    const res = await get("/api/export/sets", cookie);
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body, { columns: true }) as Record<string, string>[];
  };

  it("imports a Strong export: sets, matched and created exercises, skipped rows with reasons", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await importFile(cookie, "strong", fixture("strong.csv"));
    expect(res.statusCode, res.body).toBe(200);
    const report: ImportReport = res.json();
    expect(report).toMatchObject({ format: "strong", sessions: 3, sets: 13, programs: ["Imported from Strong 2025"] });
    expect(report.exercisesMatched).toEqual([
      { from: "Squat (Barbell)", to: "Back Squat" },
      { from: "Leg Press (Machine)", to: "Leg Press" },
      { from: "Bench Press (Barbell)", to: "Barbell Bench Press" },
      { from: "Pull Up", to: "Pull-Up" },
      { from: "Deadlift (Barbell)", to: "Deadlift" },
    ]);
    expect(report.exercisesCreated).toEqual([{ from: "Zercher Squat (Barbell)", to: "Zercher Squat Barbell" }]);
    expect(report.skipped).toEqual([
      { reason: SKIP_REASONS.warmUp, count: 3, lines: [2, 3, 11] },
      { reason: SKIP_REASONS.cardio, count: 2, lines: [10, 17] },
    ]);

    // The sets are the lifter's history: in the sets export, in History, in previous weights.
    const sets = await exportedSets(cookie);
    expect(sets).toHaveLength(13);
    const squats = sets.filter((s) => s.exercise === "Back Squat");
    expect(squats.map((s) => [s.date, s.program, s.set, s.reps, s.rpe, s.weight_lbs])).toEqual([
      ["2025-03-03", "Imported from Strong 2025", "1", "5", "7", "225"],
      ["2025-03-03", "Imported from Strong 2025", "2", "5", "7.5", "225"],
      ["2025-03-03", "Imported from Strong 2025", "3", "5", "8", "225"],
    ]);
    // 3 March is the year's 62nd day: phase 1, week 11, day 2.
    expect(squats[0]).toMatchObject({ phase: "1", week: "11", day: "2" });
    expect(sets.filter((s) => s.exercise === "Leg Press").map((s) => s.reps)).toEqual(["12", "10"]);
    const previous = await get(`/api/query/advanced_weight/${enc("Back Squat")}/${enc(BEGINNER)}`, cookie);
    expect(previous.json().data).toHaveLength(3);
    expect(previous.json().data[0]).toMatchObject({
      weight: 225,
      date: "2025-03-03",
      routine_name: "Imported from Strong 2025",
    });
    const exercises = await get("/api/query/exercises", cookie);
    expect(exercises.json().data).toContainEqual({ exercise_name: "Zercher Squat Barbell" });
    // History, not a program (decision 0051): dated sessions under their own workout names…
    const history = await get("/api/history/sessions", cookie);
    expect(
      history.json().sessions.map((s: { date: string; kind: string; workout: string }) => [s.date, s.kind, s.workout]),
    ).toEqual([
      ["2025-03-07", "history", "Lower B"],
      ["2025-03-05", "history", "Upper A"],
      ["2025-03-03", "history", "Lower A"],
    ]);
    // … and nowhere a program is listed, opened, built on or offered a next day.
    for (const url of ["/api/query/user_created_programs", "/api/query/userCreatedPrograms"]) {
      expect(JSON.stringify((await get(url, cookie)).json())).not.toContain("Imported from");
    }
    const next = await get(`/api/query/nextExerciseDay/2026-01-05/${enc("Imported from Strong 2025")}`, cookie);
    expect(next.statusCode).toBe(404);
    const phases = await get(`/api/query/user-created-exercises/${enc("Imported from Strong 2025")}/phase`, cookie);
    expect(phases.statusCode).toBe(404);
    const day = await get(`/api/query/userCreatedExerciseDay/${enc("Imported from Strong 2025")}/1/11/2`, cookie);
    expect(day.json().exercises ?? []).toEqual([]);
  });

  it("converts kg, whether the file says so per row or the lifter does", async () => {
    const { cookie } = await registerUser(t.app);
    const older = await importFile(cookie, "strong", fixture("strong-semicolon-kg.csv"), "lbs");
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json()).toMatchObject({ sessions: 2, sets: 6, programs: ["Imported from Strong 2024"] });
    expect(reasons(older.json())).toEqual({ [SKIP_REASONS.warmUp]: 1, [SKIP_REASONS.cardio]: 1 });
    const sets = await exportedSets(cookie);
    expect(sets.map((s) => [s.exercise, s.weight_lbs])).toEqual([
      ["Barbell Row", "132.28"],
      ["Barbell Row", "137.79"],
      ["Barbell Curl", "66.14"],
      ["Barbell Curl", "70"],
      ["Back Squat", "220.46"],
      ["Back Squat", "220.46"],
    ]);

    // Strong's newer files do not say: the lifter's kg applies to every weight.
    const other = await registerUser(t.app);
    const newer = await importFile(other.cookie, "strong", fixture("strong.csv"), "kg");
    expect(newer.statusCode, newer.body).toBe(200);
    const deadlifts = (await exportedSets(other.cookie)).filter((s) => s.exercise === "Deadlift");
    expect(deadlifts.map((s) => s.weight_lbs)).toEqual(["694.46", "694.46"]);
  });

  it("imports a Hevy export in kg and in lbs, tagging the exercise it creates", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await importFile(cookie, "hevy", fixture("hevy-kg.csv"));
    expect(res.statusCode, res.body).toBe(200);
    const report: ImportReport = res.json();
    expect(report).toMatchObject({ format: "hevy", sessions: 2, sets: 8, programs: ["Imported from Hevy 2025"] });
    expect(report.exercisesCreated).toEqual([{ from: "Cable Y-Raise", to: "Cable Y-Raise" }]);
    expect(reasons(report)).toEqual({ [SKIP_REASONS.warmUp]: 2, [SKIP_REASONS.cardio]: 1 });
    const sets = await exportedSets(cookie);
    expect(sets.filter((s) => s.exercise === "Barbell Bench Press").map((s) => [s.date, s.weight_lbs, s.rpe])).toEqual([
      ["2025-07-26", "220.46", "8"],
      ["2025-07-26", "220.46", "8.5"],
      ["2025-07-26", "220.46", "10"],
    ]);
    expect(sets.find((s) => s.exercise === "Dumbbell Lateral Raise" && s.set === "2")?.weight_lbs).toBe("17.64");
    const everything = (await get("/api/export/everything", cookie)).json();
    expect(everything.exercises).toEqual([expect.objectContaining({ name: "Cable Y-Raise", muscles: ["Side Delts"] })]);

    const lbs = await importFile(cookie, "hevy", fixture("hevy-lbs.csv"));
    expect(lbs.json()).toMatchObject({ sessions: 1, sets: 2, programs: ["Imported from Hevy 2025"] });
    const squats = (await exportedSets(cookie)).filter((s) => s.exercise === "Back Squat");
    expect(squats.map((s) => [s.date, s.weight_lbs])).toEqual([
      ["2025-01-02", "275"],
      ["2025-01-02", "275"],
    ]);
  });

  it("imports the same file twice without duplicating anything", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await importFile(cookie, "strong", fixture("strong.csv"))).statusCode).toBe(200);
    const before = await counts();
    const again = await importFile(cookie, "strong", fixture("strong.csv"));
    expect(again.statusCode, again.body).toBe(200);
    const report: ImportReport = again.json();
    expect(report).toMatchObject({ sessions: 0, sets: 0, programs: [], exercisesCreated: [] });
    expect(report.exercisesMatched).toContainEqual({ from: "Zercher Squat (Barbell)", to: "Zercher Squat Barbell" });
    expect(reasons(report)[SKIP_REASONS.alreadyImported]).toBe(13);
    // Only the program's revision moved: no row more anywhere.
    expect(await counts()).toBe(before);
    expect(await exportedSets(cookie)).toHaveLength(13);
  });

  it("writes a file sent twice at once only once", async () => {
    const { cookie } = await registerUser(t.app);
    const [first, second] = await Promise.all([
      importFile(cookie, "strong", fixture("strong.csv")),
      importFile(cookie, "strong", fixture("strong.csv")),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().sets + second.json().sets).toBe(13);
    expect(await exportedSets(cookie)).toHaveLength(13);
    const history = await get("/api/history/sessions", cookie);
    expect(history.json().sessions).toHaveLength(3);
  });

  it("refuses a file it cannot read whole, naming the line, and writes nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const cases: [string, string, "strong" | "hevy", string][] = [
      ["a bad number", fixture("strong-bad-number.csv"), "strong", 'Line 6: Weight "one eighty five" is not a number'],
      [
        "an impossible date",
        fixture("strong.csv").replace("2025-03-07 18:10:00", "2025-02-30 18:10:00"),
        "strong",
        'Line 18: Date "2025-02-30 18:10:00" is not a real date',
      ],
      ["the other app's file", fixture("hevy-kg.csv"), "strong", "Line 1: this looks like a Hevy export, not Strong"],
      ["no export at all", "name,email\nAda,ada@example.com\n", "hevy", "Line 1: this is not a Hevy export"],
      ["broken quoting", fixture("strong.csv").replace('"Upper A"', '"Upper A'), "strong", "the file is not valid CSV"],
      ["an empty file", "  \n", "strong", "The file is empty"],
      [
        "a header alone",
        fixture("strong.csv").split("\n")[0] as string,
        "strong",
        "The file has its header but no sets",
      ],
    ];
    for (const [what, csv, format, message] of cases) {
      const before = await counts();
      const res = await importFile(cookie, format, csv);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error, what).toContain(message);
      expect(await counts(), what).toBe(before);
    }
    expect(await exportedSets(cookie)).toEqual([]);
  });

  it("refuses a file over the size or row limit in words", async () => {
    const { cookie } = await registerUser(t.app);
    const before = await counts();
    const header = fixture("strong.csv").split("\n")[0];
    const row = '2025-03-03 18:02:11,"Lower A",1h 2m,"Squat (Barbell)",1,225,5,0,0,"","",7';
    const huge = [header, ...Array.from({ length: 30_000 }, () => row)].join("\n");
    const tooBig = await importFile(cookie, "strong", huge);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toMatch(/^The file is 2\.\d MB: an import takes at most 2\.0 MB/);
    const long = [header, ...Array.from({ length: 20_001 }, () => row)].join("\n");
    const tooLong = await importFile(cookie, "strong", long);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toContain("The file has 20,001 rows: an import takes at most 20,000");
    expect(await counts()).toBe(before);
  });

  it("exports everything of the lifter's as a JSON download", async () => {
    const { cookie, email, id } = await registerUser(t.app);
    const info = { firstName: "Ada", lastName: "Lift", gender: "female", weight: 150, heightFt: 5, heightIn: 6 };
    await post("/api/add/user_info", { ...info, age: 30, yearsLifting: 3, squat1RM: 225 }, cookie);
    await post("/api/query/add_program", { selectedRoutine: BEGINNER }, cookie);
    const day = (await get(`/api/query/nextExerciseDay/2025-11-20/${enc(BEGINNER)}`, cookie)).json().data[0];
    const entry = { exerciseId: day.exerciseId, exercise_name: day.exercise_name, actualReps: 5, actualRpe: 8 };
    await post(`/api/add/addUserExerciseData/${enc(BEGINNER)}`, { ...entry, weight: 185, date: "2025-11-20" }, cookie);
    await importFile(cookie, "hevy", fixture("hevy-lbs.csv"));
    await t.db.db
      .insertInto("coach_days")
      .values({ user_id: id, date: "2025-11-20", steps: 9000, calories: 2400, weight: 181.2, updated_at: "x" })
      .execute();

    const res = await get("/api/export/everything", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="ironpath-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = exportDocumentSchema.parse(res.json());
    expect(document.account).toMatchObject({
      email,
      signInMethods: ["password"],
      equipment: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
    });
    expect(document.userInfo).toMatchObject({ firstName: "Ada", weightLbs: 150, oneRepMaxesLbs: { squat: 225 } });
    expect(document.programs.added.map((p) => p.name)).toEqual([BEGINNER]);
    expect(document.programs.created).toEqual([
      expect.objectContaining({
        name: "Imported from Hevy 2025",
        days: [{ phase: 1, week: 1, day: 2, rows: [expect.objectContaining({ exercise: "Back Squat", sets: 2 })] }],
      }),
    ]);
    expect(document.sets.map((s) => [s.program, s.entry, s.set, s.weightLbs])).toEqual([
      ["Imported from Hevy 2025", "set", 1, 275],
      ["Imported from Hevy 2025", "set", 2, 275],
      [BEGINNER, "quick", 0, 185],
    ]);
    expect(document.coach.days).toEqual([{ date: "2025-11-20", steps: 9000, calories: 2400, weightLbs: 181.2 }]);
    expect(JSON.stringify(document)).not.toContain("password_hash");

    const csv = await get("/api/export/sets", cookie);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="ironpath-sets-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.split("\r\n")[0]).toBe(
      "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note",
    );
  });

  it("keeps lifters apart: B's export has none of A's data, A's import never touches B's rows", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await post(
      "/api/add/exercises-with-tags",
      { exercise_name: "Zercher Squat Barbell", muscle_name: "Quadriceps" },
      b.cookie,
    );
    const bRows = async () => {
      const exercises = await t.db.db.selectFrom("exercises").selectAll().where("owner_user_id", "=", b.id).execute();
      const entries = await t.db.db.selectFrom("performances").selectAll().where("user_id", "=", b.id).execute();
      return JSON.stringify([exercises, entries]);
    };
    const before = await bRows();
    const res = await importFile(a.cookie, "strong", fixture("strong.csv"));
    // B's exercise of that name is B's: A gets one of their own.
    expect(res.json().exercisesCreated).toEqual([{ from: "Zercher Squat (Barbell)", to: "Zercher Squat Barbell" }]);
    expect(await bRows()).toBe(before);

    expect(await exportedSets(b.cookie)).toEqual([]);
    const everything = await get("/api/export/everything", b.cookie);
    const text = everything.body;
    expect(text).not.toContain(a.email);
    expect(text).not.toContain("Imported from Strong");
    expect(everything.json().exercises.map((e: { name: string }) => e.name)).toEqual(["Zercher Squat Barbell"]);
    expect((await get("/api/export/sets")).statusCode).toBe(401);
    expect((await get("/api/export/everything")).statusCode).toBe(401);
  });
});
