import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { describe, expect, it } from "vitest";
import { BEGINNER_PATH, DAY_1, DAY_2, KG_LIFTER_INFO as INFO, beginnerDay, lifterCalls } from "../testing/lifter.js";
import { DIALECTS, registerUser, useTestApp } from "../testing/test-app.js";

// A kg lifter (issue 22, decision 0063): the unit is chosen with User Info or the bar and plates,
// kept on the server, answered by /api/auth/me and the profile; the calls' bodies stay in pounds,
// and the next day's load steps and plates are kg ones.

const KG_DEFAULTS = { unit: "kg", bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };

describe.each(DIALECTS)("a kg lifter on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const squatOf = async (cookie: string, date: string): Promise<ExerciseRow> => {
    const { data } = await beginnerDay<ExerciseRow>(lifterCalls(t.app, cookie), date);
    const squat = data.find((r) => r.exercise_name === "Back Squat");
    if (!squat) throw new Error("no squat on the day");
    return squat;
  };

  it("is in pounds until they choose kg on User Info, then in kg with kg bar and plates", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await get("/api/auth/me", cookie)).json().user.weightUnit).toBe("lb");
    expect((await post("/api/add/user_info", INFO, cookie)).statusCode).toBe(200);
    expect((await get("/api/query/profile", cookie)).json().data.unit).toBe("lb");

    const res = await post("/api/add/user_info", { ...INFO, unit: "kg" }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get("/api/auth/me", cookie)).json().user.weightUnit).toBe("kg");
    const profile = (await get("/api/query/profile", cookie)).json().data;
    expect(profile).toMatchObject({ unit: "kg", weight: 154.3 });
    expect((await get("/api/query/equipment", cookie)).json().data).toEqual(KG_DEFAULTS);

    // Saving User Info again without a unit keeps kg; its bar and plates stay as chosen.
    expect((await post("/api/add/equipment", { ...KG_DEFAULTS, plates: [20, 10, 0.5] }, cookie)).statusCode).toBe(200);
    expect((await post("/api/add/user_info", INFO, cookie)).statusCode).toBe(200);
    expect((await get("/api/query/equipment", cookie)).json().data).toEqual({
      unit: "kg",
      bar: 20,
      plates: [20, 10, 0.5],
    });
    expect((await post("/api/add/user_info", { ...INFO, unit: "stone" }, cookie)).json().fields.unit).toBe(
      "must be lb or kg",
    );
  });

  it("switches to kg with the bar and plates, and back to pounds with a body that names none", async () => {
    const { cookie } = await registerUser(t.app);
    const saved = await post("/api/add/equipment", { unit: "kg", bar: 15, plates: [0.5, 25, 1.25] }, cookie);
    expect(saved.json()).toEqual({ ok: true, data: { unit: "kg", bar: 15, plates: [25, 1.25, 0.5] } });
    expect((await get("/api/auth/me", cookie)).json().user.weightUnit).toBe("kg");
    const refused = await post("/api/add/equipment", { unit: "kg", bar: 45, plates: [45] }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ bar: "must be one of 20 or 15 kg", "plates.0": expect.any(String) });
    expect((await post("/api/add/equipment", { bar: 45, plates: [45, 25] }, cookie)).statusCode).toBe(200);
    expect((await get("/api/auth/me", cookie)).json().user.weightUnit).toBe("lb");
  });

  it("keeps a kg lifter's next day in kg when it is read again after a saved set (decision 0065)", async () => {
    const { cookie, id } = await registerUser(t.app);
    expect((await post("/api/add/user_info", { ...INFO, unit: "kg" }, cookie)).statusCode).toBe(200);
    const day1 = await squatOf(cookie, DAY_1);
    const body = { exerciseId: day1.exerciseId, exercise_name: day1.exercise_name, actualReps: 5, actualRpe: 8 };
    const logged = await post(
      `/api/add/addUserExerciseData/${BEGINNER_PATH}`,
      { ...body, weight: 220.46, date: DAY_1 },
      cookie,
    );
    expect(logged.statusCode, logged.body).toBe(200);
    // The first ask of day 2 remembers it; the second is the answer kept.
    await squatOf(cookie, DAY_2);
    const squat = await squatOf(cookie, DAY_2);
    const set = { index: 1, exercise_name: squat.exercise_name, exerciseId: squat.exerciseId, reps: 5, rpe: 8 };
    const saved = await post(
      `/api/add/advAddUserExerciseData/${BEGINNER_PATH}`,
      { ...set, weight: 231.49, date: DAY_2 },
      cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.keptAnswers.refreshAfterWrite(id);
    expect((await squatOf(cookie, DAY_2)).plates).toEqual({
      unit: "kg",
      bar: 20,
      perSide: [25, 15, 2.5],
      loaded: 105,
      exact: true,
    });
  });

  it("logs 100 kg as pounds and suggests 105 kg on kg plates next time", async () => {
    const { cookie } = await registerUser(t.app);
    // A pound day read first: the answer kept for it must not outlive the change of unit.
    expect((await squatOf(cookie, DAY_1)).plates).toBeNull();
    expect((await post("/api/add/user_info", { ...INFO, unit: "kg" }, cookie)).statusCode).toBe(200);
    const squat = await squatOf(cookie, DAY_1);
    const body = { exerciseId: squat.exerciseId, exercise_name: squat.exercise_name, actualReps: 5, actualRpe: 8 };
    // 100 kg typed: the client sends 220.46 lb (decision 0063).
    const logged = await post(
      `/api/add/addUserExerciseData/${BEGINNER_PATH}`,
      { ...body, weight: 220.46, date: DAY_1 },
      cookie,
    );
    expect(logged.statusCode, logged.body).toBe(200);
    const next = await squatOf(cookie, DAY_2);
    // 105 kg is 231.49 lb; 20 kg bar, 25 + 15 + 2.5 kg a side.
    expect(next.weight).toBe(231.49);
    expect(next.plates).toEqual({ unit: "kg", bar: 20, perSide: [25, 15, 2.5], loaded: 105, exact: true });
    expect(next.plan.sets[0]?.last?.weight).toBe(220.46);

    // Back to pounds: the same 100 kg session steps 10 lb on pound plates, from what was logged.
    expect((await post("/api/add/user_info", { ...INFO, unit: "lb" }, cookie)).statusCode).toBe(200);
    const inPounds = await squatOf(cookie, DAY_2);
    expect(inPounds.weight).toBe(230);
    expect(inPounds.plates).toEqual({ bar: 45, perSide: [45, 45, 2.5], loaded: 230, exact: true });
  });
});
