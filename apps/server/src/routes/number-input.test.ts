import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../testing/test-app.js";
import { firstDaySet } from "../testing/first-day-set.js";

// Whole numbers are whole and decimals have the product's precision, checked exactly: a fraction a
// rounding tolerance would let through is a 400 that writes nothing, on both databases alike.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;

const INFO = {
  firstName: "Ana",
  lastName: "Lift",
  gender: "female",
  weight: 150,
  heightFt: 5,
  heightIn: 6,
  age: 30,
  yearsLifting: 3,
};

describe.each(DIALECTS)("numbers from the client on %s", (dialect) => {
  const t = useTestApp(dialect);

  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const performances = async (userId: string) =>
    (await t.db.db.selectFrom("performances").select("reps").where("user_id", "=", userId).execute()).length;
  const userInfo = (userId: string) =>
    t.db.db.selectFrom("user_info").selectAll().where("user_id", "=", userId).executeTakeFirst();

  function expectRefusal(res: { statusCode: number; json(): unknown }, field: string) {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; fields: Record<string, string> };
    expect(body.error).toEqual(expect.any(String));
    expect(Object.keys(body.fields)).toContain(field);
  }

  it("refuses fractional reps, set numbers and day numbers, and a weight finer than 2 decimals", async () => {
    const { cookie, id } = await registerUser(t.app);
    const day = (
      await t.app.inject({ url: `/api/query/nextExerciseDay/2025-11-21/${enc(BEGINNER)}`, headers: { cookie } })
    ).json();
    const row = day.data[0];
    const simple = `/api/add/addUserExerciseData/${enc(BEGINNER)}`;
    const good = { ...firstDaySet(row), date: "2025-11-21" };
    for (const [field, value] of [
      ["actualReps", 5.0000001],
      ["actualReps", "5.0000001"],
      ["actualReps", 1e-7],
      ["weight", 5e-324],
      ["weight", 135.001],
      ["actualRpe", 8.05],
      ["day", 1.0000001],
      ["actualReps", 1e21],
    ] as const) {
      expectRefusal(await post(simple, { ...good, [field]: value }, cookie), field);
    }
    const advanced = `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`;
    const set = { index: 0, exercise_name: row.exercise_name, rpe: 8, reps: 5, weight: 135, date: "2025-11-21" };
    for (const [field, value] of [
      ["index", 5.0000001],
      ["index", 1e-7],
      ["reps", 5.0000001],
      ["weight", 5e-324],
    ] as const) {
      expectRefusal(await post(advanced, { ...set, [field]: value }, cookie), field);
    }
    expect(await performances(id)).toBe(0);

    // The same calls with exact numbers are saved, so the refusals above are about the numbers.
    expect((await post(simple, { ...good, actualReps: "5.00" }, cookie)).statusCode).toBe(200);
    expect((await post(advanced, set, cookie)).statusCode).toBe(200);
    expect(await performances(id)).toBeGreaterThan(0);
  });

  it("refuses a fractional age or height in user info and writes nothing", async () => {
    const { cookie, id } = await registerUser(t.app);
    for (const [field, value] of [
      ["age", 30.5],
      ["age", "30.5"],
      ["heightIn", 1e-7],
      ["heightIn", 5e-324],
      ["heightFt", 5.0000001],
      ["weight", 150.05],
    ] as const) {
      expectRefusal(await post("/api/add/user_info", { ...INFO, [field]: value }, cookie), field);
    }
    expect(await userInfo(id)).toBeUndefined();
    expect((await t.app.inject({ url: "/api/query/profile", headers: { cookie } })).statusCode).toBe(404);

    expect((await post("/api/add/user_info", { ...INFO, heightIn: -0 }, cookie)).statusCode).toBe(200);
    const profile = (await t.app.inject({ url: "/api/query/profile", headers: { cookie } })).json().data;
    expect(profile).toMatchObject({ age: 30, height_ft: 5, height_in: 0, height: 60 });
  });
});
