import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Alert, Button, Fieldset, Modal, Stack, Text } from "@mantine/core";
import { EntryInputs } from "./entry-inputs";
import { useAdvancedEntry } from "./use-advanced-entry";
import { usePhoneLayout } from "./use-phone-layout";

interface AdvancedEntryDialogProps {
  opened: boolean;
  onClose: () => void;
  program: string;
  row: ExerciseRow;
  onSaved: () => void;
}

/**
 * 'Advanced Entry': reps, RPE and weight for each set, the weight prefilled with the suggestion.
 * Submit sends one call per set the lifter started; a set only holding the prefilled weight is
 * left out.
 */
export function AdvancedEntryDialog({ opened, onClose, program, row, onSaved }: AdvancedEntryDialogProps) {
  const phone = usePhoneLayout();
  const entry = useAdvancedEntry(program, row, () => {
    onSaved();
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Advanced Entry"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": "Close advanced entry", size: "lg" }}
    >
      <Stack gap="sm">
        <Text fw={700}>{row.exercise_name}</Text>
        {entry.sets.map((values, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sets are numbered, never reordered.
          <Fieldset key={index} legend={`Set ${index + 1}`} p="xs">
            <EntryInputs values={values} onChange={(field, value) => entry.change(index, field, value)} />
          </Fieldset>
        ))}
        {entry.problem && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {entry.problem}
          </Alert>
        )}
        <Button size="lg" fullWidth onClick={entry.submit} loading={entry.saving} disabled={!entry.canSubmit}>
          Submit
        </Button>
      </Stack>
    </Modal>
  );
}
