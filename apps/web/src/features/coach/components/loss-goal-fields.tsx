import { Stack, Text } from "@mantine/core";
import { unitNow } from "../../../lib/weight-unit";
import { type GoalChoice, rateUnitField } from "../api/get-goal-choices";
import { formatLb } from "../format";
import type { GoalFields } from "./goal-fields";
import { useRateField } from "./rate-select";

/** The product's longest recommended cut, in weeks (docs/product.md section 9). */
export const MAX_CUT_WEEKS = 12;

/** Weekly amount × 12, rounded down (docs/product.md section 2). */
export function expectedMaximumLoss(weekly: number): number {
  return Math.floor(weekly * MAX_CUT_WEEKS);
}

type Forecast = NonNullable<GoalChoice["expected12Weeks"]>;

/** The expected loss: the product's pounds to 2 decimals, or kg as the server rounded it (decision 0081). */
function forecastWords(f: Forecast): string {
  return "kg" in f ? `${f.kg.toFixed(1)} kg` : `${formatLb(f.lb)} ${unitNow()}`;
}

function forecastRange(f: Forecast): string {
  return "kg" in f ? `${f.low.toFixed(1)} to ${f.high.toFixed(1)}` : `${formatLb(f.low)} to ${formatLb(f.high)}`;
}

/** The cut's goal: weekly amount and the expected maximum loss. */
export function useLossGoalFields(): GoalFields<"loss"> {
  const weekly = useRateField({
    goal: "weight_loss",
    label: "Weekly weight loss",
    // The product's choices are pounds a week; a kg lifter's are kg steps (decision 0071).
    optionLabel: (c) => `${c.value} ${unitNow()}/week${c.recommended ? " (recommended)" : ""}`,
  });
  const forecast = weekly.chosen?.expected12Weeks;

  return {
    rate: weekly.field,
    more: weekly.value && (
      <Stack gap={4}>
        <Text fw={500}>
          Expected maximum loss: {expectedMaximumLoss(Number(weekly.value))} {unitNow()} over {MAX_CUT_WEEKS} weeks
        </Text>
        {forecast && (
          <Text size="sm" c="dark.7">
            The most the plan can promise. Your body burns less as it gets lighter, so the coach expects about{" "}
            <strong>{forecastWords(forecast)}</strong> (likely {forecastRange(forecast)}).
          </Text>
        )}
      </Stack>
    ),
    check: () => weekly.check() !== null,
    body: (common) => ({ weeklyWeightLoss: Number(weekly.value), ...common, ...rateUnitField() }),
  };
}
