import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useCallback, useState } from "react";
import { lineCount } from "../set-plan";

/** What a card shows of its set lines, and how the lifter adds one or takes an added one off. */
export interface CardLines {
  /** Lines beyond the prescription the lifter added (0 when none). */
  added: number;
  /** The card now shows `added` lines beyond its prescription. */
  setAdded: (added: number) => void;
}

/**
 * The set lines each card of the day shows, kept for the whole day rather than in the card, so a
 * superset's rounds, next set and rest follow the sets actually on its cards (decision 0077).
 */
export function useCardLines() {
  const [added, setAdded] = useState<Readonly<Record<string, number>>>({});
  /** The lines a row's card shows, given the set numbers saved for it. */
  const linesOf = useCallback(
    (row: Pick<ExerciseRow, "exerciseId" | "sets">, saved: readonly (number | null)[]) =>
      lineCount(row.sets, added[row.exerciseId] ?? 0, saved),
    [added],
  );
  const of = (row: Pick<ExerciseRow, "exerciseId">): CardLines => ({
    added: added[row.exerciseId] ?? 0,
    setAdded: (n) => setAdded((prev) => ({ ...prev, [row.exerciseId]: Math.max(0, n) })),
  });
  return { linesOf, of };
}

export type DayCardLines = ReturnType<typeof useCardLines>;
