// A stream of logged sets against a running server, each set with a weight no other has, so a
// test can tell afterwards which acknowledged sets the database holds.
import { call } from "./http-client.js";

export const STREAM_PROGRAM = "Beginner Linear Progression 3-Day";
const PROGRAM = encodeURIComponent(STREAM_PROGRAM);

export interface PlannedSet {
  /** The program row (what the API calls exerciseId). */
  exerciseId: string;
  exerciseName: string;
  /** 0-19 on the wire, stored as set_index + 1. */
  index: number;
  weight: number;
}

/** The key a logged set is stored under for one user: its row and its stored set index. */
export const setKey = (rowId: string, storedSetIndex: number) => `${rowId}#${storedSetIndex}`;
export const keyOfPlanned = (set: PlannedSet) => setKey(set.exerciseId, set.index + 1);

/** Every set of every row of the first `weeks` weeks of the program, weights all different. */
export async function planSets(baseURL: string, cookie: string, weeks = 1): Promise<PlannedSet[]> {
  const rows: { exerciseId: string; exercise_name: string }[] = [];
  for (let week = 1; week <= weeks; week += 1) {
    for (const day of [1, 2, 3]) {
      const res = await call(baseURL, "GET", `/api/query/exercises/${PROGRAM}/1/${week}/${day}`, { cookie });
      if (res.status !== 200) throw new Error(`day ${week}/${day} answered ${res.status} ${JSON.stringify(res.body)}`);
      rows.push(...(res.body as { data: typeof rows }).data);
    }
  }
  const sets: PlannedSet[] = [];
  for (let index = 0; index < 20; index += 1) {
    for (const row of rows) {
      // Quarter steps are exact in binary and in PostgreSQL's real.
      sets.push({
        exerciseId: row.exerciseId,
        exerciseName: row.exercise_name,
        index,
        weight: 20 + sets.length * 0.25,
      });
    }
  }
  return sets;
}

export interface SetStream {
  /** Key → weight and when (performance.now()) the 200 arrived; filled as answers come. */
  acknowledged: Map<string, { weight: number; at: number }>;
  /** Answers other than 200 while the server was up, in words. */
  refused: string[];
  /** Resolves when every writer has stopped: sets exhausted, stop() called, or the server gone. */
  done: Promise<void>;
  stop(): void;
}

/** `writers` clients each send the next planned set as soon as their last one was answered. */
export function streamSets(baseURL: string, cookie: string, sets: PlannedSet[], writers = 4): SetStream {
  const acknowledged = new Map<string, { weight: number; at: number }>();
  const refused: string[] = [];
  let next = 0;
  let stopped = false;
  const writer = async () => {
    while (!stopped && next < sets.length) {
      const set = sets[next++] as PlannedSet;
      const res = await call(baseURL, "POST", `/api/add/advAddUserExerciseData/${PROGRAM}`, {
        cookie,
        body: {
          index: set.index,
          exercise_name: set.exerciseName,
          exerciseId: set.exerciseId,
          rpe: 8,
          reps: 5,
          weight: set.weight,
        },
        timeoutMs: 5000,
      });
      if (res.status === 0) return; // the server is gone
      if (res.status === 200) acknowledged.set(keyOfPlanned(set), { weight: set.weight, at: performance.now() });
      else refused.push(`${res.status} ${JSON.stringify(res.body)}`);
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer)).then(() => undefined);
  return {
    acknowledged,
    refused,
    done,
    stop: () => {
      stopped = true;
    },
  };
}
