import { NOTE_MAX, NOTE_OF_EXERCISE } from "@ironpath/domain/training/day-notes";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Group, Textarea } from "@mantine/core";
import { useState } from "react";
import { messageOf } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { useSaveNote } from "../api/notes-and-warm-ups";
import classes from "./set-by-set.module.css";

// The lifter's own note on one set or on the exercise for the day (decision 0066): a button that
// opens a field, saved through the outbox like every logging write. Plain text, never a link: the
// program's Notes dialog (docs/product.md §4) is the one that turns 'http' into a link.

interface DayNoteProps {
  program: string;
  row: ExerciseRow;
  /** 0: the exercise as a whole; 1..n: that set. */
  set: number;
}

const noteOf = (row: ExerciseRow, set: number): string =>
  (set === NOTE_OF_EXERCISE ? row.day_notes?.exercise : row.day_notes?.sets.find((s) => s.set === set)?.note) ?? "";

export function DayNote({ program, row, set }: DayNoteProps) {
  const [saved, setSaved] = useState(() => noteOf(row, set));
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveNote(program);
  const what = set === NOTE_OF_EXERCISE ? `Note on ${row.exercise_name}` : `Note on set ${set}`;

  function submit() {
    const note = text.trim();
    save.mutate(
      { exerciseId: row.exerciseId, exercise_name: row.exercise_name, set, note, date: todayLocalIso() },
      {
        onSuccess: () => {
          setSaved(note);
          setEditing(false);
          setProblem(null);
        },
        onError: (error) => setProblem(messageOf(error, { fallback: `${what} could not be saved.` })),
      },
    );
  }

  // Closed, as most are: plain elements, light on a day of many set lines (decision 0024).
  if (!editing) {
    return (
      <span className={classes.noteClosed}>
        {saved && <span className={`${classes.text} ${classes.saidNote}`}>“{saved}”</span>}
        <button
          type="button"
          className={classes.noteButton}
          onClick={() => {
            setText(saved);
            setEditing(true);
          }}
          aria-label={saved ? `Edit ${what.toLowerCase()}` : `Add ${what.toLowerCase()}`}
        >
          {saved ? "Edit note" : set === NOTE_OF_EXERCISE ? "Add a note" : "Note"}
        </button>
      </span>
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
        <Button size="md" h={44} variant="default" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </Group>
    </div>
  );
}

/** Last time's notes of a lift, beside last time's numbers ("Last time: … · “…”"). */
export function lastSetNote(row: ExerciseRow, set: number): string | null {
  return row.last_notes?.sets.find((s) => s.set === set)?.note ?? null;
}
