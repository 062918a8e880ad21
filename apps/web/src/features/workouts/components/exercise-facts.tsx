import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { SimpleGrid, Text } from "@mantine/core";

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Text size="md">
      <Text span c="dimmed">
        {label}:
      </Text>{" "}
      <Text span fw={700}>
        {value}
      </Text>
    </Text>
  );
}

export function restRange(row: Pick<ExerciseRow, "min_rest" | "max_rest">): string {
  return row.min_rest === row.max_rest ? `${row.min_rest} min` : `${row.min_rest}-${row.max_rest} min`;
}

/** Warm-up sets, sets, reps, RPE and %1RM when given, and the rest range. */
export function ExerciseFacts({ row }: { row: ExerciseRow }) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
      <Fact label="Warm-up sets" value={row.warm_up_sets} />
      <Fact label="Sets" value={row.sets} />
      <Fact label="Reps" value={row.reps} />
      {row.rpe && <Fact label="RPE" value={row.rpe} />}
      {row.percent1RM && <Fact label="%1RM" value={`${row.percent1RM}%`} />}
      <Fact label="Rest" value={restRange(row)} />
    </SimpleGrid>
  );
}
