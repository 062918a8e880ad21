import { addDays, weekStart } from "@ironpath/domain/coach/calendar";
import { describe, expect, it } from "vitest";
import { LIFTER_INFO, TODAY, holdToday } from "../../testing/lifter.js";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// 'Change Maintenance Calories' weighs averages against a threshold that knows the scale's noise
// (decision 0045): a steady lifter whose start reading was low is not asked to eat less.

holdToday();
const MONDAY = weekStart(addDays(TODAY, -7));
const START = addDays(MONDAY, -21);
const NOISE = [0.6, -0.2, -0.6, 0.3, 0.1, -0.4, 0.5];

describe.each(DIALECTS)("the maintenance dialog on %s", (dialect) => {
  const t = useTestApp(dialect);
  const call = (cookie: string, url: string, payload?: object) => callAs(t.app, cookie, url, payload);

  it("stays shut for a steady lifter whose start weigh-in read 2 lb low (the old check fired)", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/add/user_info", LIFTER_INFO);
    await call(cookie, "/api/query/maintenance_phase", { returnActivityLevel: 1.55, date: START });
    for (let d = 0; d <= 21; d++) {
      const saved = await call(cookie, "/api/query/submit_maintenance_calories_and_weight", {
        caloriesConsumed: 2763,
        bodyWeight: Math.round((182 + NOISE[d % 7]! - (d === 0 ? 2 : 0)) * 10) / 10,
        date: addDays(START, d),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const weights = (await call(cookie, `/api/query/retrieve_start_and_current_weight/${MONDAY}`)).json();
    // The trend sits over 1 lb above the start's one reading…
    expect(weights.data.trendWeight - weights.data.startWeight).toBeGreaterThan(1);
    // …but the weight has not moved: no dialog, and no calories taken off.
    expect(weights.data.offerMaintenanceChange).toBe(false);
    // …and the sentence under the target says so by the same rule, not 'above it' (decision 0114).
    expect(weights.data.standing).toBe("steady");
    expect(Math.abs(weights.data.driftLb)).toBeLessThan(1);
  });
  it("refuses junk on its calls in words, and shows one lifter's maintenance to nobody else", async () => {
    const { cookie } = await registerUser(t.app);
    await call(cookie, "/api/add/user_info", LIFTER_INFO);
    await call(cookie, "/api/query/maintenance_phase", { returnActivityLevel: 1.55, date: START });
    await call(cookie, "/api/query/submit_maintenance_calories_and_weight", {
      caloriesConsumed: 2763,
      bodyWeight: 182,
      date: START,
    });
    for (const junk of ["2026-13-40", "yesterday", "%00", "2026-02-30", "9".repeat(300)]) {
      for (const path of ["retrieve_start_and_current_weight", "maintenance_calories_and_rec_calories"]) {
        const refused = await call(cookie, `/api/query/${path}/${junk}`);
        expect(refused.statusCode, `${path}/${junk}`).toBeGreaterThanOrEqual(400);
        expect(refused.statusCode, `${path}/${junk}`).toBeLessThan(500);
        expect(refused.json().error, `${path}/${junk}`).toMatch(/\w+ \w+/);
      }
    }
    const other = await registerUser(t.app);
    await call(other.cookie, "/api/add/user_info", { ...LIFTER_INFO, weight: 150 });
    const theirs = await call(other.cookie, `/api/query/retrieve_start_and_current_weight/${MONDAY}`);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain("182");
    const mine = (await call(cookie, `/api/query/retrieve_start_and_current_weight/${MONDAY}`)).json();
    expect(mine.data).toMatchObject({ startWeight: 182, standing: "early", driftLb: null });
  });
});
