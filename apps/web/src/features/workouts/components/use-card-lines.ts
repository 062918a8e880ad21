import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { EntryValues } from "../entry-values";
import {
  type CardDraft,
  type HoldValues,
  type LineDrafts,
  lineDraftKey,
  readLineDrafts,
  writeLineDrafts,
} from "../line-drafts";
import { lineCount } from "../set-plan";

/** What a card shows of its set lines, and how the lifter adds one or takes an added one off. */
export interface CardLines {
  /** Lines beyond the prescription the lifter added (0 when none). */
  added: number;
  /** The card now shows `added` lines beyond its prescription; what was typed in a line taken off goes with it. */
  setAdded: (added: number) => void;
  /** What is typed in a line and not saved, by set (from 1). */
  typed: Readonly<Record<number, EntryValues>>;
  /** A line's typed values; null once it is saved, so it follows what is saved. */
  type: (set: number, values: EntryValues | null) => void;
  /** What is typed in a hold's line and not saved, by set (from 1). */
  held: Readonly<Record<number, HoldValues>>;
  /** A hold line's typed values from what they were (undefined: nothing typed); null once it is saved. */
  hold: (set: number, next: (values: HoldValues | undefined) => HoldValues | null) => void;
}

const NONE: CardDraft = { added: 0, typed: {}, held: {} };

/** The typed lines up to set `last`. */
function upTo<T>(typed: Readonly<Record<number, T>>, last: number): Record<number, T> {
  return Object.fromEntries(Object.entries(typed).filter(([set]) => Number(set) <= last));
}

/** The lines with set `set` given `values`, or taken out (null). */
function withLine<T>(lines: Readonly<Record<number, T>>, set: number, values: T | null): Record<number, T> {
  const { [set]: _, ...others } = lines;
  return values ? { ...others, [set]: values } : others;
}

/**
 * The set lines each card of the day shows, kept for the whole day rather than in the card, so a
 * superset's rounds, next set and rest follow the sets actually on its cards (decision 0077). The
 * lines added and what is typed in them (a hold's seconds too) are also kept as a draft
 * (line-drafts.ts), so a reload shows the same lines; once the day is `finished`, the draft is dropped.
 */
export function useCardLines(program: string, day: DayResponse, finished = false) {
  const [storageKey] = useState(() => lineDraftKey(program, day));
  const [cards, setCards] = useState<LineDrafts>(() => readLineDrafts(storageKey));

  useEffect(() => {
    writeLineDrafts(storageKey, finished ? {} : cards);
  }, [storageKey, cards, finished]);

  // The lines added, apart from what is typed: a keystroke or a saved set changes no card's count, so
  // it leaves `linesOf` (and the supersets drawn from it) the same for every card (decision 0078).
  const addedKey = JSON.stringify(
    Object.entries(cards).flatMap(([id, card]) => (card.added > 0 ? [[id, card.added]] : [])),
  );
  const added = useMemo(() => new Map<string, number>(JSON.parse(addedKey)), [addedKey]);
  /** The lines a row's card shows, given the set numbers saved for it. */
  const linesOf = useCallback(
    (row: Pick<ExerciseRow, "exerciseId" | "sets">, saved: readonly (number | null)[]) =>
      lineCount(row.sets, added.get(row.exerciseId) ?? 0, saved),
    [added],
  );
  // The same object for a card while its own draft is the same, so a memoised card is not drawn
  // again by another card's change (decision 0078).
  const made = useRef(new Map<string, { from: CardDraft; lines: CardLines }>());
  const of = (row: Pick<ExerciseRow, "exerciseId" | "sets">): CardLines => {
    const card = cards[row.exerciseId] ?? NONE;
    const kept = made.current.get(row.exerciseId);
    if (kept?.from === card) return kept.lines;
    const update = (next: (card: CardDraft) => CardDraft) =>
      setCards((prev) => ({ ...prev, [row.exerciseId]: next(prev[row.exerciseId] ?? NONE) }));
    const lines: CardLines = {
      ...card,
      setAdded: (n) => {
        const added = Math.max(0, n);
        // A line taken off is gone for good: what was typed in it does not come back with a new one.
        const last = row.sets + added;
        update((c) =>
          added < c.added ? { added, typed: upTo(c.typed, last), held: upTo(c.held, last) } : { ...c, added },
        );
      },
      type: (set, values) => update((c) => ({ ...c, typed: withLine(c.typed, set, values) })),
      hold: (set, next) => update((c) => ({ ...c, held: withLine(c.held, set, next(c.held[set])) })),
    };
    made.current.set(row.exerciseId, { from: card, lines });
    return lines;
  };
  return { linesOf, of };
}
