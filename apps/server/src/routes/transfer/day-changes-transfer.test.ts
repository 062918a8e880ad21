import type { Dialect } from "../../db/create-db.js";
import { afterAll, describe, expect, it } from "vitest";
import { rowCounter } from "../../testing/route-requests.js";
import { BEGINNER, BEGINNER_PATH as P, beginnerDay } from "../../testing/lifter.js";
import { callAs, createTestApp, registerUser, type TestApp } from "../../testing/test-app.js";

// A lifter's day changes travel in their JSON export (decision 0068): imported on another
// instance the day reads as they left it (the swap, the skip, the added exercises, their order),
// and a second import adds nothing.

interface Row {
  exerciseId: string;
  exercise_name: string;
  exercise_type: string;
  sets: number;
  reps: string;
  change: unknown;
}

async function lifter(t: TestApp) {
  const { cookie } = await registerUser(t.app);
  const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
  const day = () => beginnerDay<Row>(call);
  return { call, day };
}

/** The day as the lifter reads it, without the row ids an instance makes. */
const asRead = (rows: Row[]) =>
  rows.map((r) => ({ name: r.exercise_name, type: r.exercise_type, sets: r.sets, reps: r.reps, change: r.change }));

const moves: [Dialect, Dialect][] = [
  ["sqlite", "postgres"],
  ["postgres", "sqlite"],
];

describe.each(moves)("day changes exported from %s and imported on %s", (source, target) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("restores the swap, the skip, the added exercises and the order; a second import adds nothing", async () => {
    const from = await createTestApp(source);
    const to = await createTestApp(target);
    apps.push(from, to);
    const me = await lifter(from);
    await me.call("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER });
    const d = await me.day();
    const slot = { phase: d.phase_id, week: d.week_id, day: d.day_id };
    const choices = (await me.call(`/api/query/dayExerciseChoices/${P}`)).json().choices as {
      id: string;
      name: string;
    }[];
    const id = (name: string) => (choices.find((c) => c.name === name) as { id: string }).id;
    const [first, second] = d.data as [Row, Row];
    expect(
      (await me.call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: id("Plank") })).statusCode,
    ).toBe(200);
    expect(
      (await me.call(`/api/add/skipDayExercise/${P}`, { exerciseId: second.exerciseId, skipped: true })).statusCode,
    ).toBe(200);
    const curl = (await me.call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: id("Dumbbell Curl") })).json()
      .exerciseId;
    const dips = (await me.call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: id("Weighted Dip") })).json()
      .exerciseId;
    for (const index of [1, 2]) {
      const set = { index, exerciseId: curl, exercise_name: "Dumbbell Curl", reps: 10, rpe: 8, weight: 30 };
      const res = await me.call(`/api/add/advAddUserExerciseData/${P}`, set);
      expect(res.statusCode, res.body).toBe(200);
    }
    const order = [curl, ...d.data.map((r) => r.exerciseId), dips];
    expect((await me.call(`/api/add/orderDayExercises/${P}`, { ...slot, order })).statusCode).toBe(200);
    const before = asRead((await me.day()).data);

    const file = (await me.call("/api/export/everything")).body;
    const exported = JSON.parse(file).dayChanges as { exercise: string; added: boolean; lifted: string | null }[];
    expect(exported.filter((c) => c.added).map((c) => c.exercise)).toEqual(["Dumbbell Curl", "Weighted Dip"]);
    expect(exported.find((c) => c.lifted === "Plank")).toMatchObject({ added: false, skipped: false });

    const you = await lifter(to);
    const imported = await you.call("/api/import/everything", { json: file });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ sets: 2, dayChanges: exported.length });
    expect(asRead((await you.day()).data)).toEqual(before);
    // Their export says the same changes again.
    const back = JSON.parse((await you.call("/api/export/everything")).body).dayChanges;
    expect(back).toEqual(JSON.parse(file).dayChanges);

    const counts = await rowCounter(to.db.db);
    const rows = await counts();
    const again = await you.call("/api/import/everything", { json: file });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ sets: 0, dayChanges: 0 });
    expect(await counts()).toBe(rows);
    expect(asRead((await you.day()).data)).toEqual(before);
  });
});
