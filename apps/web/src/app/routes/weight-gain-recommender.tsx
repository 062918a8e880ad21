import { PhaseAssistant } from "../../features/coach/components/phase-assistant";

/** /weight-gain-recommender: the weight gain assistant. */
export function WeightGainRecommenderRoute() {
  return <PhaseAssistant phase="gain" />;
}
