import { addDays } from "@ironpath/domain/coach/calendar";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import * as reasonsMarked from "../../db/migrations/2026-12-20-coach-reasons-marked.js";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// The goal screen for a kg lifter (issue 22, decision 0071): `?unit=kg` offers kg steps, and a
// goal call with `unit: "kg"` takes its rate in kg; a call without it is the product's pounds.

const INFO = { firstName: "Ana", lastName: "Nowak", gender: "male", weight: 180, heightFt: 5, heightIn: 10 };
const TODAY = new Date().toISOString().slice(0, 10);

describe.each(DIALECTS)("a kg lifter's goals on %s", (dialect) => {
  const t = useTestApp(dialect);

  const call = (cookie: string, url: string, payload?: object) => callAs(t.app, cookie, url, payload);
  const lifter = async () => {
    const { cookie } = await registerUser(t.app);
    const info = { ...INFO, age: 30, yearsLifting: 3, unit: "kg" };
    expect((await call(cookie, "/api/add/user_info", info)).statusCode).toBe(200);
    return cookie;
  };
  const values = (choices: { value: number; recommended: boolean }[], recommended = false) =>
    choices.filter((c) => !recommended || c.recommended).map((c) => c.value);

  it("offers kg steps when asked in kg, and the product's pound steps otherwise", async () => {
    const cookie = await lifter();
    const kg = (await call(cookie, "/api/query/weightloss_or_gain_per_week/weight_loss?unit=kg")).json().data;
    expect(values(kg)).toEqual([0.25, 0.5, 0.75, 1]);
    // 180 lb (81.65 kg): 0.5-1 % a week is 0.41-0.82 kg.
    expect(values(kg, true)).toEqual([0.5, 0.75]);
    // The forecast in kg to 0.1 kg, no pound in it (decision 0081): 0.5 kg a week for 12 weeks is at most 6 kg.
    expect(Object.keys(kg[1].expected12Weeks)).toEqual(["kg", "low", "high"]);
    expect(kg[1].expected12Weeks.kg).toBeLessThan(6);
    expect(kg[1].expected12Weeks.kg).toBeGreaterThan(3);
    expect(Math.round(kg[1].expected12Weeks.kg * 10) / 10).toBe(kg[1].expected12Weeks.kg);
    const gain = (await call(cookie, "/api/query/weightloss_or_gain_per_week/weight_gain?unit=kg")).json().data;
    expect(values(gain, true)).toEqual([1, 1.25, 1.5, 1.75]);
    const lb = (await call(cookie, "/api/query/weightloss_or_gain_per_week/weight_loss")).json().data;
    expect(values(lb)).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    const bad = await call(cookie, "/api/query/weightloss_or_gain_per_week/weight_loss?unit=stone");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/unit/);
  });

  it("starts a cut at 0.75 kg a week: 1.65 lb's deficit, and refuses over 1 kg in words", async () => {
    const cookie = await lifter();
    const body = { weeklyWeightLoss: 0.75, returnActivityLevel: 1.55, date: TODAY };
    const tooFast = await call(cookie, "/api/query/calculate_maintenance_calories", {
      ...body,
      weeklyWeightLoss: 1.5,
      unit: "kg",
    });
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().fields).toEqual({ weeklyWeightLoss: "must be at most 1 (kg)" });
    const started = await call(cookie, "/api/query/calculate_maintenance_calories", { ...body, unit: "kg" });
    expect(started.statusCode, started.body).toBe(200);
    const { maintenance_calories: maintenance, target_calories: target } = started.json();
    // 0.75 kg is 1.65 lb: 500 kcal a day per lb a week (docs/coach-model.md section 8).
    expect(maintenance - target).toBeGreaterThanOrEqual(824);
    expect(maintenance - target).toBeLessThanOrEqual(826);
  });

  it("starts a bulk at 3.5 kg a month and warns in kg, never in lb", async () => {
    const cookie = await lifter();
    const started = await call(cookie, "/api/query/weightGain", {
      monthlyWeightGain: 3.5,
      returnActivityLevel: 1.55,
      date: TODAY,
      dietAfterBulkWeeks: 16,
      unit: "kg",
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().warnings).toEqual([
      "Gaining 3.5 kg a month is more than 0.5 % of your body weight a week; more of it will be fat.",
    ]);
  });

  it("says why the target changed in kg after a kg lifter's 'Decrease Calories' (decision 0081)", async () => {
    const cookie = await lifter();
    const start = addDays(TODAY, -14);
    const cut = { weeklyWeightLoss: 0.5, returnActivityLevel: 1.55, date: start, unit: "kg" };
    expect((await call(cookie, "/api/query/calculate_maintenance_calories", cut)).statusCode).toBe(200);
    for (let d = 0; d <= 14; d++) {
      const day = { stepsWalked: 8000, caloriesConsumed: 2263, userBodyWeight: 180, currentDate: addDays(start, d) };
      expect((await call(cookie, "/api/query/add/stepsWalked/caloriesConsumed", day)).statusCode).toBe(200);
    }
    const answer = {
      weightLossChangeSelection: "calories",
      expectedWeightLoss: 1,
      actualWeightLoss: 0,
      actlCaloriesAccuracy: false,
      date: TODAY,
    };
    expect((await call(cookie, "/api/query/change_calories_or_steps", answer)).statusCode).toBe(200);
    const reason = (await call(cookie, "/api/query/user_weight_loss_info")).json().data.change_reason as string;
    expect(reason).toMatch(/you chose 125 kcal a day less, because your trend is \d+\.\d\d kg down since /);
    expect(reason).not.toMatch(/\blbs?\b/);
  });

  // A cut of two weeks, 180 lb down to 178.6 lb, and its 'Decrease Calories' answered.
  const cutAnswered = async (cookie: string) => {
    const start = addDays(TODAY, -14);
    const cut = { weeklyWeightLoss: 1, returnActivityLevel: 1.55, date: start };
    expect((await call(cookie, "/api/query/calculate_maintenance_calories", cut)).statusCode).toBe(200);
    for (let d = 0; d <= 14; d++) {
      const weight = 180 - d * 0.1;
      const day = { stepsWalked: 8000, caloriesConsumed: 2263, userBodyWeight: weight, currentDate: addDays(start, d) };
      expect((await call(cookie, "/api/query/add/stepsWalked/caloriesConsumed", day)).statusCode).toBe(200);
    }
    const answer = { weightLossChangeSelection: "calories", expectedWeightLoss: 2, actualWeightLoss: 1, date: TODAY };
    const answered = await call(cookie, "/api/query/change_calories_or_steps", {
      ...answer,
      actlCaloriesAccuracy: false,
    });
    expect(answered.statusCode, answered.body).toBe(200);
  };
  const reasonNow = async (cookie: string) =>
    (await call(cookie, "/api/query/user_weight_loss_info")).json().data.change_reason as string;
  const amountOf = (reason: string, unit: string) =>
    Number(new RegExp(`your trend is (\\d+\\.\\d\\d) ${unit} down since`).exec(reason)?.[1]);

  it("rewords a reason answered in lb in kg once the lifter switches to kg, and back (decision 0088)", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await call(cookie, "/api/add/user_info", { ...INFO, age: 30, yearsLifting: 3 })).statusCode).toBe(200);
    await cutAnswered(cookie);
    const inPounds = await reasonNow(cookie);
    const lbs = amountOf(inPounds, "lb");
    expect(lbs).toBeGreaterThan(0);

    expect(
      (await call(cookie, "/api/add/user_info", { ...INFO, age: 30, yearsLifting: 3, unit: "kg" })).statusCode,
    ).toBe(200);
    const inKg = await reasonNow(cookie);
    expect(inKg).not.toMatch(/\blbs?\b/);
    expect(amountOf(inKg, "kg")).toBeCloseTo(lbs * 0.45359237, 2);
    // The JSON export words it in the lifter's unit too.
    const exported = (await t.app.inject({ method: "GET", url: "/api/export/everything", headers: { cookie } })).json();
    const kept = exported.coach.phases[0].changeReason;
    expect(kept).toMatch(/kg down since/);
    expect(inKg).toContain(kept);

    expect(
      (await call(cookie, "/api/add/user_info", { ...INFO, age: 30, yearsLifting: 3, unit: "lb" })).statusCode,
    ).toBe(200);
    expect(await reasonNow(cookie)).toBe(inPounds);
  });

  it("reads a reason kept in words before the marks in the lifter's unit now (migration 2026-12-20)", async () => {
    const { cookie, id } = await registerUser(t.app);
    expect((await call(cookie, "/api/add/user_info", { ...INFO, age: 30, yearsLifting: 3 })).statusCode).toBe(200);
    await cutAnswered(cookie);
    const inPounds = await reasonNow(cookie);
    const db = t.db.db as unknown as Kysely<unknown>;
    // As the row was kept before: in words, in pounds.
    await reasonsMarked.down(db);
    const kept = await t.db.db
      .selectFrom("coach_phases")
      .select("change_reason")
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(kept.change_reason).toMatch(/lb down since/);
    expect(inPounds).toContain(kept.change_reason);
    await reasonsMarked.up(db);

    expect(
      (await call(cookie, "/api/add/user_info", { ...INFO, age: 30, yearsLifting: 3, unit: "kg" })).statusCode,
    ).toBe(200);
    const inKg = await reasonNow(cookie);
    expect(inKg).toMatch(/your trend is \d+\.\d\d kg down since /);
    expect(inKg).not.toMatch(/\blbs?\b/);
  });
});
