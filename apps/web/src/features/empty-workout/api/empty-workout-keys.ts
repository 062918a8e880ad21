import { QUERY_ROOTS } from "../../../lib/query-keys";

// The empty workout's cached answers (decision 0075).
export const emptyWorkoutKeys = {
  exercises: () => [...QUERY_ROOTS.emptyWorkout, "exercises"] as const,
};
