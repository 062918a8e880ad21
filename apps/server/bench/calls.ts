import type { FastifyInstance } from "fastify";
import { CURRENT_PROGRAM, type CurrentDay } from "./bench-server.js";
import type { Call } from "./load-generator.js";

/** A hot call of the app and the floor route it is compared with (a read or a write). */
export interface HotCall {
  name: string;
  call: Call;
  floor: "select" | "upsert";
}

export const today = () => new Date().toISOString().slice(0, 10);

const json = (path: string, body: object): Call => ({ method: "POST", path, body: JSON.stringify(body) });

// The bodies the web app sends (features/workouts/api and components).
export const nextDay = (): Call => ({
  method: "GET",
  path: `/api/query/nextExerciseDay/${today()}/${CURRENT_PROGRAM}`,
});
export const previousWeights = (d: CurrentDay): Call => ({
  method: "GET",
  path: `/api/query/advanced_weight/${encodeURIComponent(d.exerciseName)}/${CURRENT_PROGRAM}`,
});
export const saveSet = (d: CurrentDay, index = 0, weight = 225): Call =>
  json(`/api/add/advAddUserExerciseData/${CURRENT_PROGRAM}`, {
    index,
    exercise_name: d.exerciseName,
    exerciseId: d.row.id,
    reps: 5,
    rpe: 8,
    weight,
    date: today(),
  });
export const saveExercise = (d: CurrentDay): Call =>
  json(`/api/add/addUserExerciseData/${CURRENT_PROGRAM}`, {
    phase: d.row.phase,
    week: d.row.week,
    day: d.row.day,
    exerciseId: d.row.id,
    exercise_name: d.exerciseName,
    actualReps: 5,
    actualRpe: 8,
    weight: 225,
    date: today(),
  });
// The Programs screen's first call; the browser sends the cookie, so the session is looked up too.
export const routinesList = (): Call => ({ method: "GET", path: "/api/query/routines" });

export function hotCalls(d: CurrentDay): HotCall[] {
  return [
    { name: "next day", call: nextDay(), floor: "select" },
    { name: "save a set", call: saveSet(d), floor: "upsert" },
    { name: "save an exercise", call: saveExercise(d), floor: "upsert" },
    { name: "previous weights", call: previousWeights(d), floor: "select" },
    { name: "routines list", call: routinesList(), floor: "select" },
  ];
}

// The coach's daily entries in the spec (cut, bulk, maintenance). The coach is being built
// (issue 9): the first of them the app registers is measured, once it answers 2xx.
const COACH_DAILY_ENTRIES: Call[] = [
  json("/api/query/add/stepsWalked/caloriesConsumed", {
    stepsWalked: 8000,
    caloriesConsumed: 2200,
    userBodyWeight: 180.4,
    currentDate: today(),
  }),
  json("/api/query/daily_calories_and_weight", { caloriesConsumed: 2200, bodyWeight: 180.4, date: today() }),
  json("/api/query/submit_maintenance_calories_and_weight", {
    caloriesConsumed: 2200,
    bodyWeight: 180.4,
    date: today(),
  }),
];

/** The coach's daily entry when the app has one that answers this lifter 2xx; else why not. */
export async function coachDailyEntry(app: FastifyInstance, cookie: string): Promise<Call | string> {
  const registered = (c: Call) =>
    app.routeRegistry.some((r) => r.url === c.path && [r.method].flat().includes(c.method));
  const call = COACH_DAILY_ENTRIES.find(registered);
  if (!call) return "not measured: the app has no coach daily-entry route yet (issue 9)";
  const answer = await app.inject({
    method: call.method,
    url: call.path,
    headers: { cookie, "content-type": "application/json" },
    payload: call.body,
  });
  if (answer.statusCode >= 300) {
    return `not measured: ${call.path} answered ${answer.statusCode} (${answer.body.slice(0, 120)}); the bench needs the coach's set-up in bench/calls.ts`;
  }
  return call;
}

/** Refuses to measure a call that does not answer 2xx: a fast error page is no result. */
export async function requireAnswers(app: FastifyInstance, cookie: string, calls: Call[]): Promise<void> {
  for (const call of calls) {
    const answer = await app.inject({
      method: call.method,
      url: call.path,
      headers: { cookie, ...(call.body ? { "content-type": "application/json" } : {}) },
      ...(call.body ? { payload: call.body } : {}),
    });
    if (answer.statusCode >= 300) {
      throw new Error(`${call.method} ${call.path} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    }
  }
}
