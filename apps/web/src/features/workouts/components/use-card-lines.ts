import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useCallback, useRef, useState } from "react";
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
  // The same object for a card while its lines do not change, so a memoised card is not drawn
  // again by another card's change (decision 0078).
  const made = useRef(new Map<string, CardLines>());
  const of = (row: Pick<ExerciseRow, "exerciseId">): CardLines => {
    const count = added[row.exerciseId] ?? 0;
    const kept = made.current.get(row.exerciseId);
    if (kept?.added === count) return kept;
    const lines: CardLines = {
      added: count,
      setAdded: (n) => setAdded((prev) => ({ ...prev, [row.exerciseId]: Math.max(0, n) })),
    };
    made.current.set(row.exerciseId, lines);
    return lines;
  };
  return { linesOf, of };
}

export type DayCardLines = ReturnType<typeof useCardLines>;
