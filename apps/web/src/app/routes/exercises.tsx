import { useParams } from "react-router";
import { WorkoutLogScreen } from "../../features/workouts/components/workout-log-screen";

/** /exercises/:program: the workout log of a ready-made program. */
export function ExercisesRoute() {
  const { program = "" } = useParams();
  // A new program is a new log: the key drops the previous one's state.
  return <WorkoutLogScreen key={program} kind="ready-made" program={program} />;
}
