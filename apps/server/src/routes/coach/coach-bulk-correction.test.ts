import { addDays } from "@ironpath/domain/coach/calendar";
import { plannedChange } from "@ironpath/domain/coach/planned";
import { describe, expect, it } from "vitest";
import { LIFTER_INFO, TODAY, holdToday } from "../../testing/lifter.js";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// 'Today's calorie target' of a bulk: the learnt expenditure answers for a wrong formula, so a lifter
// gaining on plan sees no correction on top of it (decision 0044; issue 21's double correction).

holdToday();
const START = addDays(TODAY, -35);

describe.each(DIALECTS)("the bulk's corrected target on %s", (dialect) => {
  const t = useTestApp(dialect);

  const call = (cookie: string, url: string, payload?: object) => callAs(t.app, cookie, url, payload);

  async function bulker(off: (day: number) => number, calories: number): Promise<string> {
    const { cookie } = await registerUser(t.app);
    expect((await call(cookie, "/api/add/user_info", LIFTER_INFO)).statusCode).toBe(200);
    const bulk = { monthlyWeightGain: 2, returnActivityLevel: 1.55, date: START, dietAfterBulkWeeks: 16 };
    expect((await call(cookie, "/api/query/weightGain", bulk)).statusCode).toBe(200);
    for (let d = 0; d < 35; d++) {
      const bodyWeight = Math.round((180 + plannedChange("bulk", 2, d) + off(d) + (d % 2 ? 0.3 : -0.3)) * 10) / 10;
      const logged = await call(cookie, "/api/query/daily_calories_and_weight", {
        caloriesConsumed: calories,
        bodyWeight,
        date: addDays(START, d),
      });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    return cookie;
  }
  const adjusted = async (cookie: string) =>
    (await call(cookie, `/api/query/adjusted_daily_calorie_recommendation/${TODAY}`)).json().data;

  it("adds nothing for a bulker on plan whose expenditure is over the formula (was +250)", async () => {
    // They eat 300 kcal over the formula's 2,993 and gain just as planned.
    const cookie = await bulker(() => 0, 3293);
    const info = (await call(cookie, "/api/query/weight_gain_data")).json().data;
    expect(info.expenditure.fromLogs).toBe(true);
    expect(info.maintenance_calories).toBeGreaterThan(2763 + 100);
    expect(await adjusted(cookie)).toBe(info.bulk_calories);
  });

  it("takes at most 150 kcal off for a bulker persistently ahead of the line, leaving maintenance as it is", async () => {
    const cookie = await bulker((d) => (d >= 7 ? 3 : 0), 2993);
    const info = (await call(cookie, "/api/query/weight_gain_data")).json().data;
    const shown = await adjusted(cookie);
    expect(shown).toBeLessThan(info.bulk_calories);
    expect(info.bulk_calories - shown).toBeLessThanOrEqual(150);
    // 2 lb a month is +229.98 kcal; each figure is rounded down on its own, so 229 or 230 apart.
    expect([229, 230]).toContain(info.bulk_calories - info.maintenance_calories);
  });
});
