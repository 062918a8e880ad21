import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { memo } from "react";
import type { EntryField, EntryValues } from "../entry-values";
import type { ExerciseProgress, SavedEntries } from "../saved-entries";
import { ExerciseCard } from "./exercise-card";
import { SupersetMenu } from "./superset-menu";
import type { CardLines } from "./use-card-lines";
import { type DayChangeMenus, PendingCardMenu } from "./use-day-changes";
import type { DaySupersetsState } from "./use-supersets";

/** What a card tells the log, for any card: one identity for the log's life (workout-log.tsx). */
export interface CardHandlers {
  change: (row: ExerciseRow, field: EntryField, value: number | string) => void;
  blur: (row: ExerciseRow) => void;
  hold: (row: ExerciseRow, holding: boolean) => void;
  setsSaved: (row: ExerciseRow, sets: readonly SetEntry[]) => void;
  setRemoved: (row: ExerciseRow, set: number) => void;
}

interface LogCardProps {
  program: string;
  row: ExerciseRow;
  values: EntryValues;
  saved: SavedEntries;
  saving: boolean;
  firstScreen: boolean;
  label: string | undefined;
  handlers: CardHandlers;
  /** Its progress with these entries saved, by the lines it shows (use-day-progress.ts). */
  progressIn: (row: ExerciseRow, saved: SavedEntries) => ExerciseProgress;
  /** The day's pending exercises: what it may be grouped with, and its place among them. */
  pending: readonly ExerciseRow[];
  supersets: DaySupersetsState;
  /** "Superset with…" in its foot: not once it has left the pending list, nor while verifying. */
  withSupersetMenu: boolean;
  /** Its Change menu, in the pending part only. */
  changeMenus: DayChangeMenus | null;
  /** Its set lines, added or taken off while lifting: the same object while they do not change. */
  lines: CardLines;
}

/**
 * One card of the log, drawn again only when its own props change: every prop is a value of this
 * exercise or one kept the same while it does not change, so a saved set re-renders its own card
 * and no other (decision 0078).
 */
export const LogCard = memo(function LogCard(props: LogCardProps) {
  const { program, row, handlers, pending, supersets, changeMenus } = props;
  return (
    <ExerciseCard
      program={program}
      row={row}
      values={props.values}
      saved={props.saved}
      progress={props.progressIn(row, props.saved)}
      saving={props.saving}
      onChange={(field, value) => handlers.change(row, field, value)}
      onFieldBlur={() => handlers.blur(row)}
      onHold={(holding) => handlers.hold(row, holding)}
      onSetsSaved={(sets) => handlers.setsSaved(row, sets)}
      onSetRemoved={(set) => handlers.setRemoved(row, set)}
      lines={props.lines}
      firstScreen={props.firstScreen}
      label={props.label}
      footer={
        props.withSupersetMenu ? (
          <SupersetMenu program={program} row={row} others={pending} supersets={supersets} />
        ) : undefined
      }
      actions={changeMenus ? <PendingCardMenu row={row} pending={pending} menus={changeMenus} /> : null}
    />
  );
});
