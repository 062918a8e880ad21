import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { useSaveSets } from "../api/save-set";
import { type EntryField, type EntryValues, entryProblem, isStarted, toNumbers } from "../entry-values";
import type { SavedSet } from "../saved-entries";
import { platesLine, setLines, warmUpLine } from "../set-plan";
import { EntryInputs } from "./entry-inputs";

interface SetBySetProps {
  program: string;
  row: ExerciseRow;
  savedSets: readonly SavedSet[];
  /** A set was saved (the same call and body as one set of Adv. Entry). */
  onSetsSaved: (sets: SetEntry[]) => void;
}

interface SetLineProps extends SetBySetProps {
  set: number;
  start: EntryValues;
  last: string | null;
  saved: boolean;
}

/** One prescribed set: last session's numbers, today's prefilled, and a button that saves it. */
function SetLineRow({ program, row, set, start, last, saved, onSetsSaved }: SetLineProps) {
  const save = useSaveSets(program);
  const [values, setValues] = useState(start);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = isStarted(values, start);
  const done = saved && !changed;

  function submit() {
    const why = entryProblem(values);
    const numbers = toNumbers(values);
    if (why || !numbers) {
      setProblem(`Set ${set}: ${why ?? "fill in reps, RPE and weight"}.`);
      return;
    }
    setProblem(null);
    const entry: SetEntry = {
      index: set - 1,
      exercise_name: row.exercise_name,
      exerciseId: row.exerciseId,
      ...numbers,
      date: todayLocalIso(),
    };
    save.mutate([entry], {
      onSuccess: () => onSetsSaved([entry]),
      onError: (error) => setProblem(error instanceof ApiError ? error.message : `Set ${set} could not be saved.`),
    });
  }

  return (
    <Stack gap={4} role="group" aria-label={`Set ${set}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div>
          <Text fw={700}>Set {set}</Text>
          <Text fz="sm" c="dark.6">
            {last ? `Last: ${last}` : "Last: —"}
          </Text>
        </div>
        <Button
          size="md"
          h={44}
          color={done ? "green.9" : undefined}
          variant={done ? "light" : "filled"}
          loading={save.isPending}
          onClick={done ? undefined : submit}
          aria-disabled={done || undefined}
        >
          {done ? `✓ Set ${set} saved` : `Save set ${set}`}
        </Button>
      </Group>
      <EntryInputs
        values={values}
        onChange={(field: EntryField, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Set by set: the warm-up ramp and the plates a side, then one line per prescribed set, each
 * beside last session's same set and prefilled with today's suggestion; saving a set is one call
 * of the advanced entry, so the quick row, Adv. Entry and Prev. Weights see it at once.
 */
export function SetBySet(props: SetBySetProps) {
  const { row, savedSets } = props;
  const warmUps = warmUpLine(row);
  const plates = platesLine(row);
  return (
    <Stack gap="sm">
      {plates && <Text fz="sm">{plates}</Text>}
      {warmUps && <Text fz="sm">Warm-up: {warmUps}</Text>}
      {setLines(row, savedSets).map((line) => (
        // A saved set starts again from what is saved: its key changes with it.
        <SetLineRow key={`${line.set}-${line.saved ? JSON.stringify(line.start) : "new"}`} {...props} {...line} />
      ))}
    </Stack>
  );
}
