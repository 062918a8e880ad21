// The expected change: what the lifter's own logs predict (docs/coach-model.md section 8, item 5, the "dynamic 3,500"
// model). Each day's expenditure is recomputed from the weight the model has reached, so a long cut
// slows as the body gets lighter; added steps count at their net cost above the logged baseline.
import { addDays, dateRange } from "./calendar";
import { KCAL_PER_LB, netKcalPerStep } from "./targets";
import type { DayLog } from "./trend";
import { type Body, bmr } from "./units";

export interface ExpectedInput {
  days: readonly DayLog[];
  startDate: string;
  onDate: string;
  startWeightLb: number;
  body: Body;
  multiplier: number;
  targetCalories: number;
  baselineSteps: number | null;
}

/**
 * Change in lb from the start to the morning of `onDate` (its intake has not acted yet). A day
 * without logged calories counts as the target and is listed, so the screen can say what was
 * assumed. The model's own weight drives BMR, not the measured trend: expected and actual stay
 * independent, which is what comparing them needs.
 */
export function expectedChange(input: ExpectedInput): { lb: number; missingDays: string[] } {
  const byDate = new Map(input.days.map((d) => [d.date, d]));
  const missingDays: string[] = [];
  let weightLb = input.startWeightLb;
  for (const date of dateRange(input.startDate, addDays(input.onDate, -1))) {
    const day = byDate.get(date);
    const intake = day?.calories ?? input.targetCalories;
    if (day?.calories == null) missingDays.push(date);
    const walked =
      input.baselineSteps !== null && day?.steps != null
        ? netKcalPerStep(weightLb) * (day.steps - input.baselineSteps)
        : 0;
    const expenditure = bmr({ ...input.body, weightLb }) * input.multiplier + walked;
    weightLb += (intake - expenditure) / KCAL_PER_LB;
  }
  return { lb: weightLb - input.startWeightLb, missingDays };
}
