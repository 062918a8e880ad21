import { NOTE_MAX, NOTE_OF_EXERCISE } from "@ironpath/domain/training/day-notes";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Group, Textarea } from "@mantine/core";
import { useState } from "react";
import { messageOf } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { useSaveNote } from "../api/notes-and-warm-ups";
import classes from "./set-by-set.module.css";

interface DayNoteEditorProps {
  program: string;
  row: ExerciseRow;
  set: number;
  /** "Note on set 2", "Note on Bench Press": the field's label and the failure's subject. */
  what: string;
  saved: string;
  onSaved: (note: string) => void;
  onCancel: () => void;
}

/**
 * A day note's open field (day-note.tsx). Its own module, loaded at the tap that opens it: Mantine's
 * Textarea and its autosize were 1.4 KB of the log's download before idle for a field few open.
 */
export function DayNoteEditor({ program, row, set, what, saved, onSaved, onCancel }: DayNoteEditorProps) {
  const [text, setText] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveNote(program);

  function submit() {
    const note = text.trim();
    save.mutate(
      { exerciseId: row.exerciseId, exercise_name: row.exercise_name, set, note, date: todayLocalIso() },
      {
        onSuccess: () => onSaved(note),
        onError: (error) => setProblem(messageOf(error, { fallback: `${what} could not be saved.` })),
      },
    );
  }

  return (
    <div className={set === NOTE_OF_EXERCISE ? undefined : classes.noteEditor}>
      <Textarea
        label={what}
        size="md"
        rows={2}
        maxLength={NOTE_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={problem}
        data-autofocus
        autoFocus
      />
      <Group gap="xs" mt={4}>
        <Button size="md" h={44} onClick={submit} loading={save.isPending}>
          Save note
        </Button>
        <Button size="md" h={44} variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </div>
  );
}
