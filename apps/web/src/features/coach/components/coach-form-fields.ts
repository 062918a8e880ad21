import { type DateSeparator, shortDateFormat } from "@ironpath/domain/coach/short-date";
import { unitNow } from "../../../lib/weight-unit";

// The inputs of the coach's daily and missed-day forms, by their wire names (docs/product.md sections 2 and 3).

export interface NumberField {
  kind: "number";
  name: string;
  label: string;
  /** What of a logged day the field holds (a saved entry shown back in its form). */
  day: "steps" | "calories" | "weight";
  /** Most fraction digits the field takes (0 for whole numbers). */
  decimals: number;
  /** The weight shows at least one fraction digit ("180" becomes "180.0" on leaving the field). */
  padFraction?: boolean;
}

export interface DateField {
  kind: "date";
  name: string;
  label: string;
  separator: DateSeparator;
}

export type CoachFormField = NumberField | DateField;

const steps = (name: string): NumberField => ({
  kind: "number",
  name,
  label: "Steps walked",
  day: "steps",
  decimals: 0,
});
const calories = (name: string, label = "Calories consumed"): NumberField => ({
  kind: "number",
  name,
  label,
  day: "calories",
  decimals: 0,
});
const weight = (name: string, decimals: number, padFraction = false): NumberField => ({
  kind: "number",
  name,
  // In the lifter's unit, read when shown (decision 0063).
  get label() {
    return `Weight (${unitNow()})`;
  },
  day: "weight",
  decimals,
  padFraction,
});
const date = (name: string, separator: DateSeparator): DateField => ({
  kind: "date",
  name,
  label: `Date (${shortDateFormat(separator)})`,
  separator,
});

export const LOSS_DAY_FIELDS = [steps("stepsWalked"), calories("caloriesConsumed"), weight("userBodyWeight", 2)];
/** The loss screen's missed day: weight with at most 1 fraction digit, date as yy/mm/dd. */
export const LOSS_MISSED_FIELDS = [
  steps("missedSteps"),
  calories("missedCalories"),
  weight("missedWeight", 1),
  date("date", "/"),
];
export const GAIN_DAY_FIELDS = [calories("caloriesConsumed", "Daily calorie intake"), weight("bodyWeight", 2)];
/** The gain screen's missed day: weight with at least 1 fraction digit, date as yy-mm-dd. */
export const MISSED_DAY_FIELDS = [
  calories("missedCalories"),
  weight("missedBodyWeight", 2, true),
  date("missedDate", "-"),
];
export const MAINTENANCE_DAY_FIELDS = [calories("caloriesConsumed"), weight("bodyWeight", 2)];
