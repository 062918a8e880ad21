import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { describe, expect, it } from "vitest";
import {
  BEGINNER_PATH,
  DAY_1,
  DAY_2,
  KG_LIFTER_INFO as INFO,
  beginnerDay,
  lifterCalls,
  logDayOne as logBeginnerDayOne,
} from "../../testing/lifter.js";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// Mixed-unit gyms (issue 22, decision 0081): one exercise in a unit of its own. Its next load is
// planned in that unit (steps, bar and plates), its row says the unit, its sets stay pounds on the
// wire; the lifter's other exercises keep the lifter's unit.

describe.each(DIALECTS)("an exercise in its own unit on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const rowsOf = async (cookie: string, date: string) =>
    (await beginnerDay<ExerciseRow>(lifterCalls(t.app, cookie), date)).data;
  const rowOf = async (cookie: string, date: string, name: string) => {
    const row = (await rowsOf(cookie, date)).find((r) => r.exercise_name === name);
    if (!row) throw new Error(`no ${name} on the day`);
    return row;
  };
  const logDayOne = (cookie: string, weights: Record<string, number>) =>
    logBeginnerDayOne(lifterCalls(t.app, cookie), weights);
  const setUnit = (cookie: string, exercise_name: string, unit: "lb" | "kg" | null) =>
    post("/api/add/exercise_unit", { exercise_name, unit }, cookie);

  it("plans a kg lifter's lb squat in pounds on pound plates, and the rest in kg", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post("/api/add/user_info", { ...INFO, unit: "kg" }, cookie)).statusCode).toBe(200);
    // 225 lb squat; 100 kg (220.46 lb) on the rest.
    await logDayOne(cookie, { "Back Squat": 225 });
    const saved = await setUnit(cookie, "Back Squat", "lb");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ok: true, data: { exercise_name: "Back Squat", unit: "lb" } });

    const rows = await rowsOf(cookie, DAY_2);
    const squat = rows.find((r) => r.exercise_name === "Back Squat");
    // The product's 10 lb lower-body step on a 45 lb bar: 235 lb, 45 + 45 + 5 a side.
    expect(squat).toMatchObject({ unit: "lb", weight: 235 });
    expect(squat?.plates).toEqual({ bar: 45, perSide: [45, 45, 5], loaded: 235, exact: true });
    // The lifter's other exercises carry no unit of their own: they are in the lifter's kg.
    const others = rows.filter((r) => r.exercise_name !== "Back Squat");
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((r) => "unit" in r)).toEqual([]);

    // Given back the lifter's unit: the same 225 lb session steps 5 kg on kg plates.
    expect((await setUnit(cookie, "Back Squat", null)).json().data.unit).toBeNull();
    const inKg = await rowOf(cookie, DAY_2, "Back Squat");
    expect(inKg.unit).toBeUndefined();
    // 225 lb is 102.06 kg; + 5 kg, rounded down to 2.5 kg: 105 kg, 231.49 lb on the wire.
    expect(inKg.weight).toBe(231.49);
    expect(inKg.plates).toEqual({ unit: "kg", bar: 20, perSide: [25, 15, 2.5], loaded: 105, exact: true });
  });

  it("plans a pound lifter's kg squat on kg plates with a 5 kg step, from pounds logged", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post("/api/add/user_info", INFO, cookie)).statusCode).toBe(200);
    // 100 kg typed on the kg card: 220.46 lb on the wire, as decision 0063 sends it.
    await logDayOne(cookie, { "Back Squat": 220.46 });
    expect((await setUnit(cookie, "Back Squat", "kg")).statusCode).toBe(200);
    const squat = await rowOf(cookie, DAY_2, "Back Squat");
    expect(squat.unit).toBe("kg");
    expect(squat.weight).toBe(231.49);
    expect(squat.plates).toEqual({ unit: "kg", bar: 20, perSide: [25, 15, 2.5], loaded: 105, exact: true });
    // Last time as logged, in pounds: the card shows it back in kg as typed (100).
    expect(squat.plan.sets[0]?.last?.weight).toBe(220.46);
  });

  it("shows History, the finish screen and the exports of that exercise in its unit", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post("/api/add/user_info", { ...INFO, unit: "kg" }, cookie)).statusCode).toBe(200);
    expect((await setUnit(cookie, "Back Squat", "lb")).statusCode).toBe(200);
    // 225 lb squat typed on its lb card; 95 lb on the rest. Then 235 lb on day 2: a record.
    await logDayOne(cookie, { "Back Squat": 225 });
    const squat = await rowOf(cookie, DAY_2, "Back Squat");
    const body = { exerciseId: squat.exerciseId, exercise_name: "Back Squat", actualReps: 5, actualRpe: 8 };
    const logged = await post(
      `/api/add/addUserExerciseData/${BEGINNER_PATH}`,
      { ...body, weight: 235, date: DAY_2 },
      cookie,
    );
    expect(logged.statusCode, logged.body).toBe(200);
    const history = (await get("/api/history/sessions", cookie)).json();
    const sets = history.sessions.flatMap((day: { sets: object[] }) => day.sets) as {
      exercise: string;
      unit?: string;
    }[];
    expect(sets.find((s) => s.exercise === "Back Squat")?.unit).toBe("lb");
    expect(sets.filter((s) => s.exercise !== "Back Squat").every((s) => s.unit === undefined)).toBe(true);

    const lifts = (await get("/api/history/lifts", cookie)).json().lifts as { name: string; unit?: string }[];
    expect(lifts.find((l) => l.name === "Back Squat")?.unit).toBe("lb");
    expect(lifts.filter((l) => l.name !== "Back Squat" && l.unit !== undefined)).toEqual([]);

    const summary = (await get(`/api/query/day-summary/${BEGINNER_PATH}/1/1/2`, cookie)).json();
    const squatRecords = summary.records.filter((r: { exercise_name: string }) => r.exercise_name === "Back Squat");
    expect(squatRecords.length).toBeGreaterThan(0);
    for (const r of squatRecords) expect(r.unit).toBe("lb");

    const everything = (await get("/api/export/everything", cookie)).json();
    expect(everything.account.exerciseUnits).toEqual([{ exercise: "Back Squat", unit: "lb" }]);
    const csv = (await get("/api/export/sets", cookie)).body.trim().split(/\r?\n/);
    const header = csv[0]?.split(",") ?? [];
    const [weight, unit] = [header.indexOf("weight"), header.indexOf("unit")];
    const cells = (name: string) =>
      csv.filter((l) => l.includes(name)).map((l) => l.split(",").slice(weight, unit + 1));
    // As typed on each card: the squat in lb, a kg exercise in kg.
    expect(cells("Back Squat")).toContainEqual(["225", "lb"]);
    expect(cells("Back Squat")).toContainEqual(["235", "lb"]);
    expect(cells("Bench Press")).toContainEqual(["43.09", "kg"]);
  });

  it("gives a kg exercise's warm-ups in History its unit, and names it beside the finish screen's volume", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post("/api/add/user_info", INFO, cookie)).statusCode).toBe(200);
    expect((await setUnit(cookie, "Back Squat", "kg")).statusCode).toBe(200);
    // 100 kg squat (220.46 lb on the wire), 95 lb the rest; a 20 kg warm-up of the squat, 45 lb of the bench.
    const rows = await rowsOf(cookie, DAY_1);
    await logDayOne(cookie, { "Back Squat": 220.46 });
    const warmUp = async (name: string, weight: number) => {
      const row = rows.find((r) => r.exercise_name === name);
      const res = await post(
        `/api/add/userWarmUpSet/${BEGINNER_PATH}`,
        { exerciseId: row?.exerciseId, index: 0, reps: 10, weight, date: DAY_1 },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await warmUp("Back Squat", 44.09);
    await warmUp("Barbell Bench Press", 45);

    const [session] = (await get("/api/history/sessions", cookie)).json().sessions;
    expect(session.warmUps).toEqual([
      { exercise: "Back Squat", set: 1, reps: 10, weight: 44.09, unit: "kg" },
      { exercise: "Barbell Bench Press", set: 1, reps: 10, weight: 45 },
    ]);

    const summary = (await get(`/api/query/day-summary/${BEGINNER_PATH}/1/1/1`, cookie)).json();
    // Only the squat has a unit of its own: the screen says it is in the volume converted.
    expect(summary.volumeUnits).toEqual([{ exercise_name: "Back Squat", unit: "kg" }]);
    // The volume stays one sum of pounds: the same day of a lifter with no unit of their own gives it.
    const plain = (await registerUser(t.app)).cookie;
    expect((await post("/api/add/user_info", INFO, plain)).statusCode).toBe(200);
    await logDayOne(plain, { "Back Squat": 220.46 });
    const same = (await get(`/api/query/day-summary/${BEGINNER_PATH}/1/1/1`, plain)).json();
    expect(same.volumeUnits).toEqual([]);
    expect(summary.volume).toBeGreaterThan(0);
    expect(summary.volume).toBe(same.volume);
  });

  it("takes the lifter's own exercise, never another lifter's, and refuses in words", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const made = await post(
      "/api/add/exercises-with-tags",
      { exercise_name: "Cable Fly", muscle_name: "Chest" },
      owner.cookie,
    );
    expect(made.statusCode, made.body).toBe(201);
    expect((await setUnit(owner.cookie, "Cable Fly", "lb")).statusCode).toBe(200);

    const unseen = await setUnit(other.cookie, "Cable Fly", "kg");
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().error).toBe("No exercise named Cable Fly");
    const wrongUnit = await post(
      "/api/add/exercise_unit",
      { exercise_name: "Back Squat", unit: "stone" },
      owner.cookie,
    );
    expect(wrongUnit.statusCode).toBe(400);
    expect(wrongUnit.json().error).toContain("must be lb or kg");
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/add/exercise_unit",
      payload: { exercise_name: "Back Squat", unit: "kg" },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
