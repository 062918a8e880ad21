// Changing the day while lifting (decision 0049): an exercise swapped for another, skipped, added,
// or moved. The rules both sides read: how a day's rows read once changed, which exercises a swap
// offers first, what an added exercise is prescribed, and when a changed day is done.

import { DEFAULT_EXERCISE_TYPE, type ExerciseType } from "./exercise-type";
import { DEFAULT_REPS, liftedPrescription } from "./lifted-prescription";

/** What an added exercise is prescribed: 3 × 8-12, rest 2-3 minutes, no RPE asked. */
export const ADDED_PRESCRIPTION = {
  sets: 3,
  reps: DEFAULT_REPS,
  warmUpSets: 0,
  rpe: null,
  percent1RM: null,
  minRest: 2,
  maxRest: 3,
} as const;

/** What an added exercise is prescribed, read for its kind (decision 0076): a plank holds seconds. */
export const addedPrescription = (kind: { type: ExerciseType; name: string }) =>
  liftedPrescription(ADDED_PRESCRIPTION, DEFAULT_EXERCISE_TYPE, kind);

/** Said of an exercise a ready-made program cannot take for good. */
export const READY_MADE_UNCHANGED = "A ready-made program cannot be changed: the change is kept for this day only";

/** Said when a row with sets saved is swapped or skipped: by the server, and by the phone with no signal (0113). */
export const setsSavedBefore = (exerciseName: string, change: "swapping" | "skipping") =>
  `Sets of ${exerciseName} are saved: remove them before ${change} it`;

/** One row's change for the lifter's day; a row without one is lifted as written. */
export interface DayChange {
  rowId: string;
  /** The exercise lifted in the row's place (a swap, or the added exercise); null: as written. */
  exerciseId: string | null;
  exerciseName: string | null;
  /** How the exercise lifted is logged (decision 0053): a plank swapped in logs seconds. */
  exerciseType?: ExerciseType | null;
  skipped: boolean;
  /** An exercise the program does not list for the day, added while lifting. */
  added: boolean;
  /** The row's place once the lifter reordered the day (0 first); null: the program's order. */
  position: number | null;
}

interface PlannedRow {
  id: string;
  exerciseId: string;
  exerciseName: string;
  exerciseOrder: number;
  /** The kind written, and what the row prescribes: read again for the exercise lifted (0076). */
  exerciseType?: ExerciseType;
  reps?: string;
  percent1RM?: string | null;
}

/**
 * A changed row's reps and %1RM for the exercise lifted (decision 0076). An added row was
 * prescribed ADDED_PRESCRIPTION, counted in reps, whatever its exercise.
 */
function prescribed<R extends PlannedRow>(row: R, lifted: Partial<R>, added: boolean): Partial<R> {
  const liftedType = lifted.exerciseType ?? row.exerciseType;
  if (row.reps === undefined || row.exerciseType === undefined || liftedType === undefined) return {};
  const written = { reps: row.reps, percent1RM: row.percent1RM ?? null };
  const writtenType = added ? DEFAULT_EXERCISE_TYPE : row.exerciseType;
  const name = lifted.exerciseName ?? row.exerciseName;
  const read = liftedPrescription(written, writtenType, { type: liftedType, name });
  return read === written ? {} : ({ reps: read.reps, percent1RM: read.percent1RM } as Partial<R>);
}

/** How a row reads once changed: the exercise actually lifted, and what was changed. */
export type ChangedRow<R extends PlannedRow> = R & {
  change: { skipped: boolean; added: boolean; swappedFrom: string | null } | null;
};

/**
 * The day as the lifter lifts it: swapped rows carry the exercise lifted (the written one as
 * `swappedFrom`), added rows follow the program's, and a reordered day is in the lifter's order
 * (rows placed before the reorder by their place, later ones after them in program order).
 */
export function applyDayChanges<R extends PlannedRow>(
  rows: readonly R[],
  added: readonly R[],
  changes: readonly DayChange[],
): ChangedRow<R>[] {
  const byRow = new Map(changes.map((c) => [c.rowId, c]));
  const all = [...rows, ...added].map((row, index) => {
    const c = byRow.get(row.id);
    if (!c) return { row: { ...row, change: null } as ChangedRow<R>, position: null, index };
    const swapped = c.exerciseId !== null && c.exerciseId !== row.exerciseId;
    // The exercise lifted takes its own kind, not the replaced one's (a row swapped for a plank logs seconds).
    const lifted: Partial<R> = swapped
      ? ({
          exerciseId: c.exerciseId as string,
          exerciseName: c.exerciseName ?? row.exerciseName,
          ...(c.exerciseType ? { exerciseType: c.exerciseType } : {}),
        } as Partial<R>)
      : {};
    // An added exercise swapped for another is simply that other: nothing was written in its place.
    const change = { skipped: c.skipped, added: c.added, swappedFrom: swapped && !c.added ? row.exerciseName : null };
    const reads = swapped || c.added ? prescribed(row, lifted, c.added) : {};
    return { row: { ...row, ...lifted, ...reads, change } as ChangedRow<R>, position: c.position, index };
  });
  const rank = (p: number | null) => (p === null ? Number.POSITIVE_INFINITY : p);
  all.sort((a, b) => rank(a.position) - rank(b.position) || a.index - b.index);
  return all.map((a) => a.row);
}

/** An exercise a swap or an addition may pick: from the catalogue or the lifter's own. */
export interface ExerciseChoice {
  id: string;
  name: string;
  muscles: readonly string[];
  own: boolean;
}

/**
 * The exercises a swap offers, best first: those the lifter swapped this one for before (the
 * latest first), then those sharing a muscle with it (the most alike first), then the rest; by
 * name within each. The exercise itself is not offered.
 */
export function rankSwapChoices<C extends ExerciseChoice>(
  original: { id: string; muscles: readonly string[] },
  choices: readonly C[],
  swappedBefore: readonly string[],
): (C & { reason: "before" | "muscle" | null })[] {
  const before = new Map(swappedBefore.map((id, i) => [id, i]));
  const muscles = new Set(original.muscles);
  const reasonOf = (c: ExerciseChoice) =>
    before.has(c.id) ? ("before" as const) : c.muscles.some((m) => muscles.has(m)) ? ("muscle" as const) : null;
  const tier = { before: 0, muscle: 1, none: 2 };
  // How alike two exercises' muscles are: shared over all of both (1 for the same muscles), so an
  // exercise working everything is not ahead of one working what the swapped one works.
  const alike = (c: ExerciseChoice) => {
    const shared = c.muscles.filter((m) => muscles.has(m)).length;
    return shared / (muscles.size + c.muscles.length - shared || 1);
  };
  return choices
    .filter((c) => c.id !== original.id)
    .map((c) => ({ ...c, reason: reasonOf(c) }))
    .sort(
      (a, b) =>
        tier[a.reason ?? "none"] - tier[b.reason ?? "none"] ||
        (before.get(a.id) ?? 0) - (before.get(b.id) ?? 0) ||
        alike(b) - alike(a) ||
        a.name.localeCompare(b.name),
    );
}

/** The choices whose name holds `search` (any case) and, when given, that work `muscle`. */
export function filterChoices<C extends ExerciseChoice>(choices: readonly C[], search: string, muscle: string | null) {
  const words = search.trim().toLowerCase();
  return choices.filter(
    (c) => (!words || c.name.toLowerCase().includes(words)) && (!muscle || c.muscles.includes(muscle)),
  );
}

/**
 * The day's order after moving one pending row up or down past the next pending row (done and
 * skipped rows keep their places); the same order when it cannot move that way.
 */
export function moveRow(order: readonly string[], pending: readonly string[], id: string, by: -1 | 1): string[] {
  const open = order.filter((r) => pending.includes(r));
  const at = open.indexOf(id);
  const other = open[at + by];
  if (at < 0 || other === undefined) return [...order];
  return order.map((r) => (r === id ? other : r === other ? id : r));
}

/** Whether a row needs nothing more today: logged in full, or skipped. */
export function isRowSettled(logged: boolean, change: { skipped: boolean } | null): boolean {
  return logged || change?.skipped === true;
}
