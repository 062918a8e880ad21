import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { callAs, registerUser } from "./test-app.js";

// The test lifter the coach's and the log's route tests share, and the day they run on.

/** User Info of a 30-year-old man, 5 ft 10, 180 lb, lifting 3 years: the coach's formula vectors. */
export const LIFTER_INFO = {
  firstName: "Pat",
  lastName: "Lifter",
  gender: "male",
  weight: 180,
  heightFt: 5,
  heightIn: 10,
  age: 30,
  yearsLifting: 3,
};

/** User Info of a 31-year-old woman, 5 ft 7, 154.3 lb (70 kg), lifting 2 years: the units' tests' lifter (decision 0063). */
export const KG_LIFTER_INFO = {
  firstName: "Ana",
  lastName: "Kowalska",
  gender: "female",
  weight: 154.3,
  heightFt: 5,
  heightIn: 7,
  age: 31,
  yearsLifting: 2,
};

/** A Monday and the Wednesday after it: the dates the units' tests train Beginner's day 1 and day 2 on. */
export const DAY_1 = "2026-03-02";
export const DAY_2 = "2026-03-04";

/** Today in UTC, read once when the test file loads. */
export const TODAY = new Date().toISOString().slice(0, 10);

/** The ready-made program the log's tests train, and its name as a path segment. */
export const BEGINNER = "Beginner Linear Progression 3-Day";
export const BEGINNER_PATH = encodeURIComponent(BEGINNER);

/** A call as one lifter: a GET, or a POST of `payload` when given. */
export type LifterCall = (url: string, payload?: object) => ReturnType<typeof callAs>;

/** The calls of the lifter whose session `cookie` is. */
export const lifterCalls =
  (app: FastifyInstance, cookie: string): LifterCall =>
  (url, payload) =>
    callAs(app, cookie, url, payload);

/** A new lifter on `app` with Beginner among their programs, and their calls. */
export async function beginnerLifter(app: FastifyInstance): Promise<{ cookie: string; call: LifterCall }> {
  const { cookie } = await registerUser(app);
  const call = lifterCalls(app, cookie);
  const added = await call("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER });
  expect(added.statusCode, added.body).toBe(200);
  return { cookie, call };
}

/** Beginner's next day on `date` (TODAY unless given) as `call`'s lifter reads it. */
export async function beginnerDay<Row>(
  call: LifterCall,
  date = TODAY,
): Promise<{ data: Row[]; phase_id: number; week_id: number; day_id: number }> {
  const res = await call(`/api/query/nextExerciseDay/${date}/${BEGINNER_PATH}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Beginner's day 1 logged on DAY_1: each exercise 5 reps at RPE 8, at `weights[name]` lb (95 lb unnamed). */
export async function logDayOne(call: LifterCall, weights: Record<string, number>): Promise<void> {
  const { data } = await beginnerDay<{ exerciseId: string; exercise_name: string }>(call, DAY_1);
  for (const row of data) {
    const body = { exerciseId: row.exerciseId, exercise_name: row.exercise_name, actualReps: 5, actualRpe: 8 };
    const weight = weights[row.exercise_name] ?? 95;
    const res = await call(`/api/add/addUserExerciseData/${BEGINNER_PATH}`, { ...body, weight, date: DAY_1 });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/**
 * Holds the clock of this test file on TODAY from its noon (time still runs): the server runs in
 * the test's process and reads the same clock, so no test straddles a midnight between the dates
 * it sends and the server's own today.
 */
export function holdToday(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${TODAY}T12:00:00Z`), shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** A row of a program day as `POST /api/add/addProgramDay` takes it: 3 × 5, 3 minutes' rest, unless `fields` say. */
export const programRow = (exerciseOrder: number, exerciseName: string, fields: Record<string, string> = {}) => ({
  exerciseOrder,
  exerciseName,
  warmUp: "",
  sets: "3",
  reps: "5",
  rpe: "",
  percent1RM: "",
  rest: "3",
  notes: "",
  ...fields,
});
