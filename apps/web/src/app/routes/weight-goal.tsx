import { GoalScreen } from "../../features/coach/components/goal-screen";

/** /weightloss: choose a cut, a bulk or maintenance. */
export function WeightGoalRoute() {
  return <GoalScreen />;
}
