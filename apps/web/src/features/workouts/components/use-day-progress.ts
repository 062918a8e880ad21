import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { dismissRest, startRest } from "../../../lib/rest-timer/on-demand";
import {
  type ExerciseProgress,
  type SavedEntries,
  type SavedSet,
  progressOf,
  savedOf,
  withSaved,
  withoutSet,
} from "../saved-entries";

type SavedById = Readonly<Record<string, SavedEntries>>;

/**
 * The rest a save starts: the exercise's own range, or null for none (a superset's set within a
 * round, decision 0055). `setsOf` reads what is saved by now for any exercise of the day.
 */
export type RestRule = (
  row: ExerciseRow,
  set: number | null,
  setsOf: (exerciseId: string) => readonly (number | null)[],
) => { minRest: number; maxRest: number; name: string } | null;

const ownRest: RestRule = (row) => ({ minRest: row.min_rest, maxRest: row.max_rest, name: row.exercise_name });

/** The sets on a row's card, given the set numbers saved (use-card-lines.ts); the prescription's by default. */
export type LinesOf = (row: ExerciseRow, saved: readonly (number | null)[]) => number;
const prescribed: LinesOf = (row) => row.sets;

const NOTHING_SAVED: SavedEntries = [];

/** `rows`, or `previous` when it holds the very same rows: a card given it need not re-render. */
function sameOr(previous: readonly ExerciseRow[] | undefined, rows: ExerciseRow[]): readonly ExerciseRow[] {
  return previous?.length === rows.length && rows.every((row, i) => row === previous[i]) ? previous : rows;
}

const savedOfDay = (day: DayResponse): SavedById =>
  Object.fromEntries(day.data.map((row) => [row.exerciseId, savedOf(row)]));

/** `saved` with the sets of `read` it has no set of that number for; `saved` itself when none. */
function withSetsFrom(saved: SavedById, read: SavedById): SavedById {
  let merged = saved;
  for (const [id, entries] of Object.entries(read)) {
    const held = new Set((saved[id] ?? []).map((s) => s.set));
    const missing = entries.filter((s) => !held.has(s.set));
    if (missing.length > 0) merged = { ...merged, [id]: withSaved(saved[id] ?? [], missing) };
  }
  return merged;
}

/**
 * What is saved for each exercise of one shown day (read from the day, then kept up to date as the
 * lifter saves) and so which are done: the rest is pending. The lifter is told the moment an
 * exercise is done ('{exercise} has been completed!') and the moment the last one is.
 */
export function useDayProgress(day: DayResponse, restRule: RestRule = ownRest, linesOf: LinesOf = prescribed) {
  const [saved, setSaved] = useState<SavedById>(() => savedOfDay(day));
  // Read by saves that finish after a later render: always the latest.
  const latest = useRef(saved);
  const rule = useRef(restRule);
  rule.current = restRule;
  const lines = useRef(linesOf);
  lines.current = linesOf;
  // An exercise is done once the sets on its card are saved, lines added while lifting included (0077).
  const progressIn = useCallback(
    (row: ExerciseRow, entries: SavedEntries) =>
      progressOf(
        {
          sets: lines.current(
            row,
            entries.map((s) => s.set),
          ),
        },
        entries,
      ),
    [],
  );

  const savedFor = useCallback((row: ExerciseRow): SavedEntries => saved[row.exerciseId] ?? NOTHING_SAVED, [saved]);
  const progress = (row: ExerciseRow): ExerciseProgress => progressIn(row, savedFor(row));
  // A skipped exercise is settled for the day, not pending (decision 0049). The same list while the
  // same exercises are pending: every card is given it (decision 0078).
  const shownPending = useRef<readonly ExerciseRow[]>(undefined);
  const pending = sameOr(
    shownPending.current,
    day.data.filter((row) => !progress(row).done && !row.change?.skipped),
  );
  shownPending.current = pending;

  /** These entries of the row are saved; returns whether that finished the exercise. */
  const record = useCallback(
    (row: ExerciseRow, entries: readonly SavedSet[]): boolean => {
      const before = latest.current[row.exerciseId] ?? [];
      const after = withSaved(before, entries);
      latest.current = { ...latest.current, [row.exerciseId]: after };
      setSaved(latest.current);
      return !progressIn(row, before).done && progressIn(row, after).done;
    },
    [progressIn],
  );

  /**
   * Sets saved elsewhere (another tab, decision 0127), from the day as read again: added where this
   * log has no set of that number, never taken from what it holds.
   */
  const takeSaved = useCallback((read: DayResponse) => {
    const merged = withSetsFrom(latest.current, savedOfDay(read));
    if (merged === latest.current) return;
    latest.current = merged;
    setSaved(merged);
  }, []);

  /** A set was taken back: the exercise may be pending again. */
  const forget = useCallback((row: ExerciseRow, set: number) => {
    latest.current = { ...latest.current, [row.exerciseId]: withoutSet(latest.current[row.exerciseId] ?? [], set) };
    setSaved(latest.current);
  }, []);

  /** A save that finished an exercise says so. */
  const recordAndTell = useCallback(
    (row: ExerciseRow, entries: readonly SavedSet[]) => {
      if (record(row, entries)) notifySuccess(`${row.exercise_name} has been completed!`);
      // A set was saved: rest before the next one; after the day's last, no rest is left to run.
      const setsOf = (id: string) => (latest.current[id] ?? []).map((s) => s.set);
      const rest = rule.current(row, entries.length === 1 ? (entries[0]?.set ?? null) : null, setsOf);
      // A skipped exercise is settled: after the day's last save no rest is left to run.
      const left = day.data.some((r) => !r.change?.skipped && !progressIn(r, latest.current[r.exerciseId] ?? []).done);
      if (!left) dismissRest();
      // Within a superset's round the lifter goes straight on: a rest still running is over.
      else if (rest === null) dismissRest();
      else startRest(rest, rest.name);
    },
    [record, day, progressIn],
  );

  // The moment the last pending exercise is saved, the lifter is told.
  const previousPending = useRef(pending.length);
  useEffect(() => {
    if (previousPending.current > 0 && pending.length === 0) {
      notifySuccess("All exercises have been completed for the day!");
    }
    previousPending.current = pending.length;
  }, [pending.length]);

  return { savedFor, progress, progressIn, pending, record, recordAndTell, forget, takeSaved };
}
