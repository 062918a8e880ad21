import { moveRow, setsSavedBefore } from "@ironpath/domain/training/day-changes";
import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button } from "@mantine/core";
import { Suspense, lazy, useEffect, useMemo, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useLatestCallback } from "../../../lib/use-latest-callback";
import { type DayChange, prefetchExerciseChoices, useDayChange } from "../api/day-changes";
import { whenIdle } from "../../../lib/when-idle";
import type { ProgramKind } from "@ironpath/domain/training/workout-log-paths";
import { DayChangeMenu } from "./day-change-menu";
import { SkippedExercises } from "./skipped-exercises";

// The picker (a full-screen dialog with its inputs) is no part of the log's first paint (decision 0012).
const ExercisePickerDialog = lazy(() =>
  import("./exercise-picker-dialog").then((module) => ({ default: module.ExercisePickerDialog })),
);

/**
 * Changing the day while lifting (decision 0049): each pending card's Change menu, the picker a
 * swap or an addition opens, the skipped exercises, and "Add exercise" after the pending ones.
 */
export function useDayChanges(program: string, kind: ProgramKind, day: DayResponse, pending: readonly ExerciseRow[]) {
  const mutation = useDayChange(program);
  // The picker: a swap of one row, or an addition (null); closed when undefined.
  const [picking, setPicking] = useState<ExerciseRow | null | undefined>(undefined);
  const key = { phase: day.phase_id, week: day.week_id, day: day.day_id };
  const pendingIds = pending.map((r) => r.exerciseId);
  const skipped = day.data.filter((r) => r.change?.skipped);
  // Every exercise a swap may pick, read while there is signal: a swap with none offers it (0113).
  useEffect(() => whenIdle(() => void prefetchExerciseChoices(program).catch(() => undefined)), [program]);

  const change = (c: DayChange, done?: string) =>
    mutation.mutateAsync(c).then(
      () => {
        setPicking(undefined);
        if (done) notifySuccess(done);
      },
      (error: Error) => notifyError(error.message),
    );
  // The cards' menus call these: one identity for the log's life, so a card that did not change is
  // not re-rendered when another one is saved (decision 0078).
  // The server refuses these once a set of the row is saved; the phone says so at once, signal or none.
  const refused = (row: ExerciseRow, what: "swapping" | "skipping") => {
    if (row.logged_sets.length === 0) return false;
    notifyError(setsSavedBefore(row.exercise_name, what));
    return true;
  };
  const swap = useLatestCallback((row: ExerciseRow) => {
    if (!refused(row, "swapping")) setPicking(row);
  });
  const skip = useLatestCallback((row: ExerciseRow) => {
    if (refused(row, "skipping")) return;
    void change({ kind: "skip", exerciseId: row.exerciseId, name: row.exercise_name, skipped: true });
  });
  const move = useLatestCallback((row: ExerciseRow, by: -1 | 1) => {
    const all = day.data.map((r) => r.exerciseId);
    void change({ kind: "order", day: key, order: moveRow(all, pendingIds, row.exerciseId, by) });
  });
  const busy = mutation.isPending;
  const menus = useMemo((): DayChangeMenus => ({ busy, swap, skip, move }), [busy, swap, skip, move]);

  const parts = (
    <>
      <Button variant="light" size="md" h={44} onClick={() => setPicking(null)}>
        Add exercise
      </Button>
      <SkippedExercises
        rows={skipped}
        busy={mutation.isPending}
        onUndo={(row) =>
          void change({ kind: "skip", exerciseId: row.exerciseId, name: row.exercise_name, skipped: false })
        }
      />
      {picking !== undefined && (
        <Suspense fallback={null}>
          <ExercisePickerDialog
            // A fresh search for each opening.
            key={picking?.exerciseId ?? "add"}
            program={program}
            kind={kind}
            title={picking ? `Swap ${picking.exercise_name}` : "Add exercise"}
            swapping={picking}
            opened
            busy={mutation.isPending}
            onClose={() => setPicking(undefined)}
            onPick={(choice, alsoProgram, picked) => {
              // An added row's id is made here, so sets logged on it can wait behind it (0121).
              if (picked.kind === "add") {
                // Kept in the program it is a row like the others, not one added today.
                const shown = alsoProgram ? { ...picked.row, change: null } : picked.row;
                const add = { kind: "add", day: key, exercise: choice.id, alsoProgram, shown } as const;
                return void change({ ...add, rowId: crypto.randomUUID() }, `${choice.name} added`);
              }
              if (!picking) return;
              void change(
                {
                  kind: "swap",
                  exerciseId: picking.exerciseId,
                  from: picking.exercise_name,
                  to: choice.id,
                  shown: picked.row,
                  alsoProgram,
                },
                `${picking.exercise_name} swapped for ${choice.name}`,
              );
            }}
          />
        </Suspense>
      )}
    </>
  );

  return { menus, parts, skippedIds: new Set(skipped.map((r) => r.exerciseId)) };
}

/** What a card's Change menu does, for every card of the day. */
export interface DayChangeMenus {
  busy: boolean;
  swap: (row: ExerciseRow) => void;
  skip: (row: ExerciseRow) => void;
  move: (row: ExerciseRow, by: -1 | 1) => void;
}

interface PendingCardMenuProps {
  row: ExerciseRow;
  /** The day's pending exercises, in order. */
  pending: readonly ExerciseRow[];
  menus: DayChangeMenus;
}

/**
 * The Change menu of a card in the pending part. A card just done stays there a moment before it
 * leaves (0046): its menu stays too, disabled, so nothing under the lifter's thumb moves.
 */
export function PendingCardMenu({ row, pending, menus }: PendingCardMenuProps) {
  const at = pending.findIndex((r) => r.exerciseId === row.exerciseId);
  return (
    <DayChangeMenu
      row={row}
      disabled={at < 0}
      canMoveUp={at > 0}
      canMoveDown={at >= 0 && at < pending.length - 1}
      busy={menus.busy}
      onSwap={() => menus.swap(row)}
      onSkip={() => menus.skip(row)}
      onMove={(by) => menus.move(row, by)}
    />
  );
}
