import { WHOLE_EXERCISE_SET } from "./set-count";

// What the day's answer shows as logged for each of its rows: the lifter's entries of a row (the
// quick entry and the sets entered one by one), with one of them standing for the exercise.

/** What one logged set holds, whatever reads or writes it. */
export interface LoggedSetValues {
  /** 0: the quick entry of the whole exercise; 1..n: a set of the advanced entry. */
  setIndex: number;
  reps: number;
  rpe: number | null;
  weight: number;
  /** A timed hold's seconds; null for any other set. */
  seconds: number | null;
}

/** An entry as stored: one per (row, set); set 0 is the whole exercise (the quick entry). */
export interface StoredEntry extends LoggedSetValues {
  rowId: string;
}

export interface EntrySet {
  /** null: the whole exercise (quick entry or final Submit); else the set of the advanced entry, from 1. */
  set: number | null;
  reps: number;
  rpe: number | null;
  weight: number;
  seconds: number | null;
}

export interface LoggedEntry extends StoredEntry {
  /** Every entry of the row: the whole exercise first, then the sets in order. */
  sets: EntrySet[];
}

/**
 * Entries grouped by row: the quick entry, or else the heaviest set, standing for the exercise,
 * with every entry of the row in `sets`, the whole exercise first, then the sets in order.
 */
export function entriesByRow(rows: readonly StoredEntry[]): Map<string, LoggedEntry> {
  const entries = new Map<string, LoggedEntry>();
  for (const r of [...rows].sort((a, b) => a.setIndex - b.setIndex)) {
    const current = entries.get(r.rowId);
    const set = {
      set: r.setIndex === WHOLE_EXERCISE_SET ? null : r.setIndex,
      reps: r.reps,
      rpe: r.rpe,
      weight: r.weight,
      seconds: r.seconds,
    };
    // Quick entry first (set 0); without one, the heaviest set stands for the exercise.
    const keep = current && (current.setIndex === WHOLE_EXERCISE_SET || current.weight >= r.weight);
    const sets = current ? [...current.sets, set] : [set];
    if (keep) current.sets = sets;
    else
      entries.set(r.rowId, {
        rowId: r.rowId,
        setIndex: r.setIndex,
        reps: r.reps,
        rpe: r.rpe,
        weight: r.weight,
        seconds: r.seconds,
        sets,
      });
  }
  return entries;
}
