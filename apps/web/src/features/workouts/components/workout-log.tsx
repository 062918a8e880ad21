import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { ExerciseCard } from "./exercise-card";
import { LinkButton } from "./link-button";
import { useSteadyScroll } from "./use-steady-scroll";
import { useWorkoutLog } from "./use-workout-log";

interface WorkoutLogProps {
  program: string;
  day: DayResponse;
}

/**
 * The exercises of one day. Saved exercises leave the list without moving what is under the
 * thumb; 'verify' brings the whole day back, with what was entered, and the final Submit.
 */
export function WorkoutLog({ program, day }: WorkoutLogProps) {
  const list = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  const steady = useSteadyScroll(list, spacer);
  const log = useWorkoutLog(program, day, steady.beforeRemove);
  const [verifying, setVerifying] = useState(false);
  const shown = verifying ? day.data : log.pending;

  return (
    <div>
      <div ref={spacer} aria-hidden="true" data-steady-spacer="" />
      <Stack gap="md" ref={list}>
        {shown.map((row) => (
          <ExerciseCard
            key={row.exerciseId}
            program={program}
            row={row}
            values={log.valuesOf(row)}
            completed={log.isCompleted(row)}
            saving={log.saving.has(row.exerciseId)}
            onChange={(field, value) => log.change(row, field, value)}
            onLeaveField={() => void log.saveOne(row)}
            onSetsSaved={() => log.complete(row)}
          />
        ))}
        {!verifying && log.pending.length === 0 && (
          <Alert color="green" variant="light" p="md">
            <Text fw={600}>Every exercise of this day is logged.</Text>
          </Alert>
        )}
        {!verifying && (
          <LinkButton
            onClick={() => {
              steady.reset();
              setVerifying(true);
            }}
          >
            Want to verify your submission? Click here.
          </LinkButton>
        )}
        {verifying && (
          <Button
            size="lg"
            fullWidth
            onClick={() => void log.submitAll()}
            loading={log.submitting}
            disabled={!log.canSubmit || log.submitted}
          >
            {log.submitted ? "Submitted" : "Submit"}
          </Button>
        )}
      </Stack>
    </div>
  );
}
