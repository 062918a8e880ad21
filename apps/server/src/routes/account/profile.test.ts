import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

const INFO = {
  firstName: "Ana",
  lastName: "Lift",
  gender: "female",
  weight: "150.5",
  heightFt: "5",
  heightIn: "6",
  age: "30",
  yearsLifting: "3",
  deadlift1RM: "300",
  squat1RM: "250",
  bench1RM: "",
  overheadPress1RM: null,
};

describe.each(DIALECTS)("user info and profile on %s", (dialect) => {
  const t = useTestApp(dialect);

  const save = (payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url: "/api/add/user_info", payload, headers: { cookie } });
  const profile = (cookie?: string) => t.app.inject({ url: "/api/query/profile", headers: cookie ? { cookie } : {} });

  it("answers 404 before the form is filled and 401 without a session", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await profile(cookie)).statusCode).toBe(404);
    expect((await profile()).statusCode).toBe(401);
  });

  it("shows what the form saved, read-only, and saving again replaces it", async () => {
    const { cookie, email } = await registerUser(t.app);
    expect((await save(INFO, cookie)).statusCode).toBe(200);
    expect((await profile(cookie)).json()).toEqual({
      data: {
        age: 30,
        email,
        first_name: "Ana",
        height: 66,
        height_ft: 5,
        height_in: 6,
        height_cm: 167.6,
        last_name: "Lift",
        gender: "female",
        weight: 150.5,
        years_lifting: 3,
        oneRepMaxes: [
          { exercise: "Deadlift", weight: 300 },
          { exercise: "Squat", weight: 250 },
          { exercise: "Bench Press", weight: null },
          { exercise: "Overhead Press", weight: null },
        ],
        // Beside the product's fields: the lifter's unit (decision 0063), pounds until they choose.
        unit: "lb",
      },
    });
    await save({ ...INFO, weight: 148, bench1RM: 135 }, cookie);
    const again = (await profile(cookie)).json().data;
    expect(again.weight).toBe(148);
    expect(again.oneRepMaxes[2]).toEqual({ exercise: "Bench Press", weight: 135 });
  });

  it("never shows one user's profile to another", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await save(INFO, a.cookie);
    expect((await profile(b.cookie)).statusCode).toBe(404);
  });
});
