import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Alert, Button, Fieldset, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { useSaveSets } from "../api/save-set";
import { type EntryValues, entryProblem, freshValues, isStarted, toNumbers } from "../entry-values";
import { EntryInputs } from "./entry-inputs";
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
  const saveSets = useSaveSets(program);
  const fresh = freshValues(row);
  const emptySets = () => Array.from({ length: row.sets }, () => fresh);
  const [sets, setSets] = useState<EntryValues[]>(emptySets);
  const [problem, setProblem] = useState<string | null>(null);

  const started = sets.flatMap((values, index) => (isStarted(values, fresh) ? [{ index, values }] : []));

  function submit() {
    for (const { index, values } of started) {
      const why = entryProblem(values);
      if (why) {
        setProblem(`Set ${index + 1}: ${why}.`);
        return;
      }
    }
    setProblem(null);
    const date = todayLocalIso();
    const entries: SetEntry[] = started.flatMap(({ index, values }) => {
      const numbers = toNumbers(values);
      return numbers ? [{ index, exercise_name: row.exercise_name, exerciseId: row.exerciseId, ...numbers, date }] : [];
    });
    saveSets.mutate(entries, {
      onSuccess: () => {
        setSets(emptySets());
        onSaved();
        onClose();
      },
      onError: (error) => {
        console.log("Error saving sets", error);
        setProblem(error instanceof ApiError ? error.message : "The sets could not be saved.");
      },
    });
  }

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
        {sets.map((values, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sets are numbered, never reordered.
          <Fieldset key={index} legend={`Set ${index + 1}`} p="xs">
            <EntryInputs
              values={values}
              onChange={(field, value) =>
                setSets((prev) => prev.map((v, i) => (i === index ? { ...v, [field]: value } : v)))
              }
            />
          </Fieldset>
        ))}
        {problem && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {problem}
          </Alert>
        )}
        <Button size="lg" fullWidth onClick={submit} loading={saveSets.isPending} disabled={started.length === 0}>
          Submit
        </Button>
      </Stack>
    </Modal>
  );
}
