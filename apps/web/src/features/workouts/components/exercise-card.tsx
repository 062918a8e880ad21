import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type FocusEvent, useId, useState } from "react";
import type { EntryField, EntryValues } from "../entry-values";
import { AdvancedEntryDialog } from "./advanced-entry-dialog";
import { EntryInputs } from "./entry-inputs";
import { ExerciseFacts } from "./exercise-facts";
import { NotesDialog } from "./notes-dialog";
import { PreviousWeightsDialog } from "./previous-weights-dialog";

interface ExerciseCardProps {
  program: string;
  row: ExerciseRow;
  values: EntryValues;
  completed: boolean;
  saving: boolean;
  onChange: (field: EntryField, value: number | string) => void;
  /** Focus left the card: the log saves when reps, RPE and weight are all filled. */
  onLeaveField: () => void;
  onSetsSaved: () => void;
}

type Dialog = "notes" | "advanced" | "previous" | null;

/** At least 44 px high: easy to hit between sets. */
const TAP_HEIGHT = 44;

interface CardTitleProps {
  id: string;
  row: ExerciseRow;
  completed: boolean;
  saving: boolean;
  onNotes?: () => void;
}

/**
 * The name, the save state and Notes. Wraps on a narrow screen: the name takes its own line rather
 * than clipping the badge or Notes.
 */
function CardTitle({ id, row, completed, saving, onNotes }: CardTitleProps) {
  return (
    <Group justify="space-between" wrap="wrap" align="center" gap="xs">
      <Title order={2} fz="h3" id={id} style={{ flex: "1 1 10rem", overflowWrap: "anywhere" }}>
        {row.exercise_name}
      </Title>
      <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
        {saving && <Loader size="sm" aria-label={`Saving ${row.exercise_name}`} />}
        {completed && !saving && <Badge color="green">Saved</Badge>}
        {onNotes && (
          <Button variant="light" size="md" h={TAP_HEIGHT} px="sm" onClick={onNotes}>
            Notes
          </Button>
        )}
      </Group>
    </Group>
  );
}

interface CardDialogsProps {
  open: Dialog;
  onClose: () => void;
  program: string;
  row: ExerciseRow;
  onSetsSaved: () => void;
}

/** The card's three dialogs, at most one open. */
function CardDialogs({ open, onClose, program, row, onSetsSaved }: CardDialogsProps) {
  return (
    <>
      {row.notes && (
        <NotesDialog opened={open === "notes"} onClose={onClose} title={row.exercise_name} notes={row.notes} />
      )}
      <AdvancedEntryDialog
        opened={open === "advanced"}
        onClose={onClose}
        program={program}
        row={row}
        onSaved={onSetsSaved}
      />
      <PreviousWeightsDialog
        opened={open === "previous"}
        onClose={onClose}
        program={program}
        exerciseName={row.exercise_name}
      />
    </>
  );
}

/** One exercise of the day: what to do, what was done, and its three dialogs. */
export function ExerciseCard(props: ExerciseCardProps) {
  const { program, row, values, completed, saving } = props;
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // Moving between the card's own fields, to its buttons, or into one of its dialogs (rendered
  // elsewhere, but still about this exercise) is not leaving it: a tap on the prefilled weight to
  // change it, or on Prev. Weights to check last time, must not save and remove the card.
  const blur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Element && (event.currentTarget.contains(next) || next.closest('[role="dialog"]'))) return;
    props.onLeaveField();
  };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-exercise-id={row.exerciseId}
      withBorder
      radius="md"
      padding="md"
      onBlur={blur}
    >
      <Stack gap="sm">
        <CardTitle
          id={titleId}
          row={row}
          completed={completed}
          saving={saving}
          onNotes={row.notes ? () => setDialog("notes") : undefined}
        />
        <ExerciseFacts row={row} />
        {row.weight !== null && (
          <Text fz="lg" fw={800} c="indigo.8">
            Suggested: {row.weight} lbs
          </Text>
        )}
        <EntryInputs values={values} onChange={props.onChange} />
        <SimpleGrid cols={2} spacing="xs">
          <Button variant="light" size="md" h={TAP_HEIGHT} px={4} onClick={() => setDialog("advanced")}>
            Adv. Entry
          </Button>
          <Button variant="light" size="md" h={TAP_HEIGHT} px={4} onClick={() => setDialog("previous")}>
            Prev. Weights
          </Button>
        </SimpleGrid>
      </Stack>
      <CardDialogs open={dialog} onClose={close} program={program} row={row} onSetsSaved={props.onSetsSaved} />
    </Card>
  );
}
