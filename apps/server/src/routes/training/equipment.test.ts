import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { describe, expect, it } from "vitest";
import { countingApp, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// The lifter's bar and plates (issue 11): saved in the profile, they make the next day's plates
// per side and warm-up ramp; the defaults are a 45 lb bar and 45, 35, 25, 10, 5 and 2.5 lb plates.
// Nobody's settings move anybody else's card, and the next day reads them at no extra statement.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const DAY_1 = "2026-03-02";
const DAY_2 = "2026-03-04";
const DEFAULTS = { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] };

describe.each(DIALECTS)("the lifter's bar and plates on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const save = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/add/equipment",
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });
  const equipment = async (cookie: string) => {
    const res = await get("/api/query/equipment", cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const squatOf = async (cookie: string, date = DAY_2): Promise<ExerciseRow> => {
    const res = await get(`/api/query/nextExerciseDay/${date}/${enc(BEGINNER)}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const squat = (res.json().data as ExerciseRow[]).find((r) => r.exercise_name === "Back Squat");
    if (!squat) throw new Error("no squat on the day");
    return squat;
  };
  /** A lifter whose day 1 squat went to plan at `weight`: day 2 suggests `weight` + 10. */
  const lifterWhoSquatted = async (weight: number) => {
    const user = await registerUser(t.app);
    const squat = await squatOf(user.cookie, DAY_1);
    const body = { exerciseId: squat.exerciseId, exercise_name: squat.exercise_name, actualReps: 5, actualRpe: 8 };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/add/addUserExerciseData/${enc(BEGINNER)}`,
      payload: { ...body, weight, date: DAY_1 },
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return user;
  };

  it("starts every lifter on a 45 lb bar and the standard plates; signed out is 401", async () => {
    const { cookie } = await registerUser(t.app);
    expect(await equipment(cookie)).toEqual(DEFAULTS);
    expect((await get("/api/query/equipment")).statusCode).toBe(401);
    expect((await save(DEFAULTS)).statusCode).toBe(401);
  });

  it("saves a bar and plates, heaviest first, and answers them from then on", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await save({ bar: 35, plates: [2.5, 25, 10, 35, 5] }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { bar: 35, plates: [35, 25, 10, 5, 2.5] } });
    expect(await equipment(cookie)).toEqual({ bar: 35, plates: [35, 25, 10, 5, 2.5] });
    expect((await save({ bar: 15, plates: [1.25] }, cookie)).statusCode).toBe(200);
    expect(await equipment(cookie)).toEqual({ bar: 15, plates: [1.25] });
  });

  it("loads the next day's squat on the lifter's 35 lb bar, the warm-ups from it", async () => {
    const { cookie } = await lifterWhoSquatted(225);
    const before = await squatOf(cookie);
    expect(before.weight).toBe(235);
    expect(before.plates).toEqual({ bar: 45, perSide: [45, 45, 5], loaded: 235, exact: true });
    expect(before.plan.warmUps.map((w) => w.weight)).toEqual([45, 105, 170]);

    expect((await save({ ...DEFAULTS, bar: 35 }, cookie)).statusCode).toBe(200);
    const after = await squatOf(cookie);
    expect(after.weight).toBe(235);
    expect(after.plates).toEqual({ bar: 35, perSide: [45, 45, 10], loaded: 235, exact: true });
    expect(after.plan.warmUps[0]).toEqual({ weight: 35, reps: 5 });
    expect(after.plan.warmUps.map((w) => w.weight)).toEqual([35, 100, 165]);
    // A chosen day is planned with the same bar.
    const chosen = await get(`/api/query/exercises/${enc(BEGINNER)}/1/1/2`, cookie);
    const squat = (chosen.json().data as ExerciseRow[]).find((r) => r.exercise_name === "Back Squat");
    expect(squat?.plates).toMatchObject({ bar: 35, perSide: [45, 45, 10] });
  });

  it("makes 135 as 35 + 10 a side without 45s, and climbs 10 lb at a time without 2.5s", async () => {
    const { cookie } = await lifterWhoSquatted(125);
    expect((await squatOf(cookie)).plates).toEqual({ bar: 45, perSide: [45], loaded: 135, exact: true });
    expect((await save({ bar: 45, plates: [35, 25, 10, 5, 2.5] }, cookie)).statusCode).toBe(200);
    expect((await squatOf(cookie)).plates).toEqual({ bar: 45, perSide: [35, 10], loaded: 135, exact: true });

    const heavier = await lifterWhoSquatted(225);
    expect((await save({ bar: 45, plates: [35, 25, 10, 5] }, heavier.cookie)).statusCode).toBe(200);
    const squat = await squatOf(heavier.cookie);
    expect(squat.plates).toEqual({ bar: 45, perSide: [35, 35, 25], loaded: 235, exact: true });
    expect(squat.plan.warmUps.map((w) => w.weight)).toEqual([45, 105, 165]);
  });

  it("says when the plates cannot make the load: the nearest lighter loading", async () => {
    const { cookie } = await lifterWhoSquatted(225);
    // 235 is 45 + 2 × (45 + 25 + 25) with 45s and 25s (decision 0063's plate search); with 45s alone it cannot be made.
    expect((await save({ bar: 45, plates: [45, 25] }, cookie)).statusCode).toBe(200);
    expect((await squatOf(cookie)).plates).toEqual({ bar: 45, perSide: [45, 25, 25], loaded: 235, exact: true });
    expect((await save({ bar: 45, plates: [45] }, cookie)).statusCode).toBe(200);
    expect((await squatOf(cookie)).plates).toEqual({ bar: 45, perSide: [45, 45], loaded: 225, exact: false });
  });

  it("never lets one lifter's bar and plates move another's card", async () => {
    const a = await lifterWhoSquatted(225);
    const b = await lifterWhoSquatted(225);
    expect((await save({ bar: 35, plates: [35, 25, 10, 5, 2.5] }, b.cookie)).statusCode).toBe(200);
    expect((await squatOf(b.cookie)).plates).toMatchObject({ bar: 35, perSide: [35, 35, 25, 5] });
    expect(await equipment(a.cookie)).toEqual(DEFAULTS);
    const squat = await squatOf(a.cookie);
    expect(squat.plates).toEqual({ bar: 45, perSide: [45, 45, 5], loaded: 235, exact: true });
    expect(squat.plan.warmUps[0]?.weight).toBe(45);
  });

  it("refuses in words a bar or plates it does not offer, and keeps what was saved", async () => {
    const { cookie } = await registerUser(t.app);
    const saved = { bar: 35, plates: [45, 10] };
    expect((await save(saved, cookie)).statusCode).toBe(200);
    const refusals: [unknown, string, string][] = [
      [{ bar: 40, plates: [45] }, "bar", "must be one of 45, 35, 33, 25 or 15 lb"],
      [{ bar: "45", plates: [45] }, "bar", "must be one of 45, 35, 33, 25 or 15 lb"],
      [{ bar: 45, plates: [] }, "plates", "must name at least one plate"],
      [{ bar: 45, plates: [45, 20] }, "plates.1", "must each be one of 55, 45, 35, 25, 10, 5, 2.5 or 1.25 lb"],
      [{ bar: 45, plates: [45, 45] }, "plates", "must name each plate once"],
      [{ bar: 45 }, "plates", "must be a list of plates"],
      [{ bar: 45, plates: "45" }, "plates", "must be a list of plates"],
    ];
    for (const [body, field, words] of refusals) {
      const res = await save(body, cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(res.json())).toBe(words);
      expect(res.json().error).toContain(words);
    }
    expect((await save({ ...saved, collars: 2.5 }, cookie)).statusCode).toBe(400);
    expect(await equipment(cookie)).toEqual(saved);
  });

  it("costs the next day no statement: the session check reads the bar and plates", async () => {
    const plain = await lifterWhoSquatted(225);
    const own = await lifterWhoSquatted(225);
    expect((await save({ bar: 33, plates: [55, 35, 10, 1.25] }, own.cookie)).statusCode).toBe(200);
    const counted = await countingApp(t.db);
    try {
      const count = async (cookie: string) => {
        const ask = () =>
          counted.app.inject({ url: `/api/query/nextExerciseDay/${DAY_2}/${enc(BEGINNER)}`, headers: { cookie } });
        await ask();
        counted.reset();
        const res = await ask();
        expect(res.statusCode).toBe(200);
        return counted.statements();
      };
      expect(await count(own.cookie)).toBe(await count(plain.cookie));
      counted.reset();
      expect(
        (await counted.app.inject({ url: "/api/query/equipment", headers: { cookie: own.cookie } })).json(),
      ).toEqual({
        data: { bar: 33, plates: [55, 35, 10, 1.25] },
      });
      // The session check alone.
      expect(counted.statements()).toBe(1);
    } finally {
      await counted.app.close();
    }
  });
});
