import { NOTE_MAX, NOTE_TOO_LONG } from "@ironpath/domain/training/day-notes";
import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// Notes on a set or an exercise of the day, and warm-up sets logged as warm-ups (decision 0066):
// each call validated, idempotent and the lifter's own; warm-ups kept apart from the work sets;
// the notes shown beside "Last time" the next time the lift comes up.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const DAY_ONE = "2025-11-21";
const DAY_TWO = "2025-11-23";

interface Row {
  exerciseId: string;
  exercise_name: string;
  sets: number;
  rpe: string | null;
  logged_sets: { set: number | null }[];
  warm_ups_logged?: { set: number; reps: number; weight: number }[];
  day_notes?: { exercise: string | null; sets: { set: number; note: string }[] };
  last_notes?: { date: string; exercise: string | null; sets: { set: number; note: string }[] } | null;
}

describe.each(DIALECTS)("notes and warm-ups on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function lifter() {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object, key?: string) =>
      t.app.inject({
        method: payload ? "POST" : "GET",
        url,
        headers: { cookie, ...(key ? { "idempotency-key": key } : {}) },
        ...(payload ? { payload } : {}),
      });
    expect((await call("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER })).statusCode).toBe(200);
    const day = async (date = DAY_ONE) =>
      (await call(`/api/query/nextExerciseDay/${date}/${enc(BEGINNER)}`)).json() as { data: Row[]; day_id: number };
    const first = (await day()).data[0] as Row;
    const warmUp = (index: number, weight: number, reps = 5, key?: string) =>
      call(
        `/api/add/userWarmUpSet/${enc(BEGINNER)}`,
        { exerciseId: first.exerciseId, index, reps, weight, date: DAY_ONE },
        key,
      );
    const note = (set: number, text: string, key?: string, row = first) =>
      call(
        `/api/add/userExerciseNote/${enc(BEGINNER)}`,
        { exerciseId: row.exerciseId, set, note: text, date: DAY_ONE },
        key,
      );
    const workSet = (row: Row, index: number, weight: number) =>
      call(`/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, {
        index,
        exercise_name: row.exercise_name,
        exerciseId: row.exerciseId,
        reps: 5,
        rpe: row.rpe ? 8 : null,
        weight,
        date: DAY_ONE,
      });
    return { call, day, first, warmUp, note, workSet };
  }

  it("logs warm-ups apart from work sets: not in the finish screen's sets, volume, records or previous weights", async () => {
    const { call, day, first, warmUp, workSet } = await lifter();
    expect((await warmUp(0, 45, 10)).statusCode).toBe(200);
    expect((await warmUp(1, 95, 5)).statusCode).toBe(200);
    expect((await workSet(first, 0, 135)).statusCode).toBe(200);
    const row = (await day()).data[0] as Row;
    expect(row.warm_ups_logged).toEqual([
      { set: 1, reps: 10, weight: 45 },
      { set: 2, reps: 5, weight: 95 },
    ]);
    expect(row.logged_sets.map((s) => s.set)).toEqual([1]);
    const summary = (await call(`/api/query/day-summary/${enc(BEGINNER)}/1/1/1`)).json();
    expect(summary.sets).toBe(1);
    // Said apart on the finish screen (decision 0077), in no other figure.
    expect(summary.warmUpSets).toBe(2);
    expect(summary.volume).toBe(135 * 5);
    const previous = (await call(`/api/query/advanced_weight/${enc(first.exercise_name)}/${enc(BEGINNER)}`)).json();
    expect(previous.data.map((p: { weight: number }) => p.weight)).toEqual([135]);
    // A warm-up saved again updates it; taken back, it is gone, and a second take-back says so in words.
    expect((await warmUp(1, 100, 5)).statusCode).toBe(200);
    expect(((await day()).data[0] as Row).warm_ups_logged?.[1]).toEqual({ set: 2, reps: 5, weight: 100 });
    const remove = () =>
      call(`/api/add/removeUserWarmUpSet/${enc(BEGINNER)}`, { exerciseId: first.exerciseId, index: 1 });
    expect((await remove()).statusCode).toBe(200);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(`Warm-up 2 of ${first.exercise_name} is not saved`);
    expect(((await day()).data[0] as Row).warm_ups_logged).toHaveLength(1);
  });

  it("a day with only warm-ups logged is not a logged day: the next day stays the same", async () => {
    const { day, warmUp } = await lifter();
    const before = await day();
    expect((await warmUp(0, 45)).statusCode).toBe(200);
    expect((await day(DAY_TWO)).day_id).toBe(before.day_id);
  });

  it("lists a day with only warm-ups in History, page by page, and says them on the finish screen", async () => {
    const { call, day, first, warmUp } = await lifter();
    expect((await warmUp(0, 45, 10)).statusCode).toBe(200);
    expect((await warmUp(1, 95, 5)).statusCode).toBe(200);
    const summary = (await call(`/api/query/day-summary/${enc(BEGINNER)}/1/1/1`)).json();
    expect(summary).toMatchObject({ sets: 0, warmUpSets: 2, volume: 0, records: [] });

    const page = (await call("/api/history/sessions")).json();
    expect(page.sessions).toHaveLength(1);
    expect(page.sessions[0]).toMatchObject({ date: DAY_ONE, program: BEGINNER, day: 1, sets: [] });
    expect(page.sessions[0].warmUps).toEqual([
      { exercise: first.exercise_name, set: 1, reps: 10, weight: 45 },
      { exercise: first.exercise_name, set: 2, reps: 5, weight: 95 },
    ]);
    // Every exercise of the day is not done: warm-ups are no work set.
    expect(page.sessions[0].notDone).toContain(first.exercise_name);

    // A later session with work sets comes first; the warm-up day is on the next page.
    const second = (await day()).data[1] as Row;
    const set = { index: 0, exercise_name: second.exercise_name, exerciseId: second.exerciseId, reps: 5 };
    const saved = await call(`/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, {
      ...set,
      rpe: second.rpe ? 8 : null,
      weight: 135,
      date: DAY_TWO,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const one = (await call("/api/history/sessions?limit=1")).json();
    expect(one.sessions.map((s: { date: string }) => s.date)).toEqual([DAY_TWO]);
    expect(one.nextCursor).not.toBeNull();
    const two = (await call(`/api/history/sessions?limit=1&before=${enc(one.nextCursor)}`)).json();
    expect(two.sessions.map((s: { date: string; sets: unknown[] }) => [s.date, s.sets.length])).toEqual([[DAY_ONE, 0]]);
    expect(two.nextCursor).toBeNull();
  });

  it("keeps today's notes on the card and shows them next time beside last time's numbers", async () => {
    const { day, first, note, workSet } = await lifter();
    expect((await note(0, "  Belt on from set 2  ")).statusCode).toBe(200);
    expect((await note(1, "Knees caved a little")).statusCode).toBe(200);
    expect((await workSet(first, 0, 135)).statusCode).toBe(200);
    const today = (await day()).data[0] as Row;
    expect(today.day_notes).toEqual({
      exercise: "Belt on from set 2",
      sets: [{ set: 1, note: "Knees caved a little" }],
    });
    expect(today.last_notes).toBeNull();
    // Finish the day, then the same lift on the next day shows last time's notes.
    for (const row of (await day()).data) {
      for (let index = 0; index < row.sets; index++) expect((await workSet(row, index, 135)).statusCode).toBe(200);
    }
    const next = await day(DAY_TWO);
    expect(next.day_id).toBe(2);
    const again = next.data.find((r) => r.exercise_name === first.exercise_name);
    expect(again?.last_notes).toEqual({
      date: DAY_ONE,
      exercise: "Belt on from set 2",
      sets: [{ set: 1, note: "Knees caved a little" }],
    });
    expect(again?.day_notes).toEqual({ exercise: null, sets: [] });
    // An empty note removes it.
    expect((await note(1, "")).statusCode).toBe(200);
    const after = (await day(DAY_TWO)).data.find((r) => r.exercise_name === first.exercise_name);
    expect(after?.last_notes?.sets).toEqual([]);
  });

  it("refuses bad input in words, never a 500", async () => {
    const { call, first, note, warmUp } = await lifter();
    const long = await note(0, "x".repeat(NOTE_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(NOTE_TOO_LONG);
    expect((await note(0, "x".repeat(NOTE_MAX))).statusCode).toBe(200);
    expect((await note(21, "too far")).statusCode).toBe(400);
    expect((await note(0, "bell\u0007")).statusCode).toBe(400);
    expect((await warmUp(10, 45)).statusCode).toBe(400);
    expect((await warmUp(0, -45)).statusCode).toBe(400);
    const halfRep = await call(`/api/add/userWarmUpSet/${enc(BEGINNER)}`, {
      exerciseId: first.exerciseId,
      index: 0,
      reps: 5.5,
      weight: 45,
    });
    expect(halfRep.statusCode).toBe(400);
    const unknown = await call(`/api/add/userExerciseNote/${enc(BEGINNER)}`, {
      exerciseId: "nope",
      set: 0,
      note: "hi",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(`exerciseId nope is not an exercise of ${BEGINNER}`);
    const extra = await call(`/api/add/userWarmUpSet/${enc(BEGINNER)}`, {
      exerciseId: first.exerciseId,
      index: 0,
      reps: 5,
      weight: 45,
      warmUp: true,
    });
    expect(extra.statusCode).toBe(400);
  });

  it("writes once for a replayed Idempotency-Key", async () => {
    const { day, note, warmUp } = await lifter();
    const key = `wu-${Date.now()}`;
    expect((await warmUp(0, 45, 10, key)).statusCode).toBe(200);
    const replay = await warmUp(0, 45, 10, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    // The same key with another request is refused, and nothing is written.
    expect((await warmUp(1, 95, 5, key)).statusCode).toBe(409);
    expect(((await day()).data[0] as Row).warm_ups_logged).toEqual([{ set: 1, reps: 10, weight: 45 }]);
    const noteKey = `note-${Date.now()}`;
    expect((await note(0, "first words", noteKey)).statusCode).toBe(200);
    expect((await note(0, "first words", noteKey)).headers["idempotent-replayed"]).toBe("true");
  });

  it("never shows or changes another lifter's notes or warm-ups", async () => {
    const owner = await lifter();
    expect((await owner.note(0, "Owner's secret words")).statusCode).toBe(200);
    expect((await owner.warmUp(0, 45)).statusCode).toBe(200);
    const other = await lifter();
    const theirs = (await other.day()).data[0] as Row;
    expect(theirs.day_notes).toEqual({ exercise: null, sets: [] });
    expect(theirs.warm_ups_logged).toEqual([]);
    const take = await other.call(`/api/add/removeUserWarmUpSet/${enc(BEGINNER)}`, {
      exerciseId: owner.first.exerciseId,
      index: 0,
    });
    expect(take.statusCode).toBe(404);
    // Their own note on the same program row is theirs alone.
    expect((await other.note(0, "Mine")).statusCode).toBe(200);
    const mine = (await owner.day()).data[0] as Row;
    expect(mine.day_notes?.exercise).toBe("Owner's secret words");
    expect(mine.warm_ups_logged).toHaveLength(1);
  });

  it("carries warm-ups and notes through the JSON export and its import, once", async () => {
    const a = await lifter();
    expect((await a.warmUp(0, 45, 10)).statusCode).toBe(200);
    expect((await a.note(0, "Belt from set 2")).statusCode).toBe(200);
    expect((await a.note(1, "Slow")).statusCode).toBe(200);
    expect((await a.workSet(a.first, 0, 135)).statusCode).toBe(200);
    const exported = (await a.call("/api/export/everything")).json();
    expect(exported.warmUps).toMatchObject([
      { exercise: a.first.exercise_name, set: 1, warmUp: true, reps: 10, weightLbs: 45 },
    ]);
    expect(exported.notes.map((n: { set: number; note: string }) => [n.set, n.note])).toEqual([
      [0, "Belt from set 2"],
      [1, "Slow"],
    ]);
    const b = await lifter();
    const json = JSON.stringify(exported);
    for (let i = 0; i < 2; i++) {
      const res = await b.call("/api/import/everything", { json });
      expect(res.statusCode, res.body).toBe(200);
    }
    const again = (await b.call("/api/export/everything")).json();
    expect(again.warmUps).toEqual(exported.warmUps);
    expect(again.notes).toEqual(exported.notes);
    // Still no work set: History counts the one set lifted.
    const history = (await b.call("/api/history/sessions")).json();
    expect(history.sessions[0].sets).toHaveLength(1);
    expect(history.sessions[0].warmUps).toEqual([{ exercise: a.first.exercise_name, set: 1, reps: 10, weight: 45 }]);
  });
});
