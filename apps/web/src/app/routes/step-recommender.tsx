import { PhaseAssistant } from "../../features/coach/components/phase-assistant";

/** /step-recommender: the weight loss assistant. */
export function StepRecommenderRoute() {
  return <PhaseAssistant phase="loss" />;
}
