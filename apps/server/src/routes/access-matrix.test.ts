import type { RouteOptions } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../services/account/auth-sessions.js";
import { projectRoutes } from "../testing/route-schemas.js";
import { type RouteRequest, sample, send, validRequests } from "../testing/route-requests.js";
import { DIALECTS, STRONG_PASSWORD, type TestApp, createTestApp, registerUser } from "../testing/test-app.js";

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;

// Every route of the registry, called with schema-made requests by everyone but the owner: a visitor,
// another user, and the owner's cookie tampered with, expired and ended. Signed-in routes refuse all
// but the other user; nobody ever sees the owner's markers, and the owner's rows never change.
describe.each(DIALECTS)("access matrix on %s", (dialect) => {
  let t: TestApp;
  const marker = `Ownermark${Date.now().toString(36)}`;
  const owner = { cookie: "", email: `${marker.toLowerCase()}@example.com`, id: "" };
  const words: string[] = [BEGINNER, "Back Squat", owner.email];
  const identities: Record<string, string | undefined> = {};

  const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    `ironpath_session=${res.cookies.find((c) => c.name === "ironpath_session")?.value}`;
  const signInAgain = async () =>
    cookieOf(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: owner.email, password: STRONG_PASSWORD },
      }),
    );

  /** Everything of the owner's that another caller could change. */
  const ownerRows = async () => {
    const of = (table: string, column = "user_id") =>
      sql`select * from ${sql.table(table)} where ${sql.ref(column)} = ${owner.id}`.execute(t.db.db);
    const tables = await Promise.all([
      of("users", "id"),
      of("user_info"),
      of("performances"),
      of("user_programs"),
      of("shown_days"),
      of("day_changes"),
      of("exercises", "owner_user_id"),
      of("routines", "owner_user_id"),
      of("day_supersets"),
      of("warm_up_sets"),
      of("day_notes"),
      of("exercise_units"),
    ]);
    return JSON.stringify(tables.map((r) => r.rows));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    Object.assign(owner, await registerUser(t.app, owner.email));
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, headers: { cookie: owner.cookie } });
    const info = { firstName: marker, lastName: marker, gender: "female", weight: 150, heightFt: 5, heightIn: 6 };
    await post("/api/add/user_info", { ...info, age: 30, yearsLifting: 3, squat1RM: 225 });
    await post("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER });
    await post("/api/add/exercises-with-tags", { exercise_name: `${marker} Press`, muscle_name: "Chest" });
    const day = await t.app.inject({
      url: `/api/query/nextExerciseDay/2025-11-21/${enc(BEGINNER)}`,
      headers: { cookie: owner.cookie },
    });
    for (const row of day.json().data) {
      words.push(row.exerciseId, row.exercise_name);
      const entry = { exerciseId: row.exerciseId, exercise_name: row.exercise_name, actualReps: 5, actualRpe: 8 };
      await post(`/api/add/addUserExerciseData/${enc(BEGINNER)}`, { ...entry, weight: 185 });
    }
    // The owner's warm-up and note on the day's first row (decision 0066): theirs alone.
    const firstRow = day.json().data[0] as { exerciseId: string };
    const warmUp = { exerciseId: firstRow.exerciseId, index: 0, reps: 5, weight: 45 };
    expect((await post(`/api/add/userWarmUpSet/${enc(BEGINNER)}`, warmUp)).statusCode).toBe(200);
    const note = { exerciseId: firstRow.exerciseId, set: 0, note: `${marker} note` };
    expect((await post(`/api/add/userExerciseNote/${enc(BEGINNER)}`, note)).statusCode).toBe(200);
    // The owner's own unit for their own exercise (decision 0081): nobody else may change or see it.
    expect((await post("/api/add/exercise_unit", { exercise_name: `${marker} Press`, unit: "kg" })).statusCode).toBe(
      200,
    );
    // The owner's superset for the day: nobody else may see or ungroup it (decision 0055).
    const [first, second] = day.json().data as { exerciseId: string }[];
    const grouped = {
      phase: 1,
      week: 1,
      day: 1,
      date: "2025-11-21",
      exerciseIds: [first?.exerciseId, second?.exerciseId],
    };
    expect((await post(`/api/add/superset/${enc(BEGINNER)}`, grouped)).statusCode).toBe(200);
    // A day change of the owner's (an exercise added to the day): its row must stay theirs.
    const press = await t.db.db
      .selectFrom("exercises")
      .select("id")
      .where("name", "=", "Leg Press")
      .executeTakeFirstOrThrow();
    const { phase_id: phase, week_id: week, day_id: dayOfWeek } = day.json();
    const slot = { phase, week, day: dayOfWeek };
    const added = await post(`/api/add/addDayExercise/${enc(BEGINNER)}`, { ...slot, exercise: press.id });
    expect(added.statusCode, added.body).toBe(200);
    words.push(added.json().exerciseId);
    // A workout of the owner's with no program, by id: nobody else may make a program day of it.
    const workout = await post("/api/workouts", {
      name: `${marker} workout`,
      date: "2025-11-21",
      exercises: [{ exercise: "Back Squat", sets: [{ reps: 5, rpe: 8, weight: 185 }] }],
    });
    expect(workout.statusCode, workout.body).toBe(201);
    words.push(workout.json().id);
    // The owner's logged sets by id: History's corrections and deletes must not reach them.
    const sets = await t.db.db.selectFrom("performances").select("id").where("user_id", "=", owner.id).execute();
    words.push(...sets.map((s) => s.id));
    identities.visitor = undefined;
    identities.other = (await registerUser(t.app)).cookie;
    identities.tampered = owner.cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const expired = await signInAgain();
    const token = expired.split("=")[1] as string;
    await t.db.db
      .updateTable("sessions")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("token_hash", "=", hashToken(token))
      .execute();
    identities.expired = expired;
    identities.ended = await signInAgain();
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: identities.ended } });
  });
  afterAll(() => t.close());

  const routes = () => projectRoutes(t.app.routeRegistry);
  // Signing out ends the caller's own session: the other user must keep theirs for the rest.
  const skip = (route: RouteOptions, who: string) => who === "other" && route.url === "/api/auth/logout";

  it("has the owner's data in place", async () => {
    const profile = await t.app.inject({ url: "/api/query/profile", headers: { cookie: owner.cookie } });
    expect(profile.json().data.first_name).toBe(marker);
  });

  it("refuses every signed-in route to all but a signed-in user, and leaks nothing to anyone", async () => {
    const before = await ownerRows();
    const failures: string[] = [];
    for (const route of routes()) {
      const requests: RouteRequest[] = sample(validRequests(route, words));
      for (const [who, cookie] of Object.entries(identities)) {
        if (skip(route, who)) continue;
        for (const request of requests) {
          const res = await send(t.app, request, cookie);
          const what = `${who} ${request.method} ${request.url} → ${res.statusCode}`;
          const mustRefuse = route.config?.access === "signed-in" && who !== "other";
          if (mustRefuse && res.statusCode !== 401) failures.push(`${what} (expected 401)`);
          if (res.statusCode >= 500) failures.push(`${what} ${res.body}`);
          if (res.body.toLowerCase().includes(marker.toLowerCase())) failures.push(`${what} shows the owner's data`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await ownerRows()).toBe(before);
  });

  it("leaves the owner signed in with their data", async () => {
    const me = await t.app.inject({ url: "/api/auth/me", headers: { cookie: owner.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(owner.id);
  });
});
