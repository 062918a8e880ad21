import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import { MAX_ROWS_PER_DAY } from "@ironpath/domain/programs/row-rules";
import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { notifySuccess } from "../../../lib/notify";
import { ignoreRefusal } from "./ignore-refusal";
import { useAddProgramDay } from "../api/add-program-day";
import { type RowDraft, dayBody, dayProblems, isBlank } from "../row-values";
import { AddExerciseDialog } from "./add-exercise-dialog";
import { slotName } from "./copy-day-dialog";
import { DayActions } from "./day-actions";
import { RowCard } from "./row-card";
import { SaveBar } from "./save-bar";
import { SupersetLinks } from "./superset-links";
import { useDayRows } from "./use-day-rows";
import { useBuilderSupersets } from "./use-supersets";

interface DayEditorProps {
  /** The name as typed: the program the day is written to (a new name creates it). */
  programName: string;
  /** The stored program the shown rows came from, or null for a program not written yet. */
  storedProgram: string | null;
  slot: ProgramDaySlot;
  stored: readonly RowDraft[];
  exercises: readonly string[];
  savedText: string | null;
  onSaved: (text: string) => void;
  onDeleted: () => void;
}

/** "programData.2.reps" → "Exercise 3, Reps: …" (rows as sent, blank ones left out). */
function serverProblems(error: Error): string[] {
  if (!(error instanceof ApiError)) return [error.message];
  const fields = Object.entries(error.fields ?? {}).map(([path, message]) => {
    const [, index, field] = path.split(".");
    return index === undefined
      ? String(message)
      : `Exercise ${Number(index) + 1}${field ? `, ${field}` : ""}: ${message}`;
  });
  return fields.length > 0 ? fields : [error.message];
}

const isTextField = (element: EventTarget | null) =>
  (element instanceof HTMLInputElement && !element.readOnly) || element instanceof HTMLTextAreaElement;

/** The rows of one day of a program, with the day's actions and 'Add Program Day'. */
export function DayEditor(props: DayEditorProps) {
  const { programName, storedProgram, slot } = props;
  const day = useDayRows(props.stored);
  const supersets = useBuilderSupersets(storedProgram, slot, day.rows);
  const save = useAddProgramDay();
  const [addingExercise, setAddingExercise] = useState(false);
  // While a text field has focus the phone's keyboard is up: the save bar stays in its place rather
  // than covering the field's message above the keyboard.
  const [typing, setTyping] = useState(false);
  const problems = dayProblems(programName, slot, day.rows);
  // Rows loaded from one program and about to be written under another name are not saved there yet.
  const dirty = day.dirty || supersets.dirty(day.rows) || programName.trim() !== (storedProgram ?? "");

  function submit() {
    if (problems.length > 0 || save.isPending) return;
    const sent = day.rows.filter((row) => !isBlank(row));
    const body = dayBody(programName, slot, sent);
    save
      .mutateAsync(body)
      .then(() => supersets.save(body.programName, sent))
      .then(() => {
        day.markSaved(sent);
        const text = `${slotName(slot)} saved to ${body.programName} (${sent.length} ${sent.length === 1 ? "exercise" : "exercises"}).`;
        notifySuccess(text);
        props.onSaved(text);
      }, ignoreRefusal);
  }

  return (
    <Stack
      gap="md"
      onFocus={(event) => setTyping(isTextField(event.target))}
      onBlur={(event) => setTyping(isTextField(event.relatedTarget))}
    >
      {day.rows.map((row, index) => (
        <RowCard
          key={row.id}
          row={row}
          index={index}
          count={day.rows.length}
          exercises={props.exercises}
          onChange={(next) => day.update(row.id, next)}
          onMove={(by) => day.move(row.id, by)}
          onRemove={() => day.remove(row.id)}
        />
      ))}
      <SupersetLinks rows={day.rows} linked={supersets.linked} onToggle={supersets.toggle} />
      <Group grow gap="xs">
        <Button size="lg" variant="light" px={4} disabled={!day.canAdd} onClick={day.add}>
          Add Day Exercise
        </Button>
        <Button size="lg" variant="default" px={4} onClick={() => setAddingExercise(true)}>
          Add Exercise
        </Button>
      </Group>
      {!day.canAdd && <Text c="gray.8">A day holds at most {MAX_ROWS_PER_DAY} exercises.</Text>}
      <AddExerciseDialog opened={addingExercise} onClose={() => setAddingExercise(false)} />
      {storedProgram && (
        <DayActions
          program={storedProgram}
          slot={slot}
          dirty={dirty}
          hasSaved={day.hasSaved}
          onDeleted={props.onDeleted}
        />
      )}
      {problems.length > 0 && (
        <Alert color="gray" variant="light" title="Before adding this day" p="sm">
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert" title="The day was not added" p="sm">
          <List size="sm" spacing={2}>
            {serverProblems(save.error).map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {supersets.error && (
        <Alert color="red" variant="light" role="alert" title="The supersets were not saved" p="sm">
          {supersets.error.message}
        </Alert>
      )}
      <SaveBar
        problems={problems}
        dirty={dirty}
        saving={save.isPending}
        savedText={day.hasSaved ? props.savedText : null}
        floating={!typing}
        onSave={submit}
      />
    </Stack>
  );
}
