import { apiFetch } from "../../../lib/api";
import { programPath } from "../types";

/** One exercise's quick entry. phase, week and day are left out by the final Submit. */
export interface ExerciseEntry {
  phase?: number;
  week?: number;
  day?: number;
  exerciseId: string;
  exercise_name: string;
  actualReps: number;
  actualRpe: number;
  weight: number;
  /** The lifter's local date, yyyy-mm-dd. */
  date: string;
}

/** Saves (or, saved again, updates) an exercise; resolves to the response status. */
export async function saveExercise(program: string, entry: ExerciseEntry): Promise<number> {
  const { status } = await apiFetch<{ ok: true }>(`/api/add/addUserExerciseData/${programPath(program)}`, {
    method: "POST",
    body: entry,
  });
  return status;
}
