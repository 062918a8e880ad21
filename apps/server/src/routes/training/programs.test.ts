import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

describe.each(DIALECTS)("creating exercises on %s", (dialect) => {
  const t = useTestApp(dialect);

  const create = (payload: object, cookie?: string) =>
    t.app.inject({ method: "POST", url: "/api/add/exercises-with-tags", payload, headers: cookie ? { cookie } : {} });
  const names = async (cookie?: string) =>
    (await t.app.inject({ url: "/api/query/exercises", headers: cookie ? { cookie } : {} }))
      .json()
      .data.map((e: { exercise_name: string }) => e.exercise_name);

  it("creates an exercise that only its creator sees in the catalogue", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await create({ exercise_name: "Zercher Good Morning", muscle_name: "Hamstrings" }, a.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ exercise_name: "Zercher Good Morning", muscle: "Hamstrings" });
    expect(await names(a.cookie)).toContain("Zercher Good Morning");
    expect(await names(b.cookie)).not.toContain("Zercher Good Morning");
    expect(await names()).not.toContain("Zercher Good Morning");
    // B may create their own with the same name.
    expect((await create({ exercise_name: "Zercher Good Morning", muscle_name: "Glutes" }, b.cookie)).statusCode).toBe(
      201,
    );
  });

  it("refuses a name that exists already, for that user, with 409", async () => {
    const { cookie } = await registerUser(t.app);
    const taken = await create({ exercise_name: "Back Squat", muscle_name: "Quadriceps" }, cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toContain("Back Squat");
  });

  it.each([
    [{ exercise_name: "", muscle_name: "Chest" }, "Exercise name is required."],
    [{ exercise_name: "bench press", muscle_name: "Chest" }, "Each word must start with a capital letter"],
    [{ exercise_name: "Drop Table", muscle_name: "Chest" }, "potentially harmful"],
    [{ exercise_name: "Press", muscle_name: "Wings" }, "must be one of"],
  ])("refuses %j with the rule's words", async (payload, words) => {
    const { cookie } = await registerUser(t.app);
    const res = await create(payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(words);
  });

  it("creates one exercise when the same request arrives several times at once", async () => {
    const { cookie } = await registerUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        create({ exercise_name: "Sandbag Bear Hug Walk", muscle_name: "Quadriceps" }, cookie),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await names(cookie)).filter((n: string) => n === "Sandbag Bear Hug Walk")).toHaveLength(1);
  });

  it("requires a session", async () => {
    expect((await create({ exercise_name: "Sled Push", muscle_name: "Quadriceps" })).statusCode).toBe(401);
  });
});
