import { Button, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { todayLocalIso } from "../../../lib/local-date";
import { useStartMaintenance } from "../api/start-maintenance";
import { ActivitySelect } from "./activity-select";
import { CHOOSE_ACTIVITY_LEVEL } from "./goal-words";
import { StartDateInput } from "./start-date-input";
import { StartError, showWarnings } from "./goal-result";

/** Maintenance panel: activity level; Continue starts maintenance. */
export function MaintenanceGoalPanel() {
  const start = useStartMaintenance();
  const navigate = useNavigate();
  const [activity, setActivity] = useState<string | null>(null);
  const [startDate, setStartDate] = useState(() => todayLocalIso());
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(activity ? undefined : CHOOSE_ACTIVITY_LEVEL);
    if (!activity || start.isPending) return;
    start.mutate(
      { returnActivityLevel: Number(activity), date: startDate },
      {
        onSuccess: (started) => {
          showWarnings(started.warnings);
          navigate("/maintenance-phase");
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Maintenance goal">
      <Stack gap="md">
        <StartDateInput value={startDate} onChange={setStartDate} />
        <ActivitySelect
          value={activity}
          error={error}
          onChange={(value) => {
            setActivity(value);
            setError(undefined);
          }}
        />
        <StartError error={start.error} />
        <Button type="submit" size="lg" fullWidth loading={start.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
