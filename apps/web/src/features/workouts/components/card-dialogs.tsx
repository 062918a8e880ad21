import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { type SavedEntries, setsOf } from "../saved-entries";
import { AdvancedEntryDialog } from "./advanced-entry-dialog";
import { NotesDialog } from "./notes-dialog";
import { PreviousWeightsDialog } from "./previous-weights-dialog";

export type Dialog = "notes" | "advanced" | "previous" | null;

interface CardDialogsProps {
  open: Dialog;
  onClose: () => void;
  program: string;
  row: ExerciseRow;
  saved: SavedEntries;
  onSetsSaved: (sets: SetEntry[]) => void;
}

/** The card's three dialogs, at most one open. */
export function CardDialogs({ open, onClose, program, row, saved, onSetsSaved }: CardDialogsProps) {
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
        savedSets={setsOf(saved)}
        onSaved={onSetsSaved}
      />
      <PreviousWeightsDialog
        opened={open === "previous"}
        onClose={onClose}
        program={program}
        exerciseName={row.exercise_name}
        unit={row.unit}
      />
    </>
  );
}
