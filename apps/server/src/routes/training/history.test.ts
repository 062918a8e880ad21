import type { HistoryPage, HistorySession } from "@ironpath/domain/training/history-api.schema";
import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

const BEGINNER = "Beginner Linear Progression 3-Day";
const UPPER_LOWER = "Upper/Lower Strength & Size 4-Day";
const enc = encodeURIComponent;

interface Row {
  exerciseId: string;
  exercise_name: string;
  weight: number | null;
}
type Day = { phase: number; week: number; day: number };

describe.each(DIALECTS)("training history on %s", (dialect) => {
  const t = useTestApp(dialect);

  const send = (method: "GET" | "PUT" | "DELETE" | "POST", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const rowsOf = async (cookie: string, d: Day, program = BEGINNER): Promise<Row[]> =>
    (await send("GET", `/api/query/exercises/${enc(program)}/${d.phase}/${d.week}/${d.day}`, cookie)).json().data;

  /** Logs every exercise of a day on `date` (quick entries), `weight` for each. */
  async function logDay(cookie: string, d: Day, date: string, weight = 135, program = BEGINNER): Promise<Row[]> {
    const rows = await rowsOf(cookie, d, program);
    for (const r of rows) {
      const body = { ...d, exerciseId: r.exerciseId, exercise_name: r.exercise_name, actualReps: 5, actualRpe: 8 };
      const res = await send("POST", `/api/add/addUserExerciseData/${enc(program)}`, cookie, { ...body, weight, date });
      expect(res.statusCode, res.body).toBe(200);
    }
    return rows;
  }

  const page = async (cookie: string, query = ""): Promise<HistoryPage> => {
    const res = await send("GET", `/api/history/sessions${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const allPages = async (cookie: string, limit: number): Promise<HistorySession[]> => {
    const sessions: HistorySession[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=${limit}${cursor ? `&before=${enc(cursor)}` : ""}`;
      const next = await page(cookie, query);
      expect(next.sessions.length).toBeLessThanOrEqual(limit);
      sessions.push(...next.sessions);
      cursor = next.nextCursor;
    } while (cursor);
    return sessions;
  };
  const label = (s: HistorySession) => `${s.date} ${s.program} ${s.phase}.${s.week}.${s.day}`;
  const nextDay = async (cookie: string, date: string) =>
    (await send("GET", `/api/query/nextExerciseDay/${date}/${enc(BEGINNER)}`, cookie)).json();

  it("lists sessions newest first with their program, day and every set in the day's order", async () => {
    const { cookie } = await registerUser(t.app);
    expect(await page(cookie)).toEqual({ sessions: [], nextCursor: null });
    const day1 = await logDay(cookie, { phase: 1, week: 1, day: 1 }, "2025-11-03");
    const squat = day1.find((r) => r.exercise_name === "Back Squat") as Row;
    // The advanced entry: two sets of the squat on top of its quick entry.
    await send("GET", `/api/query/exercises/${enc(BEGINNER)}/1/1/1`, cookie);
    for (const [index, weight] of [
      [0, 145],
      [1, 155],
    ] as const) {
      const set = { index, exercise_name: "Back Squat", exerciseId: squat.exerciseId, rpe: 8.5, reps: 5, weight };
      const res = await send("POST", `/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, cookie, {
        ...set,
        date: "2025-11-03",
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await logDay(cookie, { phase: 1, week: 1, day: 2 }, "2025-11-05");

    const { sessions, nextCursor } = await page(cookie);
    expect(nextCursor).toBeNull();
    expect(sessions.map(label)).toEqual([`2025-11-05 ${BEGINNER} 1.1.2`, `2025-11-03 ${BEGINNER} 1.1.1`]);
    const first = sessions[1] as HistorySession;
    expect(first.sets.map((s) => s.exercise)).toEqual([
      ...day1.slice(0, day1.indexOf(squat)).map((r) => r.exercise_name),
      "Back Squat",
      "Back Squat",
      "Back Squat",
      ...day1.slice(day1.indexOf(squat) + 1).map((r) => r.exercise_name),
    ]);
    const squats = first.sets.filter((s) => s.exercise === "Back Squat");
    expect(squats.map(({ set, reps, rpe, weight }) => ({ set, reps, rpe, weight }))).toEqual([
      { set: null, reps: 5, rpe: 8, weight: 135 },
      { set: 1, reps: 5, rpe: 8.5, weight: 145 },
      { set: 2, reps: 5, rpe: 8.5, weight: 155 },
    ]);
    expect(new Set(first.sets.map((s) => s.id)).size).toBe(first.sets.length);
  });

  it("pages through a long history without a session twice or missing, even while the lifter logs", async () => {
    const { cookie } = await registerUser(t.app);
    const logged: string[] = [];
    // Day 1 to 6 of the program on six dates, and two programs on one date.
    for (let i = 0; i < 6; i += 1) {
      const d = { phase: 1, week: 1 + Math.floor(i / 3), day: 1 + (i % 3) };
      const date = `2025-10-${String(10 + i).padStart(2, "0")}`;
      await logDay(cookie, d, date);
      logged.push(`${date} ${BEGINNER} ${d.phase}.${d.week}.${d.day}`);
    }
    await send("POST", "/api/query/add_program", cookie, { userId: "", selectedRoutine: UPPER_LOWER });
    await logDay(cookie, { phase: 1, week: 1, day: 1 }, "2025-10-15", 100, UPPER_LOWER);
    logged.push(`2025-10-15 ${UPPER_LOWER} 1.1.1`);

    const everything = await allPages(cookie, 2);
    expect(everything.map(label).sort().reverse()).toEqual(everything.map(label));
    expect([...everything.map(label)].sort()).toEqual([...logged].sort());
    expect(new Set(everything.map((s) => s.key)).size).toBe(everything.length);

    // A page, then a new session logged, then the next page: it carries on where the first ended.
    const firstPage = await page(cookie, "?limit=3");
    await logDay(cookie, { phase: 1, week: 3, day: 1 }, "2025-10-20");
    const rest = await page(cookie, `?limit=30&before=${enc(firstPage.nextCursor as string)}`);
    expect([...firstPage.sessions, ...rest.sessions].map(label)).toEqual(everything.map(label));
    expect(rest.nextCursor).toBeNull();
  });

  it("refuses a cursor or a limit it did not give, in words", async () => {
    const { cookie } = await registerUser(t.app);
    for (const query of ["?before=nope", "?before=2025-02-30.1.1.1.x", "?limit=0", "?limit=31", "?limit=2.5", "?x=1"]) {
      const res = await send("GET", `/api/history/sessions${query}`, cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/^Invalid querystring: /);
    }
  });

  it("corrects a set with the logging limits, and writes nothing when refused", async () => {
    const { cookie } = await registerUser(t.app);
    await logDay(cookie, { phase: 1, week: 1, day: 1 }, "2025-11-03");
    const before = await page(cookie);
    const set = before.sessions[0]?.sets[0];
    if (!set) throw new Error("no set logged");
    for (const bad of [
      { reps: 5, rpe: 11, weight: 100 },
      { reps: 5.5, rpe: 8, weight: 100 },
      { reps: 5, rpe: 8, weight: -301 },
      { reps: 5, rpe: 8, weight: 2001 },
      { reps: 5, rpe: 8.25, weight: 100 },
      { reps: 5, rpe: 8 },
      { reps: 5, rpe: 8, weight: 100, extra: 1 },
      { reps: "five", rpe: 8, weight: 100 },
    ]) {
      const res = await send("PUT", `/api/history/sets/${set.id}`, cookie, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toMatch(/^Invalid body: (reps|rpe|weight|body)/);
    }
    // Below zero is an assisted bodyweight set's alone (decision 0053): a squat's is refused.
    const negative = await send("PUT", `/api/history/sets/${set.id}`, cookie, { reps: 5, rpe: 8, weight: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error).toBe("weight must be at least 0 (only a bodyweight exercise takes an assisted load)");
    expect(await page(cookie)).toEqual(before);

    const res = await send("PUT", `/api/history/sets/${set.id}`, cookie, { reps: "6", rpe: 9.5, weight: 142.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ set: { ...set, reps: 6, rpe: 9.5, weight: 142.5 } });
    const after = await page(cookie);
    expect(after.sessions[0]?.sets[0]).toEqual({ ...set, reps: 6, rpe: 9.5, weight: 142.5 });
    // Only that set changed, and the session kept its date.
    expect(after.sessions[0]?.sets.slice(1)).toEqual(before.sessions[0]?.sets.slice(1));
    expect(after.sessions[0]?.date).toBe("2025-11-03");
    expect((await send("PUT", "/api/history/sets/nope", cookie, { reps: 5, rpe: 8, weight: 1 })).statusCode).toBe(404);
  });

  it("deletes a set, and the session once its last set is gone", async () => {
    const { cookie } = await registerUser(t.app);
    await logDay(cookie, { phase: 1, week: 1, day: 1 }, "2025-11-03");
    const [session] = (await page(cookie)).sessions;
    const ids = session?.sets.map((s) => s.id) ?? [];
    const [first, ...others] = ids;
    const res = await send("DELETE", `/api/history/sets/${first}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await page(cookie)).sessions[0]?.sets.map((s) => s.id)).toEqual(others);
    const again = await send("DELETE", `/api/history/sets/${first}`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("No such logged set");
    expect((await send("DELETE", `/api/history/sets/${others[0]}`, cookie, { extra: 1 })).statusCode).toBe(400);
    for (const id of others) expect((await send("DELETE", `/api/history/sets/${id}`, cookie)).statusCode).toBe(200);
    expect(await page(cookie)).toEqual({ sessions: [], nextCursor: null });
  });

  it("moves the next day back when a day's last set is deleted, and the suggestion follows a correction", async () => {
    const { cookie } = await registerUser(t.app);
    await logDay(cookie, { phase: 1, week: 1, day: 1 }, "2025-11-03", 135);
    await logDay(cookie, { phase: 1, week: 1, day: 2 }, "2025-11-05", 145);
    expect(await nextDay(cookie, "2025-11-07")).toMatchObject({ phase_id: 1, week_id: 1, day_id: 3 });

    // Day 2 deleted set by set: until its last set goes it still counts as logged.
    const day2 = (await page(cookie)).sessions[0] as HistorySession;
    expect(label(day2)).toBe(`2025-11-05 ${BEGINNER} 1.1.2`);
    const [last, ...firstOnes] = [...day2.sets].reverse();
    for (const s of firstOnes) await send("DELETE", `/api/history/sets/${s.id}`, cookie);
    expect(await nextDay(cookie, "2025-11-07")).toMatchObject({ day_id: 3 });
    // Logged on this very date and now unfinished: the same day again, as in the log.
    expect(await nextDay(cookie, "2025-11-05")).toMatchObject({ day_id: 2 });
    await send("DELETE", `/api/history/sets/${last?.id}`, cookie);
    const next = await nextDay(cookie, "2025-11-07");
    expect(next).toMatchObject({ phase_id: 1, week_id: 1, day_id: 2 });
    expect(next.data.every((r: { logged: unknown }) => r.logged === null)).toBe(true);

    // The suggested load is worked out from the logged sets: a heavier corrected squat, a heavier suggestion.
    const squat = (s: HistorySession) => s.sets.find((x) => x.exercise === "Back Squat");
    const day1 = (await page(cookie)).sessions[0] as HistorySession;
    const suggested = () =>
      nextDay(cookie, "2025-11-07").then(
        (d) => d.data.find((r: Row) => r.exercise_name === "Back Squat")?.weight as number | null,
      );
    const before = await suggested();
    expect(before).toEqual(expect.any(Number));
    await send("PUT", `/api/history/sets/${squat(day1)?.id}`, cookie, { reps: 5, rpe: 8, weight: 175 });
    expect(await suggested()).toBeGreaterThan(before as number);
  });

  it("keeps each lifter's history to themselves: another user's set is not found and stays as it was", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await logDay(owner.cookie, { phase: 1, week: 1, day: 1 }, "2025-11-03");
    const before = await page(owner.cookie);
    const id = before.sessions[0]?.sets[0]?.id as string;
    expect(await page(other.cookie)).toEqual({ sessions: [], nextCursor: null });
    const cursor = before.sessions[0]?.key as string;
    expect(
      (await page(other.cookie, `?before=${enc(`2099-01-01.1.1.1.${cursor.split(".").pop()}`)}`)).sessions,
    ).toEqual([]);
    const put = await send("PUT", `/api/history/sets/${id}`, other.cookie, { reps: 1, rpe: 1, weight: 1 });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe("No such logged set");
    expect((await send("DELETE", `/api/history/sets/${id}`, other.cookie)).statusCode).toBe(404);
    expect(await page(owner.cookie)).toEqual(before);
  });

  it("lists the lifts logged and each lift's best estimated 1RM per date, oldest first", async () => {
    const { cookie } = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect((await send("GET", "/api/history/lifts", cookie)).json()).toEqual({ lifts: [] });
    const day1 = await logDay(cookie, { phase: 1, week: 1, day: 1 }, "2025-11-03", 185);
    await logDay(cookie, { phase: 1, week: 1, day: 2 }, "2025-11-05", 200);
    const { lifts } = (await send("GET", "/api/history/lifts", cookie)).json();
    const names = lifts.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort());
    const squat = lifts.find((l: { name: string }) => l.name === "Back Squat");
    expect(squat).toEqual({ exerciseId: expect.any(String), name: "Back Squat", lastDate: "2025-11-05" });
    expect(day1.map((r) => r.exercise_name)).toContain("Back Squat");

    const res = await send("GET", `/api/history/lifts/${enc(squat.exerciseId)}/e1rm`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    // 5 reps at RPE 8: the weight over 0.811 of the RTS chart.
    expect(res.json()).toEqual({
      points: [
        { date: "2025-11-03", e1rm: Math.round(185 / 0.811), reps: 5, weight: 185, rpe: 8 },
        { date: "2025-11-05", e1rm: Math.round(200 / 0.811), reps: 5, weight: 200, rpe: 8 },
      ],
    });
    expect((await send("GET", "/api/history/lifts", other.cookie)).json()).toEqual({ lifts: [] });
    const foreign = await send("GET", `/api/history/lifts/${enc(squat.exerciseId)}/e1rm`, other.cookie);
    expect(foreign.json()).toEqual({ points: [] });
  });

  it("answers 401 without a session", async () => {
    for (const [method, payload] of [
      ["GET", undefined],
      ["PUT", { reps: 5, rpe: 8, weight: 100 }],
      ["DELETE", undefined],
    ] as const) {
      const url = method === "GET" ? "/api/history/sessions" : "/api/history/sets/x";
      expect((await send(method, url, undefined, payload)).statusCode).toBe(401);
    }
    for (const url of ["/api/history/lifts", "/api/history/lifts/x/e1rm"]) {
      expect((await send("GET", url)).statusCode).toBe(401);
    }
  });
});
