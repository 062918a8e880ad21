import { addDays } from "@ironpath/domain/coach/calendar";
import { describe, expect, it } from "vitest";
import { LIFTER_INFO, TODAY, holdToday } from "../../testing/lifter.js";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// Issue 21, items 5-9 through the calls: a typo held until confirmed, the floor said and drawn,
// expected with its range, and a verdict that says 'too early to tell' (decision 0059).

holdToday();

describe.each(DIALECTS)("the coach's honest figures on %s", (dialect) => {
  const t = useTestApp(dialect);

  const call = (cookie: string, url: string, payload?: object) => callAs(t.app, cookie, url, payload);
  const logLoss = (cookie: string, date: string, weight: number, extra: object = {}) =>
    call(cookie, "/api/query/add/stepsWalked/caloriesConsumed", {
      stepsWalked: 9000,
      caloriesConsumed: 2263,
      userBodyWeight: weight,
      currentDate: date,
      ...extra,
    });

  async function cutter(days: number, weeklyWeightLoss = 1, caloriesConsumed = 2263): Promise<string> {
    const { cookie } = await registerUser(t.app);
    expect((await call(cookie, "/api/add/user_info", LIFTER_INFO)).statusCode).toBe(200);
    const start = addDays(TODAY, -days);
    const started = await call(cookie, "/api/query/calculate_maintenance_calories", {
      weeklyWeightLoss,
      returnActivityLevel: 1.55,
      date: start,
    });
    expect(started.statusCode, started.body).toBe(200);
    for (let d = 0; d < days; d++) {
      const weight = Math.round((180 - d * 0.1 + (d % 2 ? 0.3 : -0.3)) * 10) / 10;
      const logged = await logLoss(cookie, addDays(start, d), weight, { caloriesConsumed });
      expect(logged.json()).toEqual({ ok: true });
    }
    return cookie;
  }
  const history = async (cookie: string) =>
    (await call(cookie, `/api/query/coach_history/${TODAY}`)).json().data as {
      date: string;
      weight: number | null;
      planned: number;
      weightQuestion: object | null;
    }[];
  const summary = async (cookie: string) =>
    (await call(cookie, `/api/query/planned_expected_actual_weight_loss/${TODAY}`)).json().data;

  it("holds a weight far off the trend out of the model until it is confirmed (item 8)", async () => {
    const cookie = await cutter(10);
    const before = await summary(cookie);
    const typo = await logLoss(cookie, TODAY, 197.5);
    expect(typo.statusCode, typo.body).toBe(200);
    expect(typo.json().weightQuestion).toMatchObject({ weight: 197.5, suggestion: 179.5 });
    expect(typo.json().weightQuestion.message).toContain("Did you mean 179.5 lbs?");
    // Not counted: the trend and the chart are as they were.
    expect((await summary(cookie)).trendWeight).toBe(before.trendWeight);
    const held = (await history(cookie)).find((d) => d.date === TODAY);
    expect(held).toMatchObject({ weight: null, weightQuestion: { weight: 197.5, suggestion: 179.5 } });
    // Confirmed: it counts.
    const confirmed = await logLoss(cookie, TODAY, 197.5, { confirmWeight: true });
    expect(confirmed.json()).toEqual({ ok: true });
    expect((await history(cookie)).find((d) => d.date === TODAY)?.weight).toBe(197.5);
  });

  it("asks about a first weigh-in far off User Info's weight, which it has no trend to weigh against", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/add/user_info", LIFTER_INFO);
    const start = addDays(TODAY, -1);
    await call(cookie, "/api/query/calculate_maintenance_calories", {
      weeklyWeightLoss: 1,
      returnActivityLevel: 1.55,
      date: start,
    });
    // 81.6 lb is 180 lb in kg typed as lb: held, not counted, until the lifter says which it was.
    const typo = await logLoss(cookie, start, 81.6);
    expect(typo.json().weightQuestion).toMatchObject({ weight: 81.6, suggestion: 179.9, fromUserInfo: true });
    expect(typo.json().weightQuestion.message).toContain("from the weight in your User Info (180 lbs)");
    const held = (await history(cookie)).find((d) => d.date === start);
    expect(held).toMatchObject({ weight: null, weightQuestion: { weight: 81.6, fromUserInfo: true } });
    // A first weigh-in of a body that changed since User Info (172 lb) counts at once.
    expect((await logLoss(cookie, start, 172)).json()).toEqual({ ok: true });
    // Once one counts, the trend is what a weigh-in is weighed against.
    expect((await logLoss(cookie, TODAY, 180)).json().weightQuestion).toMatchObject({ fromUserInfo: false });
  });

  it("still asks a held first weigh-in against User Info's weight once a later one counts", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/add/user_info", LIFTER_INFO);
    const start = addDays(TODAY, -2);
    await call(cookie, "/api/query/calculate_maintenance_calories", {
      weeklyWeightLoss: 1,
      returnActivityLevel: 1.55,
      date: start,
    });
    expect((await logLoss(cookie, start, 81.6)).json().weightQuestion).toMatchObject({ fromUserInfo: true });
    expect((await logLoss(cookie, addDays(start, 1), 176)).json()).toEqual({ ok: true });
    // History shows the question the save asked: against User Info's 180 lb, not the later 176.
    const held = (await history(cookie)).find((d) => d.date === start);
    expect(held?.weightQuestion).toMatchObject({ weight: 81.6, trendLb: 180, suggestion: 179.9, fromUserInfo: true });
    expect(JSON.stringify(held?.weightQuestion)).toContain("from the weight in your User Info (180 lbs)");
  });

  it("weighs each lifter's first weigh-in against their own User Info, and refuses junk in words", async () => {
    const start = addDays(TODAY, -1);
    const lifter = async (weight: number) => {
      const { cookie } = await registerUser(t.app);
      await call(cookie, "/api/add/user_info", { ...LIFTER_INFO, weight });
      await call(cookie, "/api/query/calculate_maintenance_calories", {
        weeklyWeightLoss: 1,
        returnActivityLevel: 1.55,
        date: start,
      });
      return cookie;
    };
    const light = await lifter(130);
    const heavy = await lifter(260);
    // 250 lb is near the heavy lifter's 260 and far off the light one's 130: one User Info each.
    expect((await logLoss(heavy, start, 250)).json()).toEqual({ ok: true });
    const asked = (await logLoss(light, start, 250)).json().weightQuestion;
    expect(asked).toMatchObject({ trendLb: 130, fromUserInfo: true });
    expect((await history(heavy)).find((d) => d.date === start)).toMatchObject({ weight: 250, weightQuestion: null });
    for (const junk of [0, -180, "abc", null, 1e308, "180lb"]) {
      const refused = await logLoss(light, TODAY, junk as number);
      expect(refused.statusCode, String(junk)).toBe(400);
      expect(refused.json().fields?.userBodyWeight, String(junk)).toMatch(/\w+ \w+/);
    }
    const confirm = await logLoss(light, TODAY, 180, { confirmWeight: "yes" });
    expect(confirm.statusCode).toBe(400);
  });

  it("asks a lifter who really lost 10 % three mornings, then counts their readings", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/add/user_info", LIFTER_INFO);
    const start = addDays(TODAY, -40);
    await call(cookie, "/api/query/calculate_maintenance_calories", {
      weeklyWeightLoss: 1,
      returnActivityLevel: 1.55,
      date: start,
    });
    for (let d = 0; d < 10; d++) expect((await logLoss(cookie, addDays(start, d), 180)).json()).toEqual({ ok: true });
    const asked: string[] = [];
    for (let d = 10; d >= 0; d--) {
      const date = addDays(TODAY, -d);
      const saved = (await logLoss(cookie, date, 162)).json();
      if (saved.weightQuestion) {
        asked.push(date);
        expect((await logLoss(cookie, date, 162, { confirmWeight: true })).json()).toEqual({ ok: true });
      }
    }
    expect(asked).toEqual([addDays(TODAY, -10), addDays(TODAY, -9), addDays(TODAY, -8)]);
    expect((await history(cookie)).filter((d) => d.weightQuestion !== null)).toEqual([]);
  });

  it("asks about a typo on the first weigh-in after two months without one", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/add/user_info", LIFTER_INFO);
    const start = addDays(TODAY, -90);
    await call(cookie, "/api/query/calculate_maintenance_calories", {
      weeklyWeightLoss: 1,
      returnActivityLevel: 1.55,
      date: start,
    });
    for (let d = 0; d < 10; d++) expect((await logLoss(cookie, addDays(start, d), 180)).json()).toEqual({ ok: true });
    // 81.6 is 180 lb in kg typed as lb: with no weigh-in in the 60 days the trend reads, nothing asked.
    const typo = (await logLoss(cookie, addDays(TODAY, -1), 81.6)).json();
    expect(typo.weightQuestion).toMatchObject({ weight: 81.6, suggestion: 179.9 });
    // The right weight the next morning is not asked about against the typo.
    expect((await logLoss(cookie, TODAY, 179.5)).json()).toEqual({ ok: true });
  });

  it("guesses a kg lifter's slip in the kilograms they typed, in kg words (decision 0119)", async () => {
    const { cookie } = await registerUser(t.app);
    // 176.4 lb is 80 kg; the calls carry pounds, the kg client converts at the edge.
    const info = await call(cookie, "/api/add/user_info", { ...LIFTER_INFO, weight: 176.4, unit: "kg" });
    expect(info.statusCode, info.body).toBe(200);
    const start = addDays(TODAY, -5);
    await call(cookie, "/api/query/calculate_maintenance_calories", {
      weeklyWeightLoss: 1,
      returnActivityLevel: 1.55,
      date: start,
    });
    // Their weight in pounds typed into the kg field: 176.4 kg is 388.89 lb. The guess is 80 kg.
    const pounds = (await logLoss(cookie, start, 388.89)).json().weightQuestion;
    expect(pounds).toMatchObject({ weight: 388.89, suggestion: 176.37, fromUserInfo: true });
    expect(pounds.message).toBe(
      "176.4 kg is 96.4 kg from the weight in your User Info (80 kg). Did you mean 80 kg? It counts once you confirm it.",
    );
    // 87.5 kg (192.9 lb) for four days, then 78.5 kg (173.06 lb): the kg digits swapped.
    for (let d = 1; d < 5; d++) expect((await logLoss(cookie, addDays(start, d), 192.9)).json()).toEqual({ ok: true });
    const swapped = (await logLoss(cookie, TODAY, 173.06)).json().weightQuestion;
    expect(swapped).toMatchObject({ weight: 173.06, suggestion: 192.9 });
    expect(swapped.message).toMatch(/^78\.5 kg is .* kg from your trend weight .* Did you mean 87\.5 kg\? /);
    const held = (await history(cookie)).find((d) => d.date === TODAY);
    expect(held).toMatchObject({ weight: null, weightQuestion: { weight: 173.06, suggestion: 192.9 } });
  });

  it("takes the weight the lifter meant in place of the typo", async () => {
    const cookie = await cutter(10);
    expect((await logLoss(cookie, TODAY, 197.5)).json().weightQuestion).toBeDefined();
    expect((await logLoss(cookie, TODAY, 179.5)).json()).toEqual({ ok: true });
    expect((await history(cookie)).find((d) => d.date === TODAY)?.weight).toBe(179.5);
  });

  it("asks on the bulk's and maintenance's logs too", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/add/user_info", LIFTER_INFO);
    const start = addDays(TODAY, -5);
    await call(cookie, "/api/query/maintenance_phase", { returnActivityLevel: 1.55, date: start });
    for (let d = 0; d < 5; d++) {
      const day = { caloriesConsumed: 2700, bodyWeight: 180, date: addDays(start, d) };
      expect((await call(cookie, "/api/query/submit_maintenance_calories_and_weight", day)).json()).toEqual({
        ok: true,
      });
    }
    const typo = await call(cookie, "/api/query/submit_maintenance_calories_and_weight", {
      caloriesConsumed: 2700,
      bodyWeight: 81.6,
      date: TODAY,
    });
    expect(typo.json().weightQuestion).toMatchObject({ weight: 81.6, suggestion: 179.9 });
  });

  it("gives expected with its range, and says too early to tell in week 1 (items 5, 6)", async () => {
    const cookie = await cutter(6);
    const s = await summary(cookie);
    expect(s.standing).toBe("early");
    expect(s.expectedRange.low).toBeLessThan(s.expectedWeightLoss);
    expect(s.expectedRange.high).toBeGreaterThan(s.expectedWeightLoss);
  });

  it("says when the floor binds and draws the plan it allows (item 9)", async () => {
    // Eats 1,900 and loses only the 0.1 lb a day of the logs: the learnt expenditure falls until
    // 1.75 lb a week (875 kcal) would take the target under resting energy.
    const fresh = await cutter(3, 1.75, 1900);
    expect((await call(fresh, "/api/query/user_weight_loss_info")).json().data.floor).toBeNull();
    const cookie = await cutter(35, 1.75, 1900);
    const info = (await call(cookie, "/api/query/user_weight_loss_info")).json().data;
    expect(info.expenditure.fromLogs).toBe(true);
    expect(info.floor).toContain("your resting energy");
    expect(info.floor).toContain("not the 1.75 lb you chose");
    const s = await summary(cookie);
    expect(s.plannedWeightLoss).toBeLessThan(1.75 * 5 - 1);
    // The chart's planned line is the one the floor allows.
    const line = await history(cookie);
    const drop = line[0]!.planned - line.at(-1)!.planned;
    expect(drop).toBeLessThan((1.75 * 34) / 7 - 1);
    expect(drop).toBeCloseTo((s.plannedWeightLoss * 34) / 35, 1);
  });
});

describe.each(DIALECTS)("a phase started on a past date on %s", (dialect) => {
  const t = useTestApp(dialect);
  const call = (cookie: string, url: string, payload?: object) => callAs(t.app, cookie, url, payload);

  it("lets yesterday be logged, and refuses a start before the running phase's (item 10)", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/add/user_info", LIFTER_INFO);
    const yesterday = addDays(TODAY, -1);
    const cut = { weeklyWeightLoss: 1, returnActivityLevel: 1.55, date: yesterday };
    expect((await call(cookie, "/api/query/calculate_maintenance_calories", cut)).statusCode).toBe(200);
    const missed = await call(cookie, "/api/query/add_missed_calories_and_steps", {
      missedSteps: 8000,
      missedCalories: 2263,
      missedWeight: 180,
      date: yesterday,
    });
    expect(missed.json()).toEqual({ ok: true });
    const earlier = await call(cookie, "/api/query/maintenance_phase", {
      returnActivityLevel: 1.55,
      date: addDays(TODAY, -2),
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().fields.date).toMatch(/^The date is before your current phase started/);
  });
});
