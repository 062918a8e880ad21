import { describe, expect, it } from "vitest";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";
import { programRow } from "../../testing/lifter.js";

// How each type of exercise is logged (decision 0053): a plank in seconds, a weighted pull-up as
// +25 lb on the body (never a 25 lb lift), a lifter's own timed exercise; numbers that do not fit
// the type refused in words, nothing written; History, the finish screen and the CSV agree.

const enc = encodeURIComponent;
const TODAY = new Date().toISOString().slice(0, 10);
const PROGRAM = "Core And Pulls";
const rowOf = (exerciseName: string, exerciseOrder: number, reps: string) =>
  programRow(exerciseOrder, exerciseName, { warmUp: "1", sets: "2", reps, rest: "2" });

describe.each(DIALECTS)("types of exercise on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function lifter() {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const made = await call("/api/add/exercises-with-tags", {
      exercise_name: "Ring Support Hold",
      muscle_name: "Chest",
      exercise_type: "timed",
    });
    expect(made.statusCode, made.body).toBe(201);
    const day = await call("/api/add/addProgramDay", {
      programName: PROGRAM,
      phase: 1,
      week: 1,
      day: 1,
      programData: [rowOf("Plank", 1, "60"), rowOf("Weighted Pull-Up", 2, "5"), rowOf("Ring Support Hold", 3, "30")],
    });
    expect(day.statusCode, day.body).toBe(200);
    const next = (await call(`/api/query/nextExerciseDay/${TODAY}/${enc(PROGRAM)}`)).json();
    const rows = next.data as { exerciseId: string; exercise_name: string; exercise_type: string }[];
    const set = (row: (typeof rows)[number], index: number, numbers: object) =>
      call(`/api/add/advAddUserExerciseData/${enc(PROGRAM)}`, {
        index,
        exercise_name: row.exercise_name,
        exerciseId: row.exerciseId,
        rpe: null,
        ...numbers,
      });
    return { call, rows, set, cookie };
  }

  it("says each exercise's type in the catalogue, the day and the lifter's own", async () => {
    const { call, rows } = await lifter();
    expect(rows.map((r) => [r.exercise_name, r.exercise_type])).toEqual([
      ["Plank", "timed"],
      ["Weighted Pull-Up", "bodyweight_load"],
      ["Ring Support Hold", "timed"],
    ]);
    const catalogue = (await call("/api/query/exercises")).json().data as { exercise_name: string }[];
    expect(catalogue).toContainEqual({ exercise_name: "Crunch", exercise_type: "reps_only" });
    expect(catalogue).toContainEqual({ exercise_name: "Ring Support Hold", exercise_type: "timed" });
    // Weight × reps goes without saying: the product's field alone.
    expect(catalogue).toContainEqual({ exercise_name: "Back Squat" });
  });

  it("refuses numbers that do not fit the type in words, and writes nothing", async () => {
    const { call, rows, set } = await lifter();
    const [plank, pullUp] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const cases: [Promise<{ statusCode: number; json: () => { error: string } }>, string][] = [
      [set(plank, 0, { reps: 1, weight: 0 }), "Plank: seconds is required for a timed hold"],
      [set(plank, 0, { reps: 1, weight: 0, seconds: 0 }), "seconds must be at least 1"],
      [set(plank, 0, { reps: 1, weight: 0, seconds: 3601 }), "seconds must be at most 3600"],
      [set(plank, 0, { reps: 1, weight: 0, seconds: 12.5 }), "seconds must be a whole number"],
      [set(plank, 0, { reps: 3, weight: 0, seconds: 60 }), "Plank: reps must be 1 for a timed hold (one hold a set)"],
      [set(plank, 0, { reps: 1, weight: -10, seconds: 60 }), "Plank: weight must be at least 0"],
      [set(pullUp, 0, { reps: 5, weight: 25, seconds: 60 }), "Weighted Pull-Up: seconds is only for a timed hold"],
      [set(pullUp, 0, { reps: 5, weight: -301 }), "weight must be at least -300"],
    ];
    for (const [answer, words] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(words);
    }
    const quick = await call(`/api/add/addUserExerciseData/${enc(PROGRAM)}`, {
      exerciseId: plank.exerciseId,
      exercise_name: "Plank",
      actualReps: 60,
      actualRpe: 8,
      weight: 0,
    });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().error).toBe("Plank: seconds is required for a timed hold");
    const history = (await call("/api/history/sessions")).json();
    expect(history.sessions).toEqual([]);
  });

  it("logs a 60 s plank, +25 lb and -40 lb pull-ups; History, the finish screen and the CSV agree", async () => {
    const { call, rows, set, cookie } = await lifter();
    const [plank, pullUp] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect((await set(plank, 0, { reps: 1, weight: 0, seconds: 60 })).statusCode).toBe(200);
    expect((await set(pullUp, 0, { reps: 5, weight: 25 })).statusCode).toBe(200);
    expect((await set(pullUp, 1, { reps: 8, weight: -40 })).statusCode).toBe(200);

    const history = (await call("/api/history/sessions")).json().sessions[0];
    expect(
      history.sets.map((s: Record<string, unknown>) => [
        s.exercise,
        s.set,
        s.reps,
        s.weight,
        s.seconds ?? null,
        s.exerciseType ?? "weight_reps",
      ]),
    ).toEqual([
      ["Plank", 1, 1, 0, 60, "timed"],
      ["Weighted Pull-Up", 1, 5, 25, null, "bodyweight_load"],
      ["Weighted Pull-Up", 2, 8, -40, null, "bodyweight_load"],
    ]);

    const summary = (await call(`/api/query/day-summary/${enc(PROGRAM)}/1/1/1`)).json();
    expect(summary.sets).toBe(3);
    // No made-up volume: a belt's 25 lb is not the load a pull-up moves.
    expect(summary.volume).toBe(0);

    const csv = (await call("/api/export/sets")).body.trim().split(/\r?\n/);
    expect(csv[0]).toBe(
      "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note",
    );
    expect(csv.slice(1).map((line) => line.split(",").slice(5))).toEqual([
      ["Plank", "1", "1", "", "0", "60", "timed", "done", "0", "lb", "false", "", ""],
      ["Weighted Pull-Up", "1", "5", "", "25", "", "bodyweight_load", "done", "25", "lb", "false", "", ""],
      ["Weighted Pull-Up", "2", "8", "", "-40", "", "bodyweight_load", "done", "-40", "lb", "false", "", ""],
      // The day's hold not logged is said as not done, with no numbers (decision 0068).
      ["Ring Support Hold", "", "", "", "", "", "timed", "not done", "", "", "", "", ""],
    ]);

    // An assisted set is corrected in History like any other; a negative weight on a plank is not.
    const put = (id: string, payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/history/sets/${id}`, headers: { cookie }, payload });
    const [plankSet, , assistedSet] = history.sets as { id: string }[];
    const corrected = await put(assistedSet?.id ?? "", { reps: 9, rpe: 8, weight: -35 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().set).toMatchObject({ reps: 9, weight: -35, exerciseType: "bodyweight_load" });
    const refused = await put(plankSet?.id ?? "", { reps: 1, rpe: 8, weight: -10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("weight must be at least 0 (only a bodyweight exercise takes an assisted load)");

    // No estimated 1RM comes of a pull-up's +25 lb or a plank: the chart lists neither.
    const lifts = (await call("/api/history/lifts")).json().lifts;
    expect(lifts).toEqual([]);
  });
});
