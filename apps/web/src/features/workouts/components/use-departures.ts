import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { type RefObject, useCallback, useEffect, useState } from "react";
import { useSteadyScroll } from "./use-steady-scroll";

/** How long the page must be still after a scroll before waiting cards are looked at again. */
const SCROLL_SETTLE_MS = 150;

const add = (set: ReadonlySet<string>, ids: readonly string[]) => new Set([...set, ...ids]);
const without = (set: ReadonlySet<string>, ids: readonly string[]) =>
  new Set([...set].filter((id) => !ids.includes(id)));

/** A number that changes whenever focus moves or a scroll comes to rest: the moments a card may leave. */
function useLeaveChances(): number {
  const [chance, setChance] = useState(0);
  useEffect(() => {
    const next = () => setChance((n) => n + 1);
    let settle: ReturnType<typeof setTimeout> | undefined;
    const scrolled = () => {
      clearTimeout(settle);
      settle = setTimeout(next, SCROLL_SETTLE_MS);
    };
    window.addEventListener("scroll", scrolled, { passive: true });
    document.addEventListener("focusin", next);
    document.addEventListener("focusout", next);
    return () => {
      clearTimeout(settle);
      window.removeEventListener("scroll", scrolled);
      document.removeEventListener("focusin", next);
      document.removeEventListener("focusout", next);
    };
  }, []);
  return chance;
}

/**
 * Which done exercises have left the pending list (docs/product.md section 4: a saved exercise is removed from
 * it). A card leaves once the lifter is no longer in it (`hold`: focus in the card or one of its
 * dialogs), so they see it saved, and once its leaving does not move the field under their thumb
 * (useSteadyScroll); until then it stays in place, saved. Exercises done before the day was shown
 * are not in the list at all. One no longer done comes back once the lifter is not in it.
 */
export function useDepartures(
  list: RefObject<HTMLElement | null>,
  rows: ExerciseRow[],
  isDone: (row: ExerciseRow) => boolean,
) {
  const steady = useSteadyScroll(list);
  const [left, setLeft] = useState<ReadonlySet<string>>(
    () => new Set(rows.filter(isDone).map((row) => row.exerciseId)),
  );
  const [held, setHeld] = useState<ReadonlySet<string>>(() => new Set());
  const chance = useLeaveChances();

  const waiting = rows
    .filter((row) => isDone(row) && !left.has(row.exerciseId) && !held.has(row.exerciseId))
    .map((row) => row.exerciseId);
  const waitingKey = waiting.join("\n");

  // Looked at once focus has settled: during a move from one field to the next, focus is briefly
  // nowhere, and a card must not leave then as if the lifter had put the phone down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and each chance are the triggers.
  useEffect(() => {
    if (waiting.length === 0) return;
    const settled = setTimeout(() => {
      const leaving = steady.canLeave(waiting);
      if (leaving.length === 0) return;
      steady.beforeRemove(leaving);
      setLeft((prev) => add(prev, leaving));
    });
    return () => clearTimeout(settled);
  }, [waitingKey, chance]);

  /** The lifter is in the card (or one of its dialogs), or has left it. */
  const hold = useCallback((exerciseId: string, holding: boolean) => {
    setHeld((prev) => {
      if (prev.has(exerciseId) === holding) return prev;
      const next = new Set(prev);
      if (holding) next.add(exerciseId);
      else next.delete(exerciseId);
      return next;
    });
  }, []);

  // An exercise no longer done (a set taken back, a line added under Edit) is pending again: its card
  // comes back to the pending list once the lifter is not in it.
  const back = rows
    .filter((row) => left.has(row.exerciseId) && !isDone(row) && !held.has(row.exerciseId))
    .map((row) => row.exerciseId);
  const backKey = back.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger.
  useEffect(() => {
    if (back.length > 0) setLeft((prev) => without(prev, back));
  }, [backKey]);

  return { hasLeft: (row: ExerciseRow) => left.has(row.exerciseId), hold };
}
