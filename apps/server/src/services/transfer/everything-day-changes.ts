import { ADDED_PRESCRIPTION } from "@ironpath/domain/training/day-changes";
import type { ReadDayChange } from "@ironpath/domain/transfer/import-everything.schema";
import type { lifterDayChanges } from "../../db/repositories/imports-everything.js";
import type { KeptRows } from "../../db/repositories/imports.js";

// The day changes an Ironpath import restores (decision 0068). A change is placed on a row as a
// set is (its program, day, order and exercise); one whose row holds a change here already, or an
// added exercise already added here on that day, is here, so a second import writes none.

type Slot = { phase: number; week: number; day: number };

/** What the import's set placement knows of rows here (everything-plan.ts). */
export interface RowPlacement {
  /** The program a change of the file is of, here: its id, or undefined when it is not here. */
  programOf(name: string): string | undefined;
  /** The row of a program here at that day, order and exercise (not an added one). */
  writtenRow(program: string, slot: Slot, order: number, exercise: string): string | undefined;
  /** The retired row the file's sets of an added exercise were placed on, if any. */
  placedHiddenRow(program: string, slot: Slot, order: number, exercise: string): string | undefined;
  /** A new retired row for an added exercise: in the lifter's program, or a home of theirs for a ready-made one. */
  newAddedRow(
    program: string,
    slot: Slot,
    order: number,
    exercise: string,
    prescription: typeof ADDED_PRESCRIPTION,
  ): string;
  exerciseId(name: string): string;
}

const placeKey = (program: string, s: Slot, order: number, exercise: string) =>
  `${program}|${s.phase}/${s.week}/${s.day}|${order}|${exercise}`;

/** The day_changes rows to write for the file's changes; the count is what the report says. */
export function planDayChanges(
  changes: readonly ReadDayChange[],
  here: Awaited<ReturnType<typeof lifterDayChanges>>,
  placement: RowPlacement,
  userId: string,
): KeptRows["dayChanges"] {
  const changedRows = new Set(here.map((c) => c.row_id));
  const addedHere = new Set(
    here.filter((c) => Number(c.added) === 1).map((c) => placeKey(c.program, c, c.exercise_order, c.exercise_id)),
  );
  const rows: KeptRows["dayChanges"] = [];
  for (const c of changes) {
    const programId = placement.programOf(c.program);
    if (!programId) continue;
    const exercise = placement.exerciseId(c.exercise);
    let rowId: string | undefined;
    if (c.added) {
      const key = placeKey(c.program, c, c.order, exercise);
      if (addedHere.has(key)) continue;
      addedHere.add(key);
      rowId =
        placement.placedHiddenRow(c.program, c, c.order, exercise) ??
        placement.newAddedRow(c.program, c, c.order, exercise, ADDED_PRESCRIPTION);
    } else {
      rowId = placement.writtenRow(c.program, c, c.order, exercise);
    }
    if (!rowId || changedRows.has(rowId)) continue;
    changedRows.add(rowId);
    const lifted = c.lifted === null ? (c.added ? exercise : null) : placement.exerciseId(c.lifted);
    rows.push({
      user_id: userId,
      routine_id: programId,
      row_id: rowId,
      phase: c.phase,
      week: c.week,
      day: c.day,
      performed_on: c.date,
      exercise_id: lifted,
      skipped: c.skipped ? 1 : 0,
      added: c.added ? 1 : 0,
      position: c.position,
      updated_at: c.updatedAt,
    });
  }
  return rows;
}
