import { Select } from "@mantine/core";
import { messageOf } from "../../../lib/api";
import { type WeightUnit, currentUnit } from "../../../lib/weight-unit";
import { useExerciseUnits } from "../api/get-exercises";
import { EXERCISE_UNIT_CHOICES, useSaveExerciseUnit } from "../../../lib/exercise-unit";

/**
 * The unit a row's exercise is shown and typed in on the log (decision 0081): the lifter's until
 * they choose another for it (a cable stack in lb in a kg gym). Saved at once, for every program:
 * it belongs to the exercise, not the row. A closed choice shows only the unit chosen.
 */
export function ExerciseUnitSelect({ exerciseName }: { exerciseName: string }) {
  const units = useExerciseUnits();
  const save = useSaveExerciseUnit();
  const lifters = currentUnit();
  const chosen = save.isPending && save.variables ? (save.variables.unit ?? lifters) : null;
  return (
    <Select
      label="Unit on the log"
      size="md"
      data={EXERCISE_UNIT_CHOICES}
      value={chosen ?? units.data?.get(exerciseName) ?? lifters}
      allowDeselect={false}
      error={save.isError ? messageOf(save.error) : undefined}
      onChange={(value) => {
        const unit = value as WeightUnit | null;
        if (!unit) return;
        save.mutate({ exercise_name: exerciseName, unit: unit === lifters ? null : unit });
      }}
      comboboxProps={{ withinPortal: true }}
      styles={{ input: { minHeight: 44 } }}
    />
  );
}
