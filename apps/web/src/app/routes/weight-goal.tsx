import { PlaceholderScreen } from "../../components/placeholder-screen";

export function WeightGoalRoute() {
  return <PlaceholderScreen title="Weight goal" />;
}
