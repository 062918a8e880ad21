import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { describe, expect, it } from "vitest";
import { DAY_2, LIFTER_INFO as INFO, beginnerDay, lifterCalls, logDayOne } from "../../testing/lifter.js";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// Mixed-unit gyms (issue 22, decision 0081): an Ironpath export's `account.exerciseUnits` come back
// with its import, by the rules of POST /api/add/exercise_unit: an exercise the lifter can log, never
// another lifter's own; one with a unit here already keeps it; an unknown name is counted, not written.

describe.each(DIALECTS)("exercise units through an Ironpath export on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const rowsOf = async (cookie: string, date: string) =>
    (await beginnerDay<ExerciseRow>(lifterCalls(t.app, cookie), date)).data;
  const importFile = (json: string, cookie: string) => post("/api/import/everything", { json }, cookie);
  const setUnit = (cookie: string, exercise_name: string, unit: "lb" | "kg" | null) =>
    post("/api/add/exercise_unit", { exercise_name, unit }, cookie);

  /** A pound lifter's export whose Back Squat is in kg, with day 1 logged (100 kg squat, 95 lb the rest). */
  const exportWithKgSquat = async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post("/api/add/user_info", INFO, cookie)).statusCode).toBe(200);
    expect((await setUnit(cookie, "Back Squat", "kg")).statusCode).toBe(200);
    await logDayOne(lifterCalls(t.app, cookie), { "Back Squat": 220.46 });
    const file = (await get("/api/export/everything", cookie)).body;
    expect(JSON.parse(file).account.exerciseUnits).toEqual([{ exercise: "Back Squat", unit: "kg" }]);
    return file;
  };

  it("restores a kg exercise of a pound lifter's, so the day's plan shows it in kg; twice adds nothing", async () => {
    const file = await exportWithKgSquat();
    const fresh = (await registerUser(t.app)).cookie;
    const imported = await importFile(file, fresh);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ unit: "lb", exerciseUnits: { restored: 1, unknown: 0 } });

    const rows = await rowsOf(fresh, DAY_2);
    const squat = rows.find((r) => r.exercise_name === "Back Squat");
    // 100 kg logged, + 5 kg on kg plates: 105 kg, 231.49 lb on the wire.
    expect(squat).toMatchObject({ unit: "kg", weight: 231.49 });
    expect(squat?.plates).toMatchObject({ unit: "kg", bar: 20, loaded: 105 });
    expect(rows.filter((r) => r.exercise_name !== "Back Squat" && "unit" in r)).toEqual([]);

    const again = await importFile(file, fresh);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().exerciseUnits).toEqual({ restored: 0, unknown: 0 });
    const back = JSON.parse((await get("/api/export/everything", fresh)).body);
    expect(back.account.exerciseUnits).toEqual([{ exercise: "Back Squat", unit: "kg" }]);
  });

  it("keeps a unit the lifter gave here, and leaves out a name they cannot log, counted", async () => {
    const file = JSON.parse(await exportWithKgSquat());
    // Another lifter's own exercise is not one this lifter can log: its name is unknown here.
    const owner = (await registerUser(t.app)).cookie;
    const made = await post(
      "/api/add/exercises-with-tags",
      { exercise_name: "Sled Drag", muscle_name: "Quadriceps" },
      owner,
    );
    expect(made.statusCode, made.body).toBe(201);
    file.account.exerciseUnits.push({ exercise: "Sled Drag", unit: "kg" }, { exercise: "No Such Lift", unit: "kg" });

    const lifter = (await registerUser(t.app)).cookie;
    expect((await setUnit(lifter, "Back Squat", "lb")).statusCode).toBe(200);
    const imported = await importFile(JSON.stringify(file), lifter);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().exerciseUnits).toEqual({ restored: 0, unknown: 2 });
    const here = JSON.parse((await get("/api/export/everything", lifter)).body);
    expect(here.account.exerciseUnits).toEqual([{ exercise: "Back Squat", unit: "lb" }]);
    // The owner's exercise got no unit from another lifter's file.
    expect(JSON.parse((await get("/api/export/everything", owner)).body).account.exerciseUnits).toEqual([]);
  });

  it("refuses a file whose exercise unit is not lb or kg, in words, writing nothing", async () => {
    const file = JSON.parse(await exportWithKgSquat());
    file.account.exerciseUnits[0].unit = "stone";
    const lifter = (await registerUser(t.app)).cookie;
    const res = await importFile(JSON.stringify(file), lifter);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/account\.exerciseUnits\.0\.unit/);
    expect(JSON.parse((await get("/api/export/everything", lifter)).body).sets).toEqual([]);
  });
});
