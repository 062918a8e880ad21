import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Alert, SegmentedControl, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { messageOf } from "../../../lib/api";
import { type WeightUnit, currentUnit, rowUnit } from "../../../lib/weight-unit";
import { EXERCISE_UNIT_CHOICES, useSaveExerciseUnit } from "../../../lib/exercise-unit";

/**
 * Mixed-unit gyms (decision 0081): the unit this exercise is shown and typed in, for a cable stack
 * in lb in a kg gym. The lifter's own unit gives it back theirs (null), so a later change of their
 * unit carries it along; what was logged stays as logged, only what is shown changes.
 */
export function ExerciseUnitChoice({ row }: { row: ExerciseRow }) {
  const labelId = useId();
  const save = useSaveExerciseUnit();
  const lifters = currentUnit();
  // The choice shows at once; the card follows when the day is read again with it.
  const pending = save.isPending && save.variables ? (save.variables.unit ?? lifters) : null;
  return (
    <Stack gap={4}>
      <Text id={labelId} fw={500}>
        Unit of {row.exercise_name}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={EXERCISE_UNIT_CHOICES}
        value={pending ?? rowUnit(row)}
        onChange={(value) => {
          const unit = value as WeightUnit;
          save.mutate({ exercise_name: row.exercise_name, unit: unit === lifters ? null : unit });
        }}
        size="lg"
        fullWidth
      />
      {save.isError && (
        <Alert color="red" variant="light" role="alert" p="sm">
          {messageOf(save.error)}
        </Alert>
      )}
    </Stack>
  );
}
