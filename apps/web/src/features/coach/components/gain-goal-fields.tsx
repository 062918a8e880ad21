import { bulkEndDate } from "@ironpath/domain/coach/calendar";
import { Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { todayLocalIso } from "../../../lib/local-date";
import { RADIO_THUMB_TARGET } from "../../../lib/thumb-target";
import { unitNow } from "../../../lib/weight-unit";
import { rateText, rateUnitField } from "../api/get-goal-choices";
import { formatDate } from "../format";
import type { GoalFields } from "./goal-fields";
import { useRateField } from "./rate-select";

/** The shortest bulk docs/product.md advises, in weeks. */
export const MIN_BULK_WEEKS = 8;

type Timeline = "0" | "16" | "32";

/** The timeline's date `weeks` (16 or 32) weeks from the lifter's local today: the end the server stores. */
export function bulkEndFromToday(weeks: 16 | 32, now = new Date()): string {
  return bulkEndDate(todayLocalIso(now), weeks);
}

function TimelineNote({ timeline }: { timeline: Timeline | null }) {
  if (timeline === "0") {
    return <Text>We advise bulking for at least {MIN_BULK_WEEKS} weeks: a shorter bulk gains too little to show.</Text>;
  }
  if (timeline === "16" || timeline === "32") {
    return (
      <Text>
        A switch to weight loss will be recommended around {formatDate(bulkEndFromToday(Number(timeline) as 16 | 32))}.
      </Text>
    );
  }
  return null;
}

/** The bulk's goal: monthly amount (shown a week at a time) and when the bulk ends. */
export function useGainGoalFields(): GoalFields<"gain"> {
  // The server's choices are a month's gain; the screen shows a week's (docs/product.md section 7).
  const monthly = useRateField({
    goal: "weight_gain",
    label: "Weekly weight gain",
    // In the lifter's unit: the product's pounds, or kg steps (decision 0071).
    optionLabel: (c) =>
      `${rateText(c.value / 4)} ${unitNow()}/week (${c.value} ${unitNow()}/month)${c.recommended ? ", recommended" : ""}`,
  });
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [timelineError, setTimelineError] = useState<string | undefined>();

  return {
    rate: monthly.field,
    more: (
      <>
        <Radio.Group
          label="When should the bulk end?"
          value={timeline}
          onChange={(value) => {
            setTimeline(value as Timeline);
            setTimelineError(undefined);
          }}
          error={timelineError}
          size="md"
        >
          <Stack gap="sm" mt="xs">
            <Radio value="0" label="Neither date" styles={RADIO_THUMB_TARGET} />
            <Radio value="16" label={`${formatDate(bulkEndFromToday(16))} (16 weeks)`} styles={RADIO_THUMB_TARGET} />
            <Radio value="32" label={`${formatDate(bulkEndFromToday(32))} (32 weeks)`} styles={RADIO_THUMB_TARGET} />
          </Stack>
        </Radio.Group>
        <TimelineNote timeline={timeline} />
      </>
    ),
    check: () => {
      setTimelineError(timeline ? undefined : "Choose when the bulk ends");
      return Boolean(monthly.check()) && timeline !== null;
    },
    body: (common) => ({
      monthlyWeightGain: Number(monthly.value),
      ...common,
      dietAfterBulkWeeks: Number(timeline) as 0 | 16 | 32,
      ...rateUnitField(),
    }),
  };
}
