import { LossAssistant } from "../../features/coach/components/loss-assistant";

/** /step-recommender: the weight loss assistant. */
export function StepRecommenderRoute() {
  return <LossAssistant />;
}
