import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { Dialect } from "../../db/create-db.js";
import type { Database } from "../../db/schema.js";
import { STRONG_PASSWORD, type TestApp, createTestApp, registerUser } from "../../testing/test-app.js";
import { InstanceRefused, exportInstance, importInstance } from "./instance-move.js";
import type { Kysely } from "kysely";

// Moving an instance (decision 0037): SQLite → file → PostgreSQL and back; the moved lifter signs
// in with the same password and sees the same programs, sets, history and coach figures.

const fixture = (name: string) => readFileSync(new URL(`../../testing/fixtures/${name}`, import.meta.url), "utf8");

async function* from(lines: string[]): AsyncGenerator<string> {
  yield* lines;
}

/** A lifter with user info, an imported history, a coach phase, days and an answer. */
async function lifterWithEverything(t: TestApp) {
  const { cookie, email, id } = await registerUser(t.app);
  const imported = await t.app.inject({
    method: "POST",
    url: "/api/import/workouts",
    payload: { format: "strong", csv: fixture("strong.csv") },
    headers: { cookie },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const db = t.db.db as Kysely<Database>;
  const now = new Date().toISOString();
  await db
    .insertInto("user_info")
    .values({
      user_id: id,
      first_name: "Ada",
      last_name: "Lift",
      gender: "female",
      weight: 150.5,
      height_ft: 5,
      height_in: 6,
      age: 30,
      years_lifting: 2,
      deadlift_1rm: 250,
      squat_1rm: 200,
      bench_1rm: 120,
      overhead_press_1rm: null,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("coach_phases")
    .values({
      id: `phase-${id}`,
      user_id: id,
      kind: "cut",
      start_date: "2026-11-02",
      activity_level: 1.375,
      rate: 1,
      end_date: null,
      start_weight: 150.5,
      change_reason: null,
      ended_on: null,
      created_at: now,
    })
    .execute();
  for (const [i, date] of ["2026-11-02", "2026-11-03", "2026-11-04"].entries()) {
    await db
      .insertInto("coach_days")
      .values({ user_id: id, date, steps: 8000 + i, calories: 1900, weight: 150 - i / 2, updated_at: now })
      .execute();
  }
  await db
    .insertInto("coach_answers")
    .values({ user_id: id, dialog: "stall", week_start: "2026-11-09", answer: "keep", answered_at: now })
    .execute();
  return { email, cookie };
}

/** What a lifter sees through the API: everything exported, their history and the coach's figures. */
async function whatTheySee(t: TestApp, cookie: string) {
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: { cookie } });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  const everything = await get("/api/export/everything");
  expect(everything.status).toBe(200);
  return {
    everything: { ...everything.body, exportedAt: undefined },
    sets: (await t.app.inject({ url: "/api/export/sets", headers: { cookie } })).body,
    history: await get("/api/history/sessions"),
    programs: await get("/api/query/user_created_programs"),
    coach: await get("/api/query/planned_expected_actual_weight_loss/2026-11-05"),
  };
}

const moves: [Dialect, Dialect][] = [
  ["sqlite", "postgres"],
  ["postgres", "sqlite"],
];

describe.each(moves)("moving an instance from %s to %s", (source, target) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("keeps every account, password and lifter's data, and refuses a database with accounts", async () => {
    const from_ = await createTestApp(source);
    apps.push(from_);
    const { email, cookie } = await lifterWithEverything(from_);
    const other = await registerUser(from_.app);
    const before = await whatTheySee(from_, cookie);

    const lines: string[] = [];
    const exported = await exportInstance(from_.db.db, async (line) => {
      lines.push(line);
    });
    expect(exported).toMatchObject({ users: 2, coach_phases: 1, coach_days: 3, coach_answers: 1 });

    const to = await createTestApp(target);
    apps.push(to);
    const imported = await importInstance(to.db.db, from(lines));
    expect(imported.performances).toBe(exported.performances);

    // Signs in with the same password (sessions are not moved) and sees the same.
    const login = await to.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.cookies.find((c) => c.name === "ironpath_session");
    const after = await whatTheySee(to, `ironpath_session=${session?.value}`);
    expect(after).toEqual(before);
    expect(before.everything.sets.length).toBeGreaterThan(0);
    expect(before.history.status).toBe(200);
    expect(before.coach.status).toBe(200);
    const otherLogin = await to.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: other.email, password: STRONG_PASSWORD },
    });
    expect(otherLogin.statusCode).toBe(200);

    // A second import is refused in words, and writes nothing.
    const counts = await to.db.db
      .selectFrom("performances")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    await expect(importInstance(to.db.db, from(lines))).rejects.toThrow(
      new InstanceRefused(
        "This database already holds 2 accounts: an instance is imported only into a new, empty database.",
      ),
    );
    const still = await to.db.db
      .selectFrom("performances")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst();
    expect(still).toEqual(counts);
  }, 60_000);

  it("refuses a file that is not an instance export, or of other migrations, writing nothing", async () => {
    const to = await createTestApp(target);
    apps.push(to);
    await expect(importInstance(to.db.db, from(['{"format":"ironpath-export"}']))).rejects.toThrow(
      /not an Ironpath instance export/,
    );
    const header = {
      format: "ironpath-instance",
      version: 1,
      exportedAt: "",
      migrations: ["2026-11-21-accounts"],
      tables: [],
    };
    await expect(importInstance(to.db.db, from([JSON.stringify(header)]))).rejects.toThrow(
      /run the same version of Ironpath at both ends/,
    );
  });
});
