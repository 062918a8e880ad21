import type { HistorySet } from "@ironpath/domain/training/history-api.schema";
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { type CSSProperties, useState } from "react";
import { EntryNumberInput } from "../../../components/entry-number-input";
import { errorShownElsewhere } from "../../../components/error-shown-elsewhere";
import { entryLabel } from "../../../lib/entry-number";
import { useCorrectSet } from "../api/correct-set";
import { useDeleteSet } from "../api/delete-set";
import {
  CORRECTION_FIELDS,
  type CorrectionField,
  type CorrectionValues,
  fieldProblem,
  readCorrection,
  unitOfSet,
  valuesOf,
} from "../correction-values";
import { formatDate, setFigures, setLabel } from "../format";
import classes from "./edit-set-dialog.module.css";

const LABEL = { label: classes.label };

export interface SetInSession extends HistorySet {
  date: string;
}

interface EditSetDialogProps {
  set: SetInSession;
  onClose: () => void;
  onSaved: (set: HistorySet) => void;
  onDeleted: (set: SetInSession) => void;
}

/**
 * Corrects one logged set (reps, RPE, weight, with the limits of logging it), or deletes it after
 * asking. Opened for one set and closed after; a fresh dialog for each set.
 */
export function EditSetDialog({ set, onClose, onSaved, onDeleted }: EditSetDialogProps) {
  const [values, setValues] = useState<CorrectionValues>(() => valuesOf(set));
  const [confirming, setConfirming] = useState(false);
  /** Why Save was refused, and the fields that is about (described by it, marked invalid). */
  const [problem, setProblem] = useState<{ problem: string; about: readonly CorrectionField[] } | null>(null);
  const correct = useCorrectSet();
  const remove = useDeleteSet();
  const reading = readCorrection(values, unitOfSet(set));
  const title = `${set.exercise}, ${setLabel(set).toLowerCase()}`;

  const save = () => {
    if (!("correction" in reading)) return setProblem(reading);
    setProblem(null);
    correct.mutate({ id: set.id, values: reading.correction }, { onSuccess: onSaved });
  };
  const confirmDelete = () => remove.mutate(set.id, { onSuccess: () => onDeleted(set) });

  return (
    <Modal
      opened
      onClose={onClose}
      title={confirming ? "Delete this set?" : `Correct ${title}`}
      closeButtonProps={{ "aria-label": "Close", size: "xl" }}
      // Refusals in a red that reads on white (4.5:1 at least): field errors, the typed value, alerts.
      styles={{ content: { "--mantine-color-error": "var(--mantine-color-red-9)" } as CSSProperties }}
    >
      {confirming ? (
        <Stack gap="md">
          <Text>
            {title} from {formatDate(set.date)}: {setFigures(set)}. Deleting it cannot be undone; the next day and the
            suggested weights are worked out again without it.
          </Text>
          {remove.isError && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              p="sm"
              styles={{ message: { color: "var(--mantine-color-red-9)" } }}
            >
              {remove.error.message}
            </Alert>
          )}
          <Group grow gap="sm">
            <Button variant="default" size="lg" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button color="red.9" size="lg" loading={remove.isPending} onClick={confirmDelete}>
              Delete set
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            Logged {formatDate(set.date)}
          </Text>
          <SimpleGrid cols={3} spacing="xs">
            {CORRECTION_FIELDS.map((field) => (
              // The log's light field (decision 0024): one way of typing a set's numbers everywhere.
              <EntryNumberInput
                key={field}
                field={field}
                label={entryLabel(field, unitOfSet(set))}
                size="lg"
                classNames={LABEL}
                value={values[field]}
                // Its own refusal shows under it; Save's (an empty field) shows in the alert below.
                error={
                  fieldProblem(field, values[field]) ??
                  errorShownElsewhere(problem?.about.includes(field) ? problem.problem : null)
                }
                onChange={(value) => {
                  setProblem(null);
                  setValues((v) => ({ ...v, [field]: value }));
                }}
              />
            ))}
          </SimpleGrid>
          {(problem?.problem ?? (correct.isError ? correct.error.message : null)) && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              p="sm"
              styles={{ message: { color: "var(--mantine-color-red-9)" } }}
            >
              {problem?.problem ?? correct.error?.message}
            </Alert>
          )}
          {/* Never disabled: a tap on a refused entry says why, in the alert above. */}
          <Button size="lg" fullWidth onClick={save} loading={correct.isPending}>
            Save
          </Button>
          <Button
            variant="subtle"
            size="lg"
            fullWidth
            onClick={() => setConfirming(true)}
            styles={{ label: { color: "var(--mantine-color-red-9)" } }}
          >
            Delete this set
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
