import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { PageLoader } from "../../../components/page-loader";
import { todayLocalIso } from "../../../lib/local-date";
import { notifyError } from "../../../lib/notify";
import { useDayExercises } from "../api/get-day-exercises";
import { useNextDay } from "../api/get-next-day";
import type { DayKey, WorkoutDay } from "../types";
import { DayPicker } from "./day-picker";
import { LinkButton } from "./link-button";
import { WorkoutLog } from "./workout-log";

/** The workout log of a ready-made routine: the next day (or a chosen one) and its exercises. */
export function WorkoutLogScreen({ program }: { program: string }) {
  const [date] = useState(todayLocalIso);
  const next = useNextDay(program, date);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<DayKey | null>(null);
  const chosen = useDayExercises(program, picked);

  // 204: no day is scheduled (or the program is finished): say so once and open the pickers.
  const noDay = next.isSuccess && next.data === null;
  const warned = useRef(false);
  useEffect(() => {
    if (noDay && !warned.current) {
      warned.current = true;
      notifyError("Please choose a day");
    }
  }, [noDay]);

  const source = picked ? chosen : next;
  const day: WorkoutDay | null | undefined = source.data;

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {program}
      </Title>
      {day && (
        <Text fz="xl" fw={700} aria-live="polite">
          Phase {day.phase_id} · Week {day.week_id} · Day {day.day_id}
        </Text>
      )}
      {(picking || noDay) && <DayPicker program={program} onPick={setPicked} />}
      {!picking && !noDay && (
        <LinkButton onClick={() => setPicking(true)}>Want to do a different day? Click here.</LinkButton>
      )}
      {source.isPending && source.fetchStatus !== "idle" && <PageLoader />}
      {source.isError && (
        <Alert color="red" variant="light" role="alert" title="The day could not be loaded">
          <Stack gap="sm" align="flex-start">
            {source.error.message}
            <Button size="md" onClick={() => void source.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {!day && noDay && !picked && <Text c="dimmed">Choose a phase, a week and a day to see its exercises.</Text>}
      {day && (
        <WorkoutLog
          key={`${day.phase_id}-${day.week_id}-${day.day_id}-${source.dataUpdatedAt}`}
          program={program}
          day={day}
          date={date}
        />
      )}
    </Stack>
  );
}
