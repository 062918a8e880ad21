import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Alert, Button, Fieldset, Modal, Stack, Text } from "@mantine/core";
import type { SavedSet } from "../saved-entries";
import { rowUnit } from "../../../lib/weight-unit";
import { EntryInputs } from "./entry-inputs";
import { ExerciseUnitChoice } from "./exercise-unit-choice";
import { useAdvancedEntry } from "./use-advanced-entry";
import { usePhoneLayout } from "./use-phone-layout";

interface AdvancedEntryDialogProps {
  opened: boolean;
  onClose: () => void;
  program: string;
  row: ExerciseRow;
  /** The sets already saved: shown filled in, and left out of Submit unless changed. */
  savedSets: readonly SavedSet[];
  onSaved: (sets: SetEntry[]) => void;
}

type AdvancedEntryFormProps = Omit<AdvancedEntryDialogProps, "opened">;

/** The form inside the dialog: it starts afresh, from what is saved, each time the dialog opens. */
function AdvancedEntryForm({ onClose, program, row, savedSets, onSaved }: AdvancedEntryFormProps) {
  const entry = useAdvancedEntry(program, row, savedSets, (sets) => {
    onSaved(sets);
    onClose();
  });
  return (
    <Stack gap="sm">
      <Text fw={700}>{row.exercise_name}</Text>
      <ExerciseUnitChoice row={row} />
      {entry.sets.map((values, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sets are numbered, never reordered.
        <Fieldset key={index} legend={`Set ${index + 1}${entry.isSaved(index) ? " (saved)" : ""}`} p="xs">
          <EntryInputs
            values={values}
            unit={rowUnit(row)}
            onChange={(field, value) => entry.change(index, field, value)}
            refusal={entry.problem ? { words: entry.problem, about: entry.refusedFields(index) } : undefined}
          />
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
  );
}

/**
 * 'Advanced Entry': reps, RPE and weight for each set, the sets already saved filled in and the
 * others' weight prefilled with the suggestion. Submit sends one call per set the lifter changed;
 * the exercise stays pending until all its sets are saved.
 */
export function AdvancedEntryDialog({ opened, ...form }: AdvancedEntryDialogProps) {
  const phone = usePhoneLayout();
  return (
    <Modal
      opened={opened}
      onClose={form.onClose}
      title="Advanced Entry"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": "Close advanced entry", size: "xl" }}
    >
      <AdvancedEntryForm {...form} />
    </Modal>
  );
}
