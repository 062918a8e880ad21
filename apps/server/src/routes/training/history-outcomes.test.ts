import { describe, expect, it } from "vitest";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";
import { programRow } from "../../testing/lifter.js";

// History says a program day's skipped exercises and those not done beside its sets (decision
// 0068), as the finish screen does: a workout finished early is not shown as a whole day.

const PROGRAM = "Short Day";
const enc = encodeURIComponent;
const TODAY = new Date().toISOString().slice(0, 10);

const row = (exerciseOrder: number, exerciseName: string) =>
  programRow(exerciseOrder, exerciseName, { sets: "1", rest: "2" });

describe.each(DIALECTS)("History's skipped and not done on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("lists the skipped exercise and the one not done, in the day's order, and neither among the sets", async () => {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const programData = [row(1, "Back Squat"), row(2, "Barbell Bench Press"), row(3, "Overhead Press")];
    const made = await call("/api/add/addProgramDay", { programName: PROGRAM, phase: 1, week: 1, day: 1, programData });
    expect(made.statusCode, made.body).toBe(200);
    const path = `/api/query/user-created-exercises/${enc(PROGRAM)}/1/1/1`;
    const day = (await call(path)).json().data as { exerciseId: string; exercise_name: string }[];
    const [squat, bench] = day as [{ exerciseId: string }, { exerciseId: string; exercise_name: string }];
    const P = enc(PROGRAM);
    expect(
      (await call(`/api/add/skipDayExercise/${P}`, { exerciseId: squat.exerciseId, skipped: true })).statusCode,
    ).toBe(200);
    const set = {
      index: 1,
      exerciseId: bench.exerciseId,
      exercise_name: bench.exercise_name,
      reps: 5,
      rpe: 8,
      weight: 135,
    };
    const saved = await call(`/api/add/advAddUserExerciseData/${P}`, { ...set, date: TODAY });
    expect(saved.statusCode, saved.body).toBe(200);

    const [session] = (await call("/api/history/sessions")).json().sessions;
    expect(session.sets.map((s: { exercise: string }) => s.exercise)).toEqual(["Barbell Bench Press"]);
    expect(session.skipped).toEqual(["Back Squat"]);
    expect(session.notDone).toEqual(["Overhead Press"]);

    // The day rewritten in the builder: its rows are new, so the old session says nothing of them.
    const rewritten = [row(1, "Front Squat"), row(2, "Dumbbell Bench Press")];
    const again = await call("/api/add/addProgramDay", {
      programName: PROGRAM,
      phase: 1,
      week: 1,
      day: 1,
      programData: rewritten,
    });
    expect(again.statusCode, again.body).toBe(200);
    const [after] = (await call("/api/history/sessions")).json().sessions;
    expect(after.sets.map((s: { exercise: string }) => s.exercise)).toEqual(["Barbell Bench Press"]);
    expect([after.skipped, after.notDone]).toEqual([[], []]);
  });
});
