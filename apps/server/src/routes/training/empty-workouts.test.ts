import { describe, expect, it } from "vitest";
import { TODAY, holdToday } from "../../testing/lifter.js";
import { rowCounter } from "../../testing/route-requests.js";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

const enc = encodeURIComponent;
const BEGINNER = "Beginner Linear Progression 3-Day";
const squat = {
  exercise: "Back Squat",
  sets: [
    { reps: 5, rpe: 8, weight: 225 },
    { reps: 5, rpe: 8.5, weight: 225 },
  ],
};
const press = { exercise: "Overhead Press", sets: [{ reps: 8, rpe: null, weight: 95 }] };

// A workout with no program (decision 0051): finished whole, in History under its own name, never
// a program to run; afterwards an empty day of the lifter's program.
describe.each(DIALECTS)("empty workouts on %s", (dialect) => {
  holdToday();
  const t = useTestApp(dialect);

  const call = (cookie: string, method: "GET" | "POST", url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });
  const finish = (cookie: string, body: object, headers = {}) => call(cookie, "POST", "/api/workouts", body, headers);

  it("offers the catalogue and the lifter's own exercises with their muscles", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "POST", "/api/add/exercises-with-tags", {
      exercise_name: "Sled Push Heavy",
      muscle_name: "Quadriceps",
    });
    const res = await call(cookie, "GET", "/api/workouts/exercises");
    expect(res.statusCode, res.body).toBe(200);
    const { exercises } = res.json();
    expect(exercises).toContainEqual({
      name: "Sled Push Heavy",
      muscles: ["Quadriceps"],
      own: true,
      exercise_type: "weight_reps",
    });
    expect(exercises.find((e: { name: string }) => e.name === "Back Squat")).toMatchObject({ own: false });
    // How each is logged, so the workout asks a push-up's added load, and no weight of a knee raise.
    const typeOf = (name: string) => exercises.find((e: { name: string }) => e.name === name)?.exercise_type;
    expect(["Back Squat", "Push-Up", "Hanging Knee Raise", "Plank"].map(typeOf)).toEqual([
      "weight_reps",
      "bodyweight_load",
      "reps_only",
      "timed",
    ]);
    expect(exercises.find((e: { name: string }) => e.name === "Back Squat").muscles.length).toBeGreaterThan(0);
  });

  it("names the exercises with a unit of their own, so the workout takes them in it (decision 0081)", async () => {
    const { cookie } = await registerUser(t.app);
    const unit = await call(cookie, "POST", "/api/add/exercise_unit", { exercise_name: "Back Squat", unit: "kg" });
    expect(unit.statusCode, unit.body).toBe(200);
    const { exercises } = (await call(cookie, "GET", "/api/workouts/exercises")).json();
    const named = (name: string) => exercises.find((e: { name: string }) => e.name === name);
    expect(named("Back Squat")).toMatchObject({ unit: "kg" });
    expect(named("Overhead Press")).not.toHaveProperty("unit");
  });

  it("saves a finished workout to History under its name, and never as a program to run", async () => {
    const { cookie } = await registerUser(t.app);
    const saved = await finish(cookie, { date: TODAY, exercises: [squat, press] });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({ id: expect.any(String), name: `Workout ${TODAY}`, date: TODAY });
    const again = await finish(cookie, { name: "", date: TODAY, exercises: [press] });
    expect(again.json().name).toBe(`Workout ${TODAY} (2)`);
    const named = await finish(cookie, { name: "  Hotel gym  ", date: TODAY, exercises: [press] });
    expect(named.json().name).toBe("Hotel gym");

    const history = (await call(cookie, "GET", "/api/history/sessions")).json().sessions;
    const first = history.find((s: { workoutId: string }) => s.workoutId === saved.json().id);
    expect(first).toMatchObject({ date: TODAY, kind: "freestyle", workout: `Workout ${TODAY}` });
    expect(
      first.sets.map((s: { exercise: string; set: number; reps: number; rpe: number | null; weight: number }) => [
        s.exercise,
        s.set,
        s.reps,
        s.rpe,
        s.weight,
      ]),
    ).toEqual([
      ["Back Squat", 1, 5, 8, 225],
      ["Back Squat", 2, 5, 8.5, 225],
      ["Overhead Press", 1, 8, null, 95],
    ]);
    expect(history).toHaveLength(3);
    // Not a program: not listed, not opened, no next day.
    for (const url of ["/api/query/user_created_programs", "/api/query/userCreatedPrograms"]) {
      expect((await call(cookie, "GET", url)).body).not.toContain("Workout");
    }
    const next = await call(cookie, "GET", `/api/query/nextExerciseDay/${TODAY}/${enc(`Workout ${TODAY}`)}`);
    expect(next.statusCode).toBe(404);
    // Previous weights, which list every program's sets, see it.
    const previous = await call(cookie, "GET", `/api/query/advanced_weight/${enc("Back Squat")}/${enc(BEGINNER)}`);
    expect(previous.json().data[0]).toMatchObject({ weight: 225, reps_performed: 5 });
  });

  it("runs a finish sent twice with one key once", async () => {
    const { cookie } = await registerUser(t.app);
    const headers = { "idempotency-key": "finish-1" };
    const [a, b] = [
      await finish(cookie, { date: TODAY, exercises: [squat] }, headers),
      await finish(cookie, { date: TODAY, exercises: [squat] }, headers),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect((await call(cookie, "GET", "/api/history/sessions")).json().sessions).toHaveLength(1);
  });

  it("refuses what it cannot save in words, writing nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const counts = await rowCounter(t.db.db);
    const before = await counts();
    const cases: [object, RegExp][] = [
      [{ date: TODAY, exercises: [] }, /Add at least one exercise/],
      [
        { date: TODAY, exercises: [{ exercise: "Moon Squat", sets: [{ reps: 5, rpe: 8, weight: 100 }] }] },
        /No exercise named "Moon Squat"/,
      ],
      [{ date: TODAY, exercises: [{ exercise: "Back Squat", sets: [] }] }, /Log at least one set/],
      [{ date: TODAY, exercises: [{ exercise: "Back Squat", sets: [{ reps: 5, rpe: 11, weight: 100 }] }] }, /rpe/],
      [{ date: "2999-01-01", exercises: [squat] }, /in the future/],
      [{ date: TODAY, exercises: Array.from({ length: 13 }, () => press) }, /at most 12 exercises/],
    ];
    for (const [body, words] of cases) {
      const res = await finish(cookie, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(words);
    }
    expect(await counts()).toBe(before);
  });

  it("makes a workout an empty day of a new or existing program; another lifter's is not found", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { id } = (await finish(owner.cookie, { date: TODAY, exercises: [squat, press] })).json();
    const target = { programName: "From the hotel", phase: 1, week: 1, day: 2 };
    const url = `/api/workouts/${id}/program-day`;

    const stolen = await call(other.cookie, "POST", url, target);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe("No such workout");
    expect((await call(owner.cookie, "POST", "/api/workouts/no-such-id/program-day", target)).statusCode).toBe(404);
    expect((await call(other.cookie, "GET", "/api/query/user_created_programs")).json().data).toEqual([]);

    const made = await call(owner.cookie, "POST", url, target);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual(target);
    expect((await call(owner.cookie, "GET", "/api/query/user_created_programs")).json().data).toEqual([
      { routine_name: "From the hotel" },
    ]);
    const day = await call(owner.cookie, "GET", `/api/query/userCreatedExerciseDay/${enc("From the hotel")}/1/1/2`);
    expect(day.json().exercises).toEqual([
      expect.objectContaining({
        exercise_day_order: 1,
        exercise_name: "Back Squat",
        warm_up_sets: 0,
        sets: 2,
        reps: "5",
        rpe: "8.5",
        rest: "2-3",
      }),
      expect.objectContaining({
        exercise_day_order: 2,
        exercise_name: "Overhead Press",
        sets: 1,
        reps: "8",
        rpe: null,
      }),
    ]);
    // The day is the program's now: the same day again would replace it, so it is refused.
    const taken = await call(owner.cookie, "POST", url, target);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      "Phase 1 · Week 1 · Day 2 of From the hotel already has exercises: choose another day",
    );
    // Another day of the same program is fine; the workout stays in History.
    expect((await call(owner.cookie, "POST", url, { ...target, day: 3 })).statusCode).toBe(200);
    const history = (await call(owner.cookie, "GET", "/api/history/sessions")).json().sessions;
    expect(history.map((s: { kind: string }) => s.kind)).toEqual(["freestyle"]);
  });

  it("comes back from the JSON export as a workout with no program, once", async () => {
    const from = await registerUser(t.app);
    await finish(from.cookie, { name: "Hotel gym", date: TODAY, exercises: [squat, press] });
    const file = (await call(from.cookie, "GET", "/api/export/everything")).body;
    expect(JSON.parse(file).programs.created).toEqual([
      expect.objectContaining({ name: "Hotel gym", kind: "freestyle" }),
    ]);
    const to = await registerUser(t.app);
    for (const round of [1, 2]) {
      const imported = await call(to.cookie, "POST", "/api/import/everything", { json: file });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().sets).toBe(round === 1 ? 3 : 0);
    }
    const sessions = (await call(to.cookie, "GET", "/api/history/sessions")).json().sessions;
    expect(sessions).toEqual([
      expect.objectContaining({ kind: "freestyle", workout: "Hotel gym", workoutId: expect.any(String) }),
    ]);
    expect(sessions[0].sets).toHaveLength(3);
    expect((await call(to.cookie, "GET", "/api/query/user_created_programs")).json().data).toEqual([]);
  });

  it("gives an empty day to one of two saves sent at once", async () => {
    const { cookie } = await registerUser(t.app);
    const { id } = (await finish(cookie, { date: TODAY, exercises: [squat] })).json();
    const target = { programName: "Raced", phase: 2, week: 3, day: 4 };
    const answers = await Promise.all(
      [1, 2].map(() => call(cookie, "POST", `/api/workouts/${id}/program-day`, target)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const day = await call(cookie, "GET", `/api/query/userCreatedExerciseDay/Raced/2/3/4`);
    expect(day.json().exercises).toHaveLength(1);
  });
});
