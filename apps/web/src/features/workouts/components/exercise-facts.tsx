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

/** The rest in minutes, or null when the program gives none (a row the lifter wrote may leave it out). */
export function restRange(row: Pick<ExerciseRow, "min_rest" | "max_rest">): string | null {
  if (row.max_rest === 0) return null;
  return row.min_rest === row.max_rest ? `${row.min_rest} min` : `${row.min_rest}-${row.max_rest} min`;
}

/** Warm-up sets, sets, reps, and RPE, %1RM and the rest range when given. */
export function ExerciseFacts({ row }: { row: ExerciseRow }) {
  const rest = restRange(row);
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
      <Fact label="Warm-up sets" value={row.warm_up_sets} />
      <Fact label="Sets" value={row.sets} />
      <Fact label="Reps" value={row.reps} />
      {row.rpe && <Fact label="RPE" value={row.rpe} />}
      {row.percent1RM && <Fact label="%1RM" value={`${row.percent1RM}%`} />}
      {rest && <Fact label="Rest" value={rest} />}
    </SimpleGrid>
  );
}
