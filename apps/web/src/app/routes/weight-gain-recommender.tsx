import { GainAssistant } from "../../features/coach/components/gain-assistant";

/** /weight-gain-recommender: the weight gain assistant. */
export function WeightGainRecommenderRoute() {
  return <GainAssistant />;
}
