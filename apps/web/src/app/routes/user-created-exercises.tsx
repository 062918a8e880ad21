import { useParams } from "react-router";
import { PlaceholderScreen } from "../../components/placeholder-screen";

export function UserCreatedExercisesRoute() {
  const { program = "" } = useParams();
  return <PlaceholderScreen title={`Workout log: ${program}`} />;
}
