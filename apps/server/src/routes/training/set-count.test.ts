import type { HistoryPage } from "@ironpath/domain/training/history-api.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { exportDocumentSchema } from "@ironpath/domain/transfer/export.schema";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// One logged set counts one way everywhere (decision 0048): on a day that mixes a quick entry (the
// whole exercise, standing for each prescribed set), sets entered one by one, and a quick entry
// typed beside such sets (which counts for none), the finish screen, History, the estimated 1RM,
// the records and the sets export agree set for set, and the export re-imports to the same sets.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const DAY_ONE = "2026-03-02";

describe.each(DIALECTS)("one set counts one way on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const post = async (url: string, payload: object, cookie: string) => {
    const res = await t.app.inject({ method: "POST", url, payload, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const rowOf = async (cookie: string, day: string, name: string): Promise<ExerciseRow> => {
    const res = await get(`/api/query/exercises/${enc(BEGINNER)}/${day}`, cookie);
    const found = (res.json().data as ExerciseRow[]).find((r) => r.exercise_name === name);
    if (!found) throw new Error(`${name} is not on day ${day}`);
    return found;
  };
  const logSet = (cookie: string, r: ExerciseRow, index: number, weight: number, date: string) =>
    post(
      `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`,
      { index, exerciseId: r.exerciseId, exercise_name: r.exercise_name, reps: 5, rpe: 8, weight, date },
      cookie,
    );
  const logQuick = (cookie: string, r: ExerciseRow, weight: number, date: string) =>
    post(
      `/api/add/addUserExerciseData/${enc(BEGINNER)}`,
      { exerciseId: r.exerciseId, exercise_name: r.exercise_name, actualReps: 5, actualRpe: 8, weight, date },
      cookie,
    );
  const exportedLines = async (cookie: string) => {
    const res = await get("/api/export/sets", cookie);
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    // The sets; a day's exercises not done are lines of their own, with no set (decision 0068).
    expect(rows.filter((r) => r.status !== "done").every((r) => r.set === "" && r.reps === "")).toBe(true);
    return rows.filter((r) => r.status === "done").map((r) => [r.date, r.exercise, r.set, r.reps, r.rpe, r.weight_lbs]);
  };

  /**
   * Day 1: the squat set by set (200, 205, 210), with a heavier quick entry (300) typed too, which
   * the sets replace; the bench as one quick entry (155) for its 3 prescribed sets.
   */
  async function logDayOne(cookie: string) {
    const squat = await rowOf(cookie, "1/1/1", "Back Squat");
    const bench = await rowOf(cookie, "1/1/1", "Barbell Bench Press");
    expect([squat.sets, bench.sets]).toEqual([3, 3]);
    await logQuick(cookie, squat, 300, DAY_ONE);
    for (const [index, weight] of [200, 205, 210].entries()) await logSet(cookie, squat, index, weight, DAY_ONE);
    await logQuick(cookie, bench, 155, DAY_ONE);
  }

  it("counts the day's sets the same on the finish screen, in History and in the sets export", async () => {
    const { cookie } = await registerUser(t.app);
    await logDayOne(cookie);

    const summary = (await get(`/api/query/day-summary/${enc(BEGINNER)}/1/1/1`, cookie)).json();
    expect(summary).toMatchObject({ sets: 6, volume: 5 * (200 + 205 + 210) + 3 * 5 * 155 });

    const page: HistoryPage = (await get("/api/history/sessions", cookie)).json();
    const sets = page.sessions[0]?.sets ?? [];
    expect(sets.map((s) => [s.exercise, s.set, s.weight, s.countsAs])).toEqual([
      ["Back Squat", null, 300, 0],
      ["Back Squat", 1, 200, 1],
      ["Back Squat", 2, 205, 1],
      ["Back Squat", 3, 210, 1],
      ["Barbell Bench Press", null, 155, 3],
    ]);

    expect(await exportedLines(cookie)).toEqual([
      [DAY_ONE, "Back Squat", "1", "5", "8", "200"],
      [DAY_ONE, "Back Squat", "2", "5", "8", "205"],
      [DAY_ONE, "Back Squat", "3", "5", "8", "210"],
      [DAY_ONE, "Barbell Bench Press", "1", "5", "8", "155"],
      [DAY_ONE, "Barbell Bench Press", "2", "5", "8", "155"],
      [DAY_ONE, "Barbell Bench Press", "3", "5", "8", "155"],
    ]);

    // A correction answers with what the set counts as; once the squat's sets are deleted, its
    // quick entry stands for its three sets again.
    const [replaced, bench] = [sets[0], sets[4]];
    const squatSets = sets.slice(1, 4);
    const correct = (id: string | undefined) =>
      t.app.inject({
        method: "PUT",
        url: `/api/history/sets/${id}`,
        payload: { reps: 5, rpe: 8, weight: 160 },
        headers: { cookie },
      });
    expect((await correct(bench?.id)).json().set).toMatchObject({ set: null, weight: 160, countsAs: 3 });
    expect((await correct(replaced?.id)).json().set).toMatchObject({ set: null, weight: 160, countsAs: 0 });
    for (const s of squatSets) {
      const res = await t.app.inject({ method: "DELETE", url: `/api/history/sets/${s.id}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after: HistoryPage = (await get("/api/history/sessions", cookie)).json();
    expect(after.sessions[0]?.sets.map((s) => [s.exercise, s.countsAs])).toEqual([
      ["Back Squat", 3],
      ["Barbell Bench Press", 3],
    ]);
    expect((await get(`/api/query/day-summary/${enc(BEGINNER)}/1/1/1`, cookie)).json()).toMatchObject({ sets: 6 });
  });

  it("keeps every entry as stored in the JSON export, each saying what it counts as", async () => {
    const { cookie } = await registerUser(t.app);
    await logDayOne(cookie);
    // The JSON export keeps every entry as stored, each saying how many sets it counts as.
    const document = exportDocumentSchema.parse((await get("/api/export/everything", cookie)).json());
    expect(document.sets.map((s) => [s.exercise, s.entry, s.set, s.countsAs])).toEqual([
      ["Back Squat", "quick", 0, 0],
      ["Back Squat", "set", 1, 1],
      ["Back Squat", "set", 2, 1],
      ["Back Squat", "set", 3, 1],
      ["Barbell Bench Press", "quick", 0, 3],
    ]);
  });

  it("leaves a quick entry the sets replace out of the estimated 1RM and the records", async () => {
    const { cookie } = await registerUser(t.app);
    await logDayOne(cookie);
    const squat = await rowOf(cookie, "1/1/3", "Back Squat");
    await logSet(cookie, squat, 0, 225, "2026-03-04");

    const lifts = (await get("/api/history/lifts", cookie)).json().lifts as { exerciseId: string; name: string }[];
    const squatId = lifts.find((l) => l.name === "Back Squat")?.exerciseId;
    const lift = (await get(`/api/history/lifts/${squatId}/e1rm`, cookie)).json();
    // RTS: 5 @ 8 is 81.1 % of 1RM. Day 1's best is its 210 set, not the replaced 300.
    expect(lift.points.map((p: { date: string; weight: number }) => [p.date, p.weight])).toEqual([
      [DAY_ONE, 210],
      ["2026-03-04", 225],
    ]);

    const summary = (await get(`/api/query/day-summary/${enc(BEGINNER)}/1/1/3`, cookie)).json();
    expect(summary.records).toContainEqual({
      kind: "e1rm",
      exercise_name: "Back Squat",
      value: 277.4,
      previous: 258.9,
      weight: 225,
      reps: 5,
      rpe: 8,
    });
  });

  it("re-imports the day's exported sets to the same sets", async () => {
    const { cookie } = await registerUser(t.app);
    await logDayOne(cookie);
    const lines = await exportedLines(cookie);

    // The same lines as a Strong file (the app the import reads), one workout.
    const header =
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";
    const strong = lines.map(
      ([date, exercise, set, reps, rpe, weight]) =>
        `${date} 18:00:00,"Day 1",1h,"${exercise}",${set},${weight},${reps},0,0,"","",${rpe}`,
    );
    const imported = await post(
      "/api/import/workouts",
      { format: "strong", csv: [header, ...strong].join("\n") },
      cookie,
    );
    expect(imported.json()).toMatchObject({ sessions: 1, sets: 6, skipped: [] });

    const page: HistoryPage = (await get("/api/history/sessions", cookie)).json();
    const importedDay = page.sessions.find((s) => s.program === "Imported from Strong 2026");
    const counted = (importedDay?.sets ?? []).flatMap((s) => Array(s.countsAs).fill([s.exercise, s.weight]));
    expect(counted).toEqual(lines.map(([, exercise, , , , weight]) => [exercise, Number(weight)]));
  });
});
