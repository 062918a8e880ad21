import { useParams } from "react-router";
import { PlaceholderScreen } from "../../components/placeholder-screen";

export function ExercisesRoute() {
  const { program = "" } = useParams();
  return <PlaceholderScreen title={`Workout log: ${program}`} />;
}
