import { addDays } from "@ironpath/domain/coach/calendar";
import { describe, expect, it } from "vitest";
import { LIFTER_INFO, TODAY } from "../testing/lifter.js";
import { callAs, DIALECTS, registerUser, useTestApp } from "../testing/test-app.js";

// A date in a coach call's path is the client's: it must never decide how much work the call does
// (a far-future date once held the event loop for 10 s and a gigabyte). Decision 0033.

const START = {
  cut: ["/api/query/calculate_maintenance_calories", { weeklyWeightLoss: 1, returnActivityLevel: 1.55 }],
  bulk: ["/api/query/weightGain", { monthlyWeightGain: 2, returnActivityLevel: 1.55, dietAfterBulkWeeks: 16 }],
  maintain: ["/api/query/maintenance_phase", { returnActivityLevel: 1.55 }],
} as const;
const READS = {
  cut: ["planned_expected_actual_weight_loss", "coach_history"],
  bulk: ["planned_expected_actual", "adjusted_daily_calorie_recommendation", "coach_history"],
  maintain: ["maintenance_calories_and_rec_calories", "retrieve_start_and_current_weight", "coach_history"],
};
const BEGINNER = "Beginner Linear Progression 3-Day";
const SET = { index: 0, exercise_name: "Back Squat", rpe: 8, reps: 5, weight: 100 };
const FAR = ["2100-01-01", "9999-12-31", addDays(TODAY, 2)];

describe.each(DIALECTS)("the dates a lifter names, on %s", (dialect) => {
  const t = useTestApp(dialect);

  const lifter = async () => {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    expect((await call("/api/add/user_info", LIFTER_INFO)).statusCode).toBe(200);
    return call;
  };

  it.each(Object.keys(READS) as (keyof typeof READS)[])(
    "refuses a %s read dated in the future in words",
    async (kind) => {
      const call = await lifter();
      const [url, body] = START[kind];
      expect((await call(url, { ...body, date: TODAY })).statusCode).toBe(200);
      for (const read of READS[kind]) {
        for (const date of FAR) {
          const answer = await call(`/api/query/${read}/${date}`);
          expect(answer.statusCode, `${read}/${date}`).toBe(400);
          expect(answer.json()).toEqual({
            error: `date ${date} is in the future`,
            fields: { date: "is in the future" },
          });
        }
        expect((await call(`/api/query/${read}/${TODAY}`)).statusCode, read).toBe(200);
      }
    },
  );

  it("answers a date before the phase began as of its first day", async () => {
    const call = await lifter();
    const start = addDays(TODAY, -20);
    expect((await call(START.cut[0], { ...START.cut[1], date: start })).statusCode).toBe(200);
    const asOfStart = (await call(`/api/query/planned_expected_actual_weight_loss/${start}`)).json();
    expect(asOfStart.data.plannedWeightLoss).toBe(0);
    for (const date of ["1970-01-01", addDays(start, -1)]) {
      expect((await call(`/api/query/planned_expected_actual_weight_loss/${date}`)).json()).toEqual(asOfStart);
    }
  });

  it("refuses a date before 1970 anywhere a lifter names one: a set, a coach day, a reading", async () => {
    const call = await lifter();
    expect((await call("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER })).statusCode).toBe(200);
    for (const date of ["0000-01-01", "1969-12-31"]) {
      const answers = [
        await call(`/api/query/coach_history/${date}`),
        await call(`/api/add/advAddUserExerciseData/${encodeURIComponent(BEGINNER)}`, { ...SET, date }),
        await call("/api/query/daily_calories_and_weight", { caloriesConsumed: 2500, bodyWeight: 180, date }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().error).toMatch(/must be on or after 1970-01-01/);
      }
    }
  });

  it("starts a phase on a past day up to a year back, and refuses earlier in words", async () => {
    const call = await lifter();
    const tooEarly = await call(START.maintain[0], { ...START.maintain[1], date: addDays(TODAY, -400) });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().fields).toEqual({ date: "is more than a year ago" });
    expect((await call(START.maintain[0], { ...START.maintain[1], date: addDays(TODAY, -300) })).statusCode).toBe(200);
  });
});
