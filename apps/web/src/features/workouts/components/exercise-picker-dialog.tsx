import { filterChoices } from "@ironpath/domain/training/day-changes";
import { MUSCLES } from "@ironpath/domain/programs/muscles";
import { Button, Checkbox, Loader, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { type ExerciseChoice, useExerciseChoices } from "../api/day-changes";
import type { ProgramKind } from "@ironpath/domain/training/workout-log-paths";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import type { SwappedIn } from "../day-as-changed";
import { addedRow, swappedIn } from "../swapped-in";

interface ExercisePickerDialogProps {
  program: string;
  kind: ProgramKind;
  /** The title: "Swap Back Squat" or "Add exercise". */
  title: string;
  /** The row a swap replaces (its choices are ranked); null to add one. */
  swapping: ExerciseRow | null;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  /** With the row as the pick reads it, drawn on the log at once (decisions 0113, 0121). */
  onPick: (choice: ExerciseChoice, alsoProgram: boolean, picked: PickedRow) => void;
}

/** A swap's row as the pick reads it, or the whole row an addition draws. */
export type PickedRow = { kind: "swap"; row: SwappedIn } | { kind: "add"; row: ExerciseRow };

const REASONS = { before: "Swapped to before", muscle: "Same muscle group" } as const;
const MAX_SHOWN = 40;

/**
 * The catalogue and the lifter's own exercises, searchable by name and filterable by muscle: a swap
 * lists first what the lifter swapped to before, then the same muscle group (decision 0049).
 */
export function ExercisePickerDialog(props: ExercisePickerDialogProps) {
  const { program, kind, swapping, opened } = props;
  const choices = useExerciseChoices(program, swapping?.exerciseId ?? null, opened);
  const [search, setSearch] = useState("");
  const [muscle, setMuscle] = useState("");
  const [alsoProgram, setAlsoProgram] = useState(false);
  const shown = filterChoices(choices.data ?? [], search, muscle || null);
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ "aria-label": "Close", size: "xl" }}
      fullScreen
    >
      <Stack gap="sm">
        <TextInput
          label="Search by name"
          size="md"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          autoComplete="off"
        />
        <NativeSelect
          label="Muscle"
          size="md"
          value={muscle}
          onChange={(e) => setMuscle(e.currentTarget.value)}
          data={[{ value: "", label: "Any muscle" }, ...MUSCLES.map((m) => ({ value: m, label: m }))]}
        />
        {kind === "user-created" ? (
          <Checkbox
            size="md"
            label="Also change the program"
            checked={alsoProgram}
            onChange={(e) => setAlsoProgram(e.currentTarget.checked)}
          />
        ) : (
          <Text fz="sm" c="dimmed">
            A ready-made program cannot be changed: this change is for today's log only.
          </Text>
        )}
        {swapping && !navigator.onLine && choices.data?.every((c) => c.reason === null) && (
          // The ranked list was not kept for this lift (decision 0113): say why it reads A to Z.
          <Text fz="sm" c="gray.8">
            No signal: every exercise, A to Z. What you swapped to before and the same muscle group come first once the
            signal returns.
          </Text>
        )}
        {choices.isPending && <Loader aria-label="Loading exercises" />}
        {choices.isError && <Text role="alert">{choices.error.message}</Text>}
        {choices.isSuccess && shown.length === 0 && <Text>No exercise matches.</Text>}
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }} aria-label="Exercises">
          {shown.slice(0, MAX_SHOWN).map((c) => (
            <li key={c.id}>
              <Button
                variant="default"
                size="md"
                mih={44}
                h="auto"
                py={6}
                fullWidth
                justify="flex-start"
                px="sm"
                disabled={props.busy}
                onClick={() =>
                  props.onPick(
                    c,
                    alsoProgram,
                    swapping ? { kind: "swap", row: swappedIn(swapping, c) } : { kind: "add", row: addedRow(c) },
                  )
                }
                styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
              >
                <span>
                  {c.name}
                  <Text span fz="sm" c="dimmed" display="block">
                    {[c.reason ? REASONS[c.reason] : null, c.muscles.join(", "), c.own ? "Your exercise" : null]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </span>
              </Button>
            </li>
          ))}
        </Stack>
        {shown.length > MAX_SHOWN && (
          <Text fz="sm" c="dimmed">
            {shown.length - MAX_SHOWN} more: narrow the search to see them.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
