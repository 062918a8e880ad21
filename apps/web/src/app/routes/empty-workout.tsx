import { EmptyWorkoutLog } from "../../features/empty-workout/components/empty-workout-log";

/** /empty-workout: a workout with no program, started from the Programs screen (decision 0051). */
export function EmptyWorkoutRoute() {
  return <EmptyWorkoutLog />;
}
