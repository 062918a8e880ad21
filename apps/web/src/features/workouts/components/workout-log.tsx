import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { EMPTY_ENTRY } from "../entry-values";
import type { WorkoutDay } from "../types";
import { ExerciseCard } from "./exercise-card";
import { LinkButton } from "./link-button";
import { useWorkoutLog } from "./use-workout-log";

interface WorkoutLogProps {
  program: string;
  day: WorkoutDay;
  date: string;
}

/**
 * The exercises of one day. Saved exercises leave the list; 'verify' brings the whole day back,
 * with what was entered, and the final Submit.
 */
export function WorkoutLog({ program, day, date }: WorkoutLogProps) {
  const log = useWorkoutLog(program, day, date);
  const [verifying, setVerifying] = useState(false);
  const shown = verifying ? day.data : log.pending;

  return (
    <Stack gap="md">
      {shown.map((row) => (
        <ExerciseCard
          key={row.exerciseId}
          program={program}
          date={date}
          row={row}
          values={log.entries[row.exerciseId] ?? EMPTY_ENTRY}
          completed={log.completed.has(row.exerciseId)}
          saving={log.saving.has(row.exerciseId)}
          onChange={(field, value) => log.change(row.exerciseId, field, value)}
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
        <LinkButton onClick={() => setVerifying(true)}>Want to verify your submission? Click here.</LinkButton>
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
  );
}
