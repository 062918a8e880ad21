import { Button, Radio, Select, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { todayLocalIso } from "../../../lib/local-date";
import { rateText, rateUnitField, useGoalChoices } from "../api/get-goal-choices";
import { useStartBulk } from "../api/start-bulk";
import { formatDate } from "../format";
import { ActivitySelect } from "./activity-select";
import { CHOOSE_ACTIVITY_LEVEL, CHOOSE_WEEKLY_AMOUNT } from "./goal-words";
import { StartDateInput } from "./start-date-input";
import { StartError, showWarnings } from "./goal-result";
import { RADIO_THUMB_TARGET } from "../../../lib/thumb-target";
import { unitNow } from "../../../lib/weight-unit";

/** The timeline's dates: 16 and 32 weeks from today (docs/product.md section 9, in ms). */
export const BULK_END_OFFSETS_MS = { 16: 9_676_800_000, 32: 19_353_600_000 } as const;
/** The shortest bulk docs/product.md advises, in weeks. */
export const MIN_BULK_WEEKS = 8;

type Timeline = "0" | "16" | "32";

/** The lifter's local date `weeks` (16 or 32) weeks from now. */
export function bulkEndDate(weeks: 16 | 32, now = new Date()): string {
  return todayLocalIso(new Date(now.getTime() + BULK_END_OFFSETS_MS[weeks]));
}

function TimelineNote({ timeline }: { timeline: Timeline | null }) {
  if (timeline === "0") {
    return <Text>We advise bulking for at least {MIN_BULK_WEEKS} weeks: a shorter bulk gains too little to show.</Text>;
  }
  if (timeline === "16" || timeline === "32") {
    return (
      <Text>
        A switch to weight loss will be recommended around {formatDate(bulkEndDate(Number(timeline) as 16 | 32))}.
      </Text>
    );
  }
  return null;
}

/** Gain panel: monthly amount (shown a week at a time), activity level and when the bulk ends. */
export function GainGoalPanel() {
  const choices = useGoalChoices("weight_gain");
  const start = useStartBulk();
  const navigate = useNavigate();
  const [monthly, setMonthly] = useState<string | null>(null);
  const [activity, setActivity] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(() => todayLocalIso());
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [errors, setErrors] = useState<{ monthly?: string; activity?: string; timeline?: string }>({});

  // The server's choices are a month's gain; the screen shows a week's (docs/product.md section 7).
  const options = (choices.data ?? []).map((c) => ({
    value: String(c.value),
    // In the lifter's unit: the product's pounds, or kg steps (decision 0071).
    label: `${rateText(c.value / 4)} ${unitNow()}/week (${c.value} ${unitNow()}/month)${c.recommended ? ", recommended" : ""}`,
  }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({
      monthly: monthly ? undefined : CHOOSE_WEEKLY_AMOUNT,
      activity: activity ? undefined : CHOOSE_ACTIVITY_LEVEL,
      timeline: timeline ? undefined : "Choose when the bulk ends",
    });
    if (!monthly || !activity || !timeline || start.isPending) return;
    const body = {
      monthlyWeightGain: Number(monthly),
      returnActivityLevel: Number(activity),
      date: startDate,
      dietAfterBulkWeeks: Number(timeline) as 0 | 16 | 32,
      ...rateUnitField(),
    };
    start.mutate(body, {
      onSuccess: (started) => {
        showWarnings(started.warnings);
        navigate("/weight-gain-recommender");
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Weight gain goal">
      <Stack gap="md">
        <Select
          label="Weekly weight gain"
          placeholder={choices.isPending ? "Loading…" : CHOOSE_WEEKLY_AMOUNT}
          data={options}
          value={monthly}
          onChange={(value) => {
            setMonthly(value);
            setErrors((e) => ({ ...e, monthly: undefined }));
          }}
          error={errors.monthly ?? (choices.isError ? choices.error.message : undefined)}
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
        <Radio.Group
          label="When should the bulk end?"
          value={timeline}
          onChange={(value) => {
            setTimeline(value as Timeline);
            setErrors((e) => ({ ...e, timeline: undefined }));
          }}
          error={errors.timeline}
          size="md"
        >
          <Stack gap="sm" mt="xs">
            <Radio value="0" label="Neither date" styles={RADIO_THUMB_TARGET} />
            <Radio value="16" label={`${formatDate(bulkEndDate(16))} (16 weeks)`} styles={RADIO_THUMB_TARGET} />
            <Radio value="32" label={`${formatDate(bulkEndDate(32))} (32 weeks)`} styles={RADIO_THUMB_TARGET} />
          </Stack>
        </Radio.Group>
        <TimelineNote timeline={timeline} />
        <StartError error={start.error} />
        <Button type="submit" size="lg" fullWidth loading={start.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
