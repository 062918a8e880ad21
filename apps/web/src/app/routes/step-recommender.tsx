import { PlaceholderScreen } from "../../components/placeholder-screen";

export function StepRecommenderRoute() {
  return <PlaceholderScreen title="Weight loss assistant" />;
}
