import { Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { todayLocalIso } from "../../../lib/local-date";
import { type StartBodies, useStartPhase } from "../api/start-phase";
import { type CoachPhase, PHASES } from "../phases";
import { ActivitySelect } from "./activity-select";
import { useGainGoalFields } from "./gain-goal-fields";
import type { GoalFields } from "./goal-fields";
import { StartError, showWarnings } from "./goal-result";
import { CHOOSE_ACTIVITY_LEVEL } from "./goal-words";
import { useLossGoalFields } from "./loss-goal-fields";
import { StartDateInput } from "./start-date-input";

/** Maintenance asks only what every phase asks. */
function useMaintenanceGoalFields(): GoalFields<"maintenance"> {
  return { check: () => true, body: (common) => common };
}

/** Each phase's own goal fields (the screen shows one phase's panel at a time, so its hook never changes). */
const GOAL_FIELDS: { [P in CoachPhase]: () => GoalFields<P> } = {
  gain: useGainGoalFields,
  loss: useLossGoalFields,
  maintenance: useMaintenanceGoalFields,
};

/** A phase's panel on the goal screen: its own fields, the start date and activity level; Continue starts it. */
export function GoalPanel<P extends CoachPhase>({ phase }: { phase: P }) {
  const row = PHASES[phase];
  const fields: GoalFields<P> = GOAL_FIELDS[phase]();
  const start = useStartPhase(phase);
  const navigate = useNavigate();
  const [activity, setActivity] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(() => todayLocalIso());
  const [activityError, setActivityError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phaseFieldsDone = fields.check();
    setActivityError(activity ? undefined : CHOOSE_ACTIVITY_LEVEL);
    if (!phaseFieldsDone || !activity || start.isPending) return;
    const body: StartBodies[P] = fields.body({ returnActivityLevel: Number(activity), date: startDate });
    start.mutate(body, {
      onSuccess: (started) => {
        showWarnings(started.warnings);
        navigate(row.screen);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={row.goalForm}>
      <Stack gap="md">
        {fields.rate}
        <StartDateInput value={startDate} onChange={setStartDate} />
        <ActivitySelect
          value={activity}
          error={activityError}
          onChange={(value) => {
            setActivity(value);
            setActivityError(undefined);
          }}
        />
        {fields.more}
        <StartError error={start.error} />
        <Button type="submit" size="lg" fullWidth loading={start.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
