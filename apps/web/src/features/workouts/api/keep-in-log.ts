import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { queryClient } from "../../../lib/query-client";
import { workoutsKeys } from "./workouts-keys";

/** One entry as the log shows it saved: the whole exercise (set null) or one set (1..n). */
export interface KeptEntry {
  exerciseId?: string;
  exercise_name: string;
  set: number | null;
  actualReps: number;
  actualRpe: number | null;
  weight: number;
  /** A timed hold's seconds (decision 0053). */
  seconds?: number | null;
}

function withEntry(day: DayResponse, entry: KeptEntry): DayResponse {
  return {
    ...day,
    data: day.data.map((row) => {
      const same = entry.exerciseId ? row.exerciseId === entry.exerciseId : row.exercise_name === entry.exercise_name;
      if (!same) return row;
      const { actualReps, actualRpe, weight, set, seconds = null } = entry;
      const others = row.logged_sets.filter((s) => s.set !== set);
      const order = (s: { set: number | null }) => s.set ?? 0;
      return {
        ...row,
        logged: set === null ? { actualReps, actualRpe, weight } : row.logged,
        logged_sets: [...others, { set, actualReps, actualRpe, weight, seconds }].sort((a, b) => order(a) - order(b)),
      };
    }),
  };
}

/**
 * A save kept on this phone (no signal) shows in the log's cached days as saved, so that a reload
 * offline still shows it (the cache is kept on the phone, lib/offline/kept-answers.ts); once the
 * outbox has sent it, the log asks the server again.
 */
export function keepInLog(program: string, entry: KeptEntry): void {
  queryClient.setQueriesData<DayResponse | null>(
    { predicate: (query) => query.queryKey[0] === workoutsKeys.all[0] && query.queryKey.includes(program) },
    (day) => (day && Array.isArray(day.data) && "phase_id" in day ? withEntry(day, entry) : day),
  );
}
