import { exerciseNameProblem } from "@ironpath/domain/programs/exercise-name";
import {
  DEFAULT_EXERCISE_TYPE,
  EXERCISE_TYPES,
  EXERCISE_TYPE_LABELS,
  type ExerciseType,
} from "@ironpath/domain/training/exercise-type";
import { exerciseTypeSchema } from "@ironpath/domain/training/exercise-type.schema";
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { ignoreRefusal } from "./ignore-refusal";
import { createExerciseErrorText, useCreateExercise } from "../api/create-exercise";
import { useMuscleTags } from "../api/get-muscle-tags";

interface AddExerciseDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The new exercise's name, once the server created it. */
  onCreated?: (name: string) => void;
}

const MESSAGE_STYLES = { error: { color: "var(--mantine-color-red-9)", fontSize: "var(--mantine-font-size-sm)" } };

/** 'Enter Exercise Name and Tag': one of the lifter's own exercises, with its muscle group. */
export function AddExerciseDialog({ opened, onClose, onCreated }: AddExerciseDialogProps) {
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  const muscles = useMuscleTags(opened);
  const create = useCreateExercise();
  const [name, setName] = useState("");
  const [muscle, setMuscle] = useState<string | null>(null);
  const [type, setType] = useState<ExerciseType>(DEFAULT_EXERCISE_TYPE);
  // Messages appear once the lifter has typed: an empty dialog is not an error yet.
  const [typed, setTyped] = useState(false);
  const problem = exerciseNameProblem(name);

  function close() {
    setName("");
    setMuscle(null);
    setType(DEFAULT_EXERCISE_TYPE);
    setTyped(false);
    create.reset();
    onClose();
  }

  function submit() {
    setTyped(true);
    if (problem || !muscle || create.isPending) return;
    create.mutateAsync({ exercise_name: name, muscle_name: muscle, exercise_type: type }).then(() => {
      notifySuccess(`${name} was added to your exercises.`);
      onCreated?.(name);
      close();
    }, ignoreRefusal);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Enter Exercise Name and Tag"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": "Close add exercise", size: "xl" }}
    >
      <Stack gap="md">
        <TextInput
          label="Exercise Name"
          size="lg"
          autoComplete="off"
          autoCapitalize="words"
          value={name}
          error={typed ? problem : null}
          styles={MESSAGE_STYLES}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setTyped(true);
            create.reset();
          }}
        />
        <Select
          label="Muscle group"
          placeholder="Select a muscle group"
          size="lg"
          data={muscles.data ?? []}
          value={muscle}
          allowDeselect={false}
          onChange={setMuscle}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Logged as"
          size="lg"
          data={EXERCISE_TYPES.map((value) => ({ value, label: EXERCISE_TYPE_LABELS[value] }))}
          value={type}
          allowDeselect={false}
          onChange={(value) => setType(exerciseTypeSchema.parse(value ?? DEFAULT_EXERCISE_TYPE))}
          comboboxProps={{ withinPortal: true }}
        />
        {muscles.isError && (
          <Alert color="red" variant="light" role="alert" p="sm">
            The muscle groups could not be loaded. {muscles.error.message}
          </Alert>
        )}
        {create.isError && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {createExerciseErrorText(create.error)}
          </Alert>
        )}
        <Group grow gap="sm">
          <Button variant="default" size="md" h={48} onClick={close}>
            Cancel
          </Button>
          <Button
            size="md"
            h={48}
            px="xs"
            onClick={submit}
            loading={create.isPending}
            disabled={problem !== null || !muscle}
          >
            Add Exercise
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
