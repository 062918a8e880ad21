import { Alert, Button, Fieldset, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { type SetEntry, useSaveSets } from "../api/save-set";
import { EMPTY_ENTRY, type EntryValues, isFilled, toNumbers } from "../entry-values";
import type { ExerciseRow } from "../types";
import { EntryInputs } from "./entry-inputs";
import { usePhoneLayout } from "./use-phone-layout";

interface AdvancedEntryDialogProps {
  opened: boolean;
  onClose: () => void;
  program: string;
  row: ExerciseRow;
  date: string;
  onSaved: () => void;
}

const ORDER = ["rpe", "reps", "weight"] as const;

/** 'Advanced Entry': RPE, reps and weight for each set; Submit sends one call per filled set. */
export function AdvancedEntryDialog({ opened, onClose, program, row, date, onSaved }: AdvancedEntryDialogProps) {
  const phone = usePhoneLayout();
  const saveSets = useSaveSets(program);
  const [sets, setSets] = useState<EntryValues[]>(() => Array.from({ length: row.sets }, () => EMPTY_ENTRY));
  const [problem, setProblem] = useState<string | null>(null);

  const filled = sets.flatMap((values, index) => {
    const numbers = toNumbers(values);
    return numbers ? [{ index, ...numbers }] : [];
  });
  const partial = sets.some((values) => toNumbers(values) === null && Object.values(values).some(isFilled));

  function submit() {
    if (partial) {
      setProblem("Fill RPE, reps and weight for each set you did, or clear the set.");
      return;
    }
    setProblem(null);
    const entries: SetEntry[] = filled.map(({ index, reps, rpe, weight }) => ({
      index,
      exercise_name: row.exercise_name,
      exerciseId: row.exerciseId,
      rpe,
      reps,
      weight,
      date,
    }));
    saveSets.mutate(entries, {
      onSuccess: () => {
        setSets(Array.from({ length: row.sets }, () => EMPTY_ENTRY));
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
              order={ORDER}
              values={values}
              weightPlaceholder={row.weight === null ? undefined : String(row.weight)}
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
        <Button size="lg" fullWidth onClick={submit} loading={saveSets.isPending} disabled={filled.length === 0}>
          Submit
        </Button>
      </Stack>
    </Modal>
  );
}
