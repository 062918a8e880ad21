import { utcToday } from "@ironpath/domain/days";
import type { FastifyInstance } from "fastify";
import { CURRENT_PROGRAM, type CurrentDay } from "./bench-server.js";
import type { Call } from "./load-generator.js";

/** A hot call of the app and the floor route it is compared with (a read or a write). */
export interface HotCall {
  name: string;
  /** The call as the 5-year lifter makes it: reads are measured so, and statements counted. */
  call: Call;
  floor: "select" | "upsert";
  /**
   * Served by an app that keeps no answer (KEPT_ANSWERS=0): every request reads, as the first
   * open of a day does (decision 0023). The headline: a kept answer is the exception.
   */
  unkept?: true;
  /**
   * A write, played by the writers instead: one lifter a connection, each on their own day, as on
   * a real server (one lifter does not save ten sets at once), so no side queues on one row's lock.
   */
  byWriters?: (d: CurrentDay) => Call[];
}

const json = (path: string, body: object): Call => ({ method: "POST", path, body: JSON.stringify(body) });

// The bodies the web app sends (features/workouts/api and components).
export const nextDay = (): Call => ({
  method: "GET",
  path: `/api/query/nextExerciseDay/${utcToday()}/${CURRENT_PROGRAM}`,
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
    date: utcToday(),
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
    date: utcToday(),
  });
// The Programs screen's first call; the browser sends the cookie, so the session is looked up too.
export const routinesList = (): Call => ({ method: "GET", path: "/api/query/routines" });

export const COLD_NEXT_DAY = "cold next day";
export const COLD_PREVIOUS_WEIGHTS = "cold previous weights";

/** Cold reads first: what the first open of a day costs; kept beside them. */
export function hotCalls(d: CurrentDay): HotCall[] {
  return [
    { name: COLD_NEXT_DAY, call: nextDay(), floor: "select", unkept: true },
    { name: COLD_PREVIOUS_WEIGHTS, call: previousWeights(d), floor: "select", unkept: true },
    { name: "kept next day", call: nextDay(), floor: "select" },
    { name: "kept previous weights", call: previousWeights(d), floor: "select" },
    { name: "save a set", call: saveSet(d), floor: "upsert", byWriters: (w) => [saveSet(w)] },
    { name: "save an exercise", call: saveExercise(d), floor: "upsert", byWriters: (w) => [saveExercise(w)] },
    { name: "routines list", call: routinesList(), floor: "select" },
  ];
}

// The coach's daily entry of a cut (docs/product.md section 7; the coach arrives with issue 9). Measured
// once the app registers it: the lifter then gives their user info and starts a cut first.
const USER_INFO = {
  firstName: "Bench",
  lastName: "Lifter",
  gender: "male",
  weight: 200,
  heightFt: 5,
  heightIn: 11,
  age: 35,
  yearsLifting: 5,
  deadlift1RM: null,
  squat1RM: null,
  bench1RM: null,
  overheadPress1RM: null,
};
const coachSetUp = (): Call[] => [
  json("/api/add/user_info", USER_INFO),
  json("/api/query/calculate_maintenance_calories", {
    weeklyWeightLoss: 1,
    returnActivityLevel: 1.55,
    date: utcToday(),
  }),
];
export const coachDay = (weight = 199.4): Call =>
  json("/api/query/add/stepsWalked/caloriesConsumed", {
    stepsWalked: 8000,
    caloriesConsumed: 2200,
    userBodyWeight: weight,
    currentDate: utcToday(),
  });

/** Sets the lifter on a cut and returns the daily entry, when the app has it; else why not. */
export async function coachDailyEntry(app: FastifyInstance, cookie: string, weight?: number): Promise<Call | string> {
  const call = coachDay(weight);
  if (!app.routeRegistry.some((r) => r.url === call.path && [r.method].flat().includes(call.method))) {
    return "not measured: the app has no coach daily-entry route yet (issue 9)";
  }
  for (const c of [...coachSetUp(), call]) {
    const answer = await send(app, cookie, c);
    if (answer.statusCode >= 300) {
      return `not measured: ${c.path} answered ${answer.statusCode} (${answer.body.slice(0, 160)}); see bench/calls.ts`;
    }
  }
  return call;
}

const send = (app: FastifyInstance, cookie: string, call: Call) =>
  app.inject({
    method: call.method,
    url: call.path,
    headers: { cookie, ...(call.body ? { "content-type": "application/json" } : {}) },
    ...(call.body ? { payload: call.body } : {}),
  });

/** Refuses to measure a call that does not answer 2xx: a fast error page is no result. */
export async function requireAnswers(app: FastifyInstance, cookie: string, calls: Call[]): Promise<void> {
  for (const call of calls) {
    const answer = await send(app, cookie, call);
    if (answer.statusCode >= 300) {
      throw new Error(`${call.method} ${call.path} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
    }
  }
}
