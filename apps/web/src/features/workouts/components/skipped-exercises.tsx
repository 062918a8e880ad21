import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";

interface SkippedExercisesProps {
  rows: ExerciseRow[];
  busy: boolean;
  onUndo: (row: ExerciseRow) => void;
}

/** The day's skipped exercises: recorded as skipped, not missing, and a tap brings one back. */
export function SkippedExercises({ rows, busy, onUndo }: SkippedExercisesProps) {
  if (rows.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="skipped-today" gap="xs">
      <Title order={2} fz="h4" id="skipped-today">
        Skipped
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-labelledby="skipped-today">
        {rows.map((row) => (
          <Card key={row.exerciseId} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{row.exercise_name}</Text>
                <Text fz="sm" c="dimmed">
                  Skipped
                </Text>
              </div>
              <Button
                variant="light"
                size="md"
                h={44}
                disabled={busy}
                style={{ flexShrink: 0 }}
                aria-label={`Do ${row.exercise_name} after all`}
                onClick={() => onUndo(row)}
              >
                Undo skip
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
