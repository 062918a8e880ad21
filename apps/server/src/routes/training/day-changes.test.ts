import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BEGINNER, BEGINNER_PATH, programRow, TODAY } from "../../testing/lifter.js";
import { callAs, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// A lifter changes the day while lifting (decision 0049): swaps, skips, adds and reorders; the day,
// the finish screen, History, the CSV export and the next day see what was actually lifted, and
// the program does not change unless the lifter asks (their own programs only).

const enc = encodeURIComponent;
const P = BEGINNER_PATH;

interface Row {
  exerciseId: string;
  exercise_name: string;
  sets: number;
  reps: string;
  rpe: string | null;
  change?: { skipped: boolean; added: boolean; swappedFrom: string | null } | null;
}

describe.each(DIALECTS)("changing the day while lifting on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function lifter(program = BEGINNER) {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    if (program === BEGINNER) await call("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER });
    const day = async (name = program) => {
      const res = await call(`/api/query/nextExerciseDay/${TODAY}/${enc(name)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Row[]; phase_id: number; week_id: number; day_id: number };
    };
    const choices = async (url: string) =>
      (await call(url)).json().choices as { id: string; name: string; muscles: string[]; reason: string | null }[];
    return { cookie, call, day, choices };
  }

  const logAll = async (call: (u: string, p?: object) => Promise<{ statusCode: number; body: string }>, row: Row) => {
    for (let index = 0; index < row.sets; index++) {
      const set = { index, exerciseId: row.exerciseId, exercise_name: row.exercise_name, reps: 8, rpe: 8, weight: 100 };
      const res = await call(`/api/add/advAddUserExerciseData/${P}`, set);
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  it("swaps an exercise: sets go to the one lifted, everywhere, and it is offered first next time", async () => {
    const { call, day, choices } = await lifter();
    const [first] = (await day()).data as [Row];
    const ranked = await choices(`/api/query/swapChoices/${P}/${first.exerciseId}`);
    expect(ranked.map((c) => c.name)).not.toContain(first.exercise_name);
    // Same muscle group first: every "muscle" choice comes before every unranked one.
    const reasons = ranked.map((c) => c.reason);
    expect(reasons.indexOf("muscle")).toBe(0);
    expect(reasons.lastIndexOf("muscle")).toBeLessThan(reasons.indexOf(null));
    const target = ranked.find((c) => c.reason === null) as { id: string; name: string };

    const swap = await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: target.id });
    expect(swap.statusCode, swap.body).toBe(200);
    const swapped = (await day()).data[0] as Row;
    expect(swapped).toMatchObject({ exerciseId: first.exerciseId, exercise_name: target.name });
    expect(swapped.change).toEqual({ skipped: false, added: false, swappedFrom: first.exercise_name });

    // The written name no longer logs to the row: the set names what was lifted.
    const wrong = {
      index: 0,
      exerciseId: first.exerciseId,
      exercise_name: first.exercise_name,
      reps: 8,
      rpe: 8,
      weight: 100,
    };
    expect((await call(`/api/add/advAddUserExerciseData/${P}`, wrong)).statusCode).toBe(400);
    await logAll(call, swapped);
    const history = (await call("/api/history/sessions")).json().sessions[0];
    expect(new Set(history.sets.map((s: { exercise: string }) => s.exercise))).toEqual(new Set([target.name]));
    const csv = (await call("/api/export/sets")).body;
    expect(csv).toContain(target.name);
    expect(csv).not.toContain(first.exercise_name);
    const d = await day();
    const summary = await call(`/api/query/day-summary/${P}/${d.phase_id}/${d.week_id}/${d.day_id}`);
    expect(summary.json().sets).toBe(swapped.sets);

    // Once sets are saved, the swap is refused in words; the next time, the swap is offered first.
    const late = await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: null });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/remove them before swapping/);
    const again = await choices(`/api/query/swapChoices/${P}/${first.exerciseId}`);
    expect(again[0]).toMatchObject({ id: target.id, reason: "before" });
  });

  it("shows a swap made on the next day before its first set, and not on the day after", async () => {
    const { call, day, choices } = await lifter();
    const first = await day();
    for (const row of first.data) await logAll(call, row);
    // Day 1 done: the next day is day 2, changed before anything of it is logged.
    const second = await day();
    expect([second.week_id, second.day_id]).not.toEqual([first.week_id, first.day_id]);
    const [row] = second.data as [Row];
    const target = (await choices(`/api/query/swapChoices/${P}/${row.exerciseId}`))[0] as { id: string; name: string };
    const swap = await call(`/api/add/swapDayExercise/${P}`, { exerciseId: row.exerciseId, to: target.id });
    expect(swap.statusCode, swap.body).toBe(200);
    const shown = (await day()).data[0] as Row;
    expect(shown).toMatchObject({ exerciseId: row.exerciseId, exercise_name: target.name });
    expect(shown.change).toEqual({ skipped: false, added: false, swappedFrom: row.exercise_name });
    // Day 2 done as changed: day 3 is lifted as written.
    for (const r of (await day()).data) await logAll(call, r);
    const third = (await day()).data;
    expect(third.every((r) => r.change === null)).toBe(true);
  });

  it("skips an exercise: shown as skipped, and the day is done without it", async () => {
    const { call, day } = await lifter();
    const { data } = await day();
    const [skipped, ...rest] = data as [Row, ...Row[]];
    const res = await call(`/api/add/skipDayExercise/${P}`, { exerciseId: skipped.exerciseId, skipped: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await day()).data[0]?.change).toEqual({ skipped: true, added: false, swappedFrom: null });
    const before = await day();
    for (const row of rest) await logAll(call, row);
    // Every other row logged: the skipped one does not hold the day open (it is settled, not missing).
    const next = await day();
    expect([next.phase_id, next.week_id, next.day_id]).not.toEqual([before.phase_id, before.week_id, before.day_id]);
    // A skip taken back is lifted as written again.
    await call(`/api/add/skipDayExercise/${P}`, { exerciseId: skipped.exerciseId, skipped: false });
    const shown = await call(`/api/query/exercises/${P}/${before.phase_id}/${before.week_id}/${before.day_id}`);
    expect(shown.statusCode).toBe(200);
  });

  it("adds an exercise prescribed 3 x 8-12 that logs like any other, and reorders the day", async () => {
    const { call, day, choices } = await lifter();
    const d = await day();
    const all = await choices(`/api/query/dayExerciseChoices/${P}`);
    const curl = all.find((c) => c.name === "Dumbbell Curl") ?? (all.at(-1) as { id: string; name: string });
    const slot = { phase: d.phase_id, week: d.week_id, day: d.day_id };
    const added = await call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: curl.id });
    expect(added.statusCode, added.body).toBe(200);
    const rowId = added.json().exerciseId as string;
    const after = (await day()).data;
    const last = after.at(-1) as Row;
    expect(last).toMatchObject({ exerciseId: rowId, exercise_name: curl.name, sets: 3, reps: "8-12", rpe: null });
    expect(last.change).toEqual({ skipped: false, added: true, swappedFrom: null });
    await logAll(call, last);
    const history = (await call("/api/history/sessions")).json().sessions[0];
    expect(history.sets.filter((s: { exercise: string }) => s.exercise === curl.name)).toHaveLength(3);

    // The lifter's order: the added exercise first, the rest as they were.
    const order = [rowId, ...d.data.map((r) => r.exerciseId)];
    const moved = await call(`/api/add/orderDayExercises/${P}`, { ...slot, order });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await day()).data.map((r) => r.exerciseId)).toEqual(order);
    // An order that leaves one out, or lists one twice, is refused in words.
    const bad = await call(`/api/add/orderDayExercises/${P}`, { ...slot, order: [rowId, rowId] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("order must list each exercise of the day once");

    // The program is unchanged for anyone else, and a ready-made one cannot take the change for good.
    const other = await lifter();
    expect((await other.day()).data.map((r) => r.exerciseId)).toEqual(d.data.map((r) => r.exerciseId));
    const forGood = await call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: curl.id, alsoProgram: true });
    expect(forGood.statusCode).toBe(400);
    expect(forGood.json().error).toMatch(/ready-made program cannot be changed/);
  });

  it("changes the lifter's own program too when asked", async () => {
    const { call, day, choices } = await lifter("My Plan");
    const squat = { exerciseOrder: 1, exerciseName: "Back Squat", warmUp: "", sets: "3", reps: "5" };
    const saved = await call("/api/add/addProgramDay", {
      programName: "My Plan",
      phase: 1,
      week: 1,
      day: 1,
      programData: [{ ...squat, rpe: "", percent1RM: "", rest: "3", notes: "" }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = (await day()).data as [Row];
    const press = (await choices(`/api/query/swapChoices/${enc("My Plan")}/${row.exerciseId}`)).find(
      (c) => c.name === "Leg Press",
    ) as { id: string };
    const swap = { exerciseId: row.exerciseId, to: press.id, alsoProgram: true };
    expect((await call(`/api/add/swapDayExercise/${enc("My Plan")}`, swap)).statusCode).toBe(200);
    const built = (await call(`/api/query/userCreatedExerciseDay/${enc("My Plan")}/1/1/1`)).json().exercises;
    expect(built.map((r: { exercise_name: string }) => r.exercise_name)).toEqual(["Leg Press"]);

    // An exercise kept in the program, sent again after its answer was lost (0122): written once.
    const curl = (await choices(`/api/query/dayExerciseChoices/${enc("My Plan")}`)).find(
      (c) => c.name === "Dumbbell Curl",
    ) as { id: string };
    const add = { phase: 1, week: 1, day: 1, exercise: curl.id, alsoProgram: true, rowId: randomUUID() };
    for (let i = 0; i < 2; i++) {
      const added = await call(`/api/add/addDayExercise/${enc("My Plan")}`, add);
      expect([added.statusCode, added.json().exerciseId]).toEqual([200, add.rowId]);
    }
    const kept = (await call(`/api/query/userCreatedExerciseDay/${enc("My Plan")}/1/1/1`)).json().exercises;
    expect(kept.map((r: { exercise_name: string }) => r.exercise_name)).toEqual(["Leg Press", "Dumbbell Curl"]);
  });

  it("answers 404 for another lifter's program, and 400 for a row of no program of theirs", async () => {
    const owner = await lifter("Owned Plan");
    await owner.call("/api/add/addProgramDay", {
      programName: "Owned Plan",
      phase: 1,
      week: 1,
      day: 1,
      programData: [programRow(1, "Back Squat")],
    });
    const [row] = (await owner.day()).data as [Row];
    const other = await lifter();
    const O = enc("Owned Plan");
    const slot = { phase: 1, week: 1, day: 1 };
    const attempts = [
      other.call(`/api/add/swapDayExercise/${O}`, { exerciseId: row.exerciseId, to: null }),
      other.call(`/api/add/skipDayExercise/${O}`, { exerciseId: row.exerciseId, skipped: true }),
      other.call(`/api/add/addDayExercise/${O}`, { ...slot, exercise: row.exerciseId }),
      other.call(`/api/add/orderDayExercises/${O}`, { ...slot, order: [row.exerciseId] }),
      other.call(`/api/query/dayExerciseChoices/${O}`),
      other.call(`/api/query/swapChoices/${O}/${row.exerciseId}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toBe('No program named "Owned Plan"');
    }
    // The owner's row named in another program is not theirs to change.
    const skip = await other.call(`/api/add/skipDayExercise/${P}`, { exerciseId: row.exerciseId, skipped: true });
    expect(skip.statusCode).toBe(400);
    expect((await owner.day()).data[0]?.change).toBeNull();
  });

  it("adds a row under the id the phone made, and refuses that id taken, in words, writing nothing (0121)", async () => {
    const { call, day, choices } = await lifter();
    const d = await day();
    const slot = { phase: d.phase_id, week: d.week_id, day: d.day_id, date: TODAY };
    const all = await choices(`/api/query/dayExerciseChoices/${P}`);
    const [curl, row] = [all.at(-1), all.at(-2)] as [{ id: string }, { id: string }];
    const rowId = randomUUID();
    const added = await call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: curl.id, rowId });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().exerciseId).toBe(rowId);
    const after = (await day()).data;
    expect(after.map((r) => r.exerciseId)).toEqual([...d.data.map((r) => r.exerciseId), rowId]);
    await logAll(call, after.at(-1) as Row);

    // The same addition sent again with another key (its answer lost, 0122): answered as before,
    // nothing written again, the sets logged on it kept.
    const logged = (await day()).data;
    const again = await call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: curl.id, rowId });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().exerciseId).toBe(rowId);
    expect((await day()).data).toEqual(logged);
    // The same id, day and exercise sent to another program of theirs is another addition: 409.
    const second = { phase: slot.phase, week: slot.week, day: slot.day };
    const built = await call("/api/add/addProgramDay", {
      programName: "Second Plan",
      ...second,
      programData: [programRow(1, "Back Squat")],
    });
    expect(built.statusCode, built.body).toBe(200);
    const elsewhere = await call(`/api/add/addDayExercise/${enc("Second Plan")}`, {
      ...slot,
      exercise: curl.id,
      rowId,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(409);

    // The id taken by another addition, this lifter's or another's: 409 in words.
    const other = await lifter();
    for (const again of [
      await call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: row.id, rowId }),
      await other.call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: row.id, rowId }),
    ]) {
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().error).toBe("This exercise was added already: read the day again");
    }
    expect((await day()).data.map((r) => r.exerciseId)).toEqual(after.map((r) => r.exerciseId));
    expect((await other.day()).data.map((r) => r.exerciseId)).toEqual(d.data.map((r) => r.exerciseId));
    // Two additions racing with one new id: one row, and the other told so, never a 500.
    const raced = randomUUID();
    const both = await Promise.all(
      [curl, row].map((c) => call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: c.id, rowId: raced })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await day()).data.filter((r) => r.exerciseId === raced)).toHaveLength(1);
    // Two copies of one addition racing: one row, and both answered with it.
    const copied = randomUUID();
    const copies = await Promise.all(
      [1, 2].map(() => call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: row.id, rowId: copied })),
    );
    expect(copies.map((r) => [r.statusCode, r.json().exerciseId])).toEqual([
      [200, copied],
      [200, copied],
    ]);
    expect((await day()).data.filter((r) => r.exerciseId === copied)).toHaveLength(1);
    // An id that is no UUID is refused before anything is read.
    const bad = await call(`/api/add/addDayExercise/${P}`, { ...slot, exercise: row.id, rowId: "row-1" });
    expect(bad.statusCode).toBe(400);
  });

  it("answers a change sent again from the phone's outbox with its first answer, made once (0113)", async () => {
    const { cookie, day, choices } = await lifter();
    const send = (url: string, payload: object, key: string) =>
      t.app.inject({ method: "POST", url, payload, headers: { cookie, "idempotency-key": key } });
    const [first, second] = (await day()).data as [Row, Row];
    const ranked = await choices(`/api/query/swapChoices/${P}/${second.exerciseId}`);
    // A choice says how it is logged: a swap made with no signal draws its card so.
    expect(ranked[0]).toMatchObject({
      exercise_type: expect.stringMatching(/^(weight_reps|reps_only|bodyweight_load|timed)$/),
    });
    const skip = { exerciseId: first.exerciseId, skipped: true, date: TODAY };
    const swap = { exerciseId: second.exerciseId, to: ranked[0]?.id, date: TODAY };
    for (const [url, body, key] of [
      [`/api/add/skipDayExercise/${P}`, skip, "skip-1"],
      [`/api/add/swapDayExercise/${P}`, swap, "swap-1"],
    ] as const) {
      const once = await send(url, body, key);
      const again = await send(url, body, key);
      expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(again.json()).toEqual(once.json());
    }
    const [skipped, swapped] = (await day()).data as [Row, Row];
    expect(skipped.change).toEqual({ skipped: true, added: false, swappedFrom: null });
    expect(swapped).toMatchObject({
      exercise_name: ranked[0]?.name,
      change: { skipped: false, added: false, swappedFrom: second.exercise_name },
    });
  });
});
