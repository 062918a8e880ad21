import type { HistoryPage } from "@ironpath/domain/training/history-api.schema";
import { describe, expect, it } from "vitest";
import { sweepIdempotencyKeys } from "../services/idempotent-writes.js";
import { DIALECTS, registerUser, useTestApp } from "../testing/test-app.js";

const BEGINNER = "Beginner Linear Progression 3-Day";
const LOG = `/api/add/addUserExerciseData/${encodeURIComponent(BEGINNER)}`;
const ADV = `/api/add/advAddUserExerciseData/${encodeURIComponent(BEGINNER)}`;
const DATE = "2025-11-03";
const DAY = { phase: 1, week: 1, day: 1 };

describe.each(DIALECTS)("idempotency keys on %s", (dialect) => {
  const t = useTestApp(dialect);

  type Method = "POST" | "PUT" | "DELETE";
  const send = (method: Method, url: string, cookie: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, ...(key ? { "idempotency-key": key } : {}) },
      ...(payload ? { payload } : {}),
    });
  /** Raised by triggers at every write of the lifter's data (decision 0023): counts the writes. */
  const writes = async (userId: string) =>
    Number(
      (await t.db.db.selectFrom("users").select("data_version").where("id", "=", userId).executeTakeFirstOrThrow())
        .data_version,
    );
  const firstRow = async (cookie: string) => {
    const res = await t.app.inject({
      url: `/api/query/exercises/${encodeURIComponent(BEGINNER)}/1/1/1`,
      headers: { cookie },
    });
    const [row] = res.json().data as { exerciseId: string; exercise_name: string }[];
    if (!row) throw new Error("no row");
    return row;
  };
  const quickEntry = async (cookie: string, weight = 135) => {
    const { exerciseId, exercise_name } = await firstRow(cookie);
    return { ...DAY, exerciseId, exercise_name, actualReps: 5, actualRpe: 8, weight, date: DATE };
  };
  const sets = async (cookie: string) => {
    const res = await t.app.inject({ url: "/api/history/sessions", headers: { cookie } });
    return (res.json() as HistoryPage).sessions.flatMap((s) => s.sets);
  };

  it("answers a replayed set with the first answer and writes it once", async () => {
    const { cookie, id } = await registerUser(t.app);
    const body = await quickEntry(cookie);
    const before = await writes(id);
    const first = await send("POST", LOG, cookie, body, "set-1");
    expect(first.statusCode, first.body).toBe(200);
    const after = await writes(id);
    expect(after).toBeGreaterThan(before);
    const again = await send("POST", LOG, cookie, body, "set-1");
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await writes(id)).toBe(after);
    // Without a key the same call writes again, as it always did.
    expect((await send("POST", LOG, cookie, body)).statusCode).toBe(200);
    expect(await writes(id)).toBeGreaterThan(after);
  });

  it("refuses the same key with another body in words, and saves nothing", async () => {
    const { cookie, id } = await registerUser(t.app);
    const body = await quickEntry(cookie);
    expect((await send("POST", LOG, cookie, body, "k")).statusCode).toBe(200);
    const written = await writes(id);
    const other = await send("POST", LOG, cookie, { ...body, weight: 140 }, "k");
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatch(/already used for another request: nothing was saved/);
    expect(await writes(id)).toBe(written);
    expect((await sets(cookie)).map((s) => s.weight)).toEqual([135]);
    // The same body to another path is another request too.
    const adv = {
      exercise_name: body.exercise_name,
      exerciseId: body.exerciseId,
      index: 0,
      reps: 5,
      rpe: 8,
      weight: 135,
      date: DATE,
    };
    expect((await send("POST", ADV, cookie, adv, "k")).statusCode).toBe(409);
  });

  it("keeps one lifter's keys apart from another's", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect((await send("POST", LOG, a.cookie, await quickEntry(a.cookie, 135), "shared")).statusCode).toBe(200);
    const res = await send("POST", LOG, b.cookie, await quickEntry(b.cookie, 95), "shared");
    expect(res.statusCode).toBe(200);
    expect(res.headers["idempotent-replayed"]).toBeUndefined();
    expect((await sets(a.cookie)).map((s) => s.weight)).toEqual([135]);
    expect((await sets(b.cookie)).map((s) => s.weight)).toEqual([95]);
  });

  it("lets one of two copies sent at once write, and gives both the same answer", async () => {
    const { cookie, id } = await registerUser(t.app);
    const body = await quickEntry(cookie);
    const before = await writes(id);
    const copies = await Promise.all([1, 2, 3].map(() => send("POST", LOG, cookie, body, "race")));
    expect(copies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(copies.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(2);
    expect(await writes(id)).toBe(before + 1);
  });

  it("replays a correction and a delete with their first answers", async () => {
    const { cookie, id } = await registerUser(t.app);
    expect((await send("POST", LOG, cookie, await quickEntry(cookie))).statusCode).toBe(200);
    const [set] = await sets(cookie);
    if (!set) throw new Error("no set");
    const url = `/api/history/sets/${set.id}`;
    const corrected = await send("PUT", url, cookie, { reps: 6, rpe: 9, weight: 140 }, "fix");
    expect(corrected.statusCode).toBe(200);
    const written = await writes(id);
    expect((await send("PUT", url, cookie, { reps: 6, rpe: 9, weight: 140 }, "fix")).body).toBe(corrected.body);
    expect(await writes(id)).toBe(written);

    expect((await send("DELETE", url, cookie, undefined, "drop")).statusCode).toBe(200);
    // A replayed delete answers as the first did, not "No such logged set".
    const again = await send("DELETE", url, cookie, undefined, "drop");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    // A refusal is an answer too: the same key keeps it.
    const missing = await send("DELETE", url, cookie, undefined, "drop-again");
    expect(missing.statusCode).toBe(404);
    expect((await send("DELETE", url, cookie, undefined, "drop-again")).body).toBe(missing.body);
  });

  it("replays the coach's daily entry once", async () => {
    const { cookie, id } = await registerUser(t.app);
    const info = { firstName: "Pat", lastName: "Lifter", gender: "male", weight: 180, heightFt: 5, heightIn: 10 };
    expect((await send("POST", "/api/add/user_info", cookie, { ...info, age: 30, yearsLifting: 3 })).statusCode).toBe(
      200,
    );
    const today = new Date().toISOString().slice(0, 10);
    const start = { weeklyWeightLoss: 1, returnActivityLevel: 1.55, date: today };
    expect((await send("POST", "/api/query/calculate_maintenance_calories", cookie, start)).statusCode).toBe(200);
    const day = { stepsWalked: 8000, caloriesConsumed: 2200, userBodyWeight: 180, currentDate: today };
    const url = "/api/query/add/stepsWalked/caloriesConsumed";
    const first = await send("POST", url, cookie, day, "coach-day");
    expect(first.statusCode, first.body).toBe(200);
    const written = await writes(id);
    const again = await send("POST", url, cookie, day, "coach-day");
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await writes(id)).toBe(written);
    expect((await send("POST", url, cookie, { ...day, caloriesConsumed: 2300 }, "coach-day")).statusCode).toBe(409);
  });

  it("refuses a malformed key in words, and forgets keys after a week", async () => {
    const { cookie, id } = await registerUser(t.app);
    const body = await quickEntry(cookie);
    const bad = await send("POST", LOG, cookie, body, "a key with spaces");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Idempotency-Key header/);
    expect((await send("POST", LOG, cookie, body, "old")).statusCode).toBe(200);
    await sweepIdempotencyKeys(t.db.db, new Date(Date.now() + 8 * 86_400_000));
    const written = await writes(id);
    const after = await send("POST", LOG, cookie, body, "old");
    expect(after.headers["idempotent-replayed"]).toBeUndefined();
    expect(await writes(id)).toBeGreaterThan(written);
  });
});
