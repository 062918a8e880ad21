import { NOTE_OF_EXERCISE } from "@ironpath/domain/training/day-notes";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { lazy, Suspense, useState } from "react";
import classes from "./set-by-set.module.css";

/** The open field's code (Mantine's Textarea) is no part of the first paint: the log asks for it at the first touch. */
export const loadDayNoteEditor = () => import("./day-note-editor").then((module) => module.DayNoteEditor);
const DayNoteEditor = lazy(async () => ({ default: await loadDayNoteEditor() }));

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
  const what = set === NOTE_OF_EXERCISE ? `Note on ${row.exercise_name}` : `Note on set ${set}`;

  // Closed, as most are: plain elements, light on a day of many set lines (decision 0024).
  if (!editing) {
    return (
      <span className={classes.noteClosed}>
        {saved && <span className={`${classes.text} ${classes.saidNote}`}>“{saved}”</span>}
        <button
          type="button"
          className={classes.noteButton}
          onClick={() => setEditing(true)}
          aria-label={saved ? `Edit ${what.toLowerCase()}` : `Add ${what.toLowerCase()}`}
        >
          {saved ? "Edit note" : set === NOTE_OF_EXERCISE ? "Add a note" : "Note"}
        </button>
      </span>
    );
  }
  return (
    <Suspense>
      <DayNoteEditor
        program={program}
        row={row}
        set={set}
        what={what}
        saved={saved}
        onSaved={(note) => {
          setSaved(note);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    </Suspense>
  );
}

/** Last time's notes of a lift, beside last time's numbers ("Last time: … · “…”"). */
export function lastSetNote(row: ExerciseRow, set: number): string | null {
  return row.last_notes?.sets.find((s) => s.set === set)?.note ?? null;
}
