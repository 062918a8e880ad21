import { Button, Select, Stack, Text } from "@mantine/core";
import { unitNow } from "../../../lib/weight-unit";
import { formatLb } from "../format";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { todayLocalIso } from "../../../lib/local-date";
import { type GoalChoice, rateUnitField, useGoalChoices } from "../api/get-goal-choices";
import { useStartCut } from "../api/start-cut";
import { ActivitySelect } from "./activity-select";
import { CHOOSE_ACTIVITY_LEVEL, CHOOSE_WEEKLY_AMOUNT } from "./goal-words";
import { StartDateInput } from "./start-date-input";
import { StartError, showWarnings } from "./goal-result";

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

/** Loss panel: weekly amount, activity level, the expected maximum loss; Continue starts the cut. */
export function LossGoalPanel() {
  const choices = useGoalChoices("weight_loss");
  const start = useStartCut();
  const navigate = useNavigate();
  const [weekly, setWeekly] = useState<string | null>(null);
  const [activity, setActivity] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(() => todayLocalIso());
  const [errors, setErrors] = useState<{ weekly?: string; activity?: string }>({});

  const options = (choices.data ?? []).map((c) => ({
    value: String(c.value),
    // The product's choices are pounds a week; a kg lifter's are kg steps (decision 0071).
    label: `${c.value} ${unitNow()}/week${c.recommended ? " (recommended)" : ""}`,
  }));

  const forecast = choices.data?.find((c) => String(c.value) === weekly)?.expected12Weeks;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      weekly: weekly ? undefined : CHOOSE_WEEKLY_AMOUNT,
      activity: activity ? undefined : CHOOSE_ACTIVITY_LEVEL,
    };
    setErrors(found);
    if (!weekly || !activity || start.isPending) return;
    start.mutate(
      { weeklyWeightLoss: Number(weekly), returnActivityLevel: Number(activity), date: startDate, ...rateUnitField() },
      {
        onSuccess: (started) => {
          showWarnings(started.warnings);
          navigate("/step-recommender");
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Weight loss goal">
      <Stack gap="md">
        <Select
          label="Weekly weight loss"
          placeholder={choices.isPending ? "Loading…" : CHOOSE_WEEKLY_AMOUNT}
          data={options}
          value={weekly}
          onChange={(value) => {
            setWeekly(value);
            setErrors((e) => ({ ...e, weekly: undefined }));
          }}
          error={errors.weekly ?? (choices.isError ? choices.error.message : undefined)}
          size="lg"
          allowDeselect={false}
        />
        <StartDateInput value={startDate} onChange={setStartDate} />
        <ActivitySelect
          value={activity}
          error={errors.activity}
          onChange={(value) => {
            setActivity(value);
            setErrors((e) => ({ ...e, activity: undefined }));
          }}
        />
        {weekly && (
          <Stack gap={4}>
            <Text fw={500}>
              Expected maximum loss: {expectedMaximumLoss(Number(weekly))} {unitNow()} over {MAX_CUT_WEEKS} weeks
            </Text>
            {forecast && (
              <Text size="sm" c="dark.7">
                The most the plan can promise. Your body burns less as it gets lighter, so the coach expects about{" "}
                <strong>{forecastWords(forecast)}</strong> (likely {forecastRange(forecast)}).
              </Text>
            )}
          </Stack>
        )}
        <StartError error={start.error} />
        <Button type="submit" size="lg" fullWidth loading={start.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
