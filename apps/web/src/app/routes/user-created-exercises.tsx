import { useParams } from "react-router";
import { WorkoutLogScreen } from "../../features/workouts/components/workout-log-screen";

/** /user-created-exercises/:program: the same workout log, fed by the days the lifter built. */
export function UserCreatedExercisesRoute() {
  const { program = "" } = useParams();
  // A new program is a new log: the key drops the previous one's state.
  return <WorkoutLogScreen key={program} kind="user-created" program={program} />;
}
