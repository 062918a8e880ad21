import { PlaceholderScreen } from "../../components/placeholder-screen";

export function WeightGainRecommenderRoute() {
  return <PlaceholderScreen title="Weight gain assistant" />;
}
