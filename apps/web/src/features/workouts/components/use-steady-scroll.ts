import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

interface Anchor {
  element: Element | null;
  top: number;
}

const cardOf = (root: HTMLElement, exerciseId: string) =>
  root.querySelector(`:scope > [data-exercise-id="${CSS.escape(exerciseId)}"]`);

const isIn = (element: Element, exerciseIds: readonly string[]) =>
  exerciseIds.some((id) => element.closest(`[data-exercise-id="${CSS.escape(id)}"]`) !== null);

/** The lifter's focused element when it is in the list, else null. */
function focusedIn(root: HTMLElement): Element | null {
  const focused = document.activeElement;
  return focused && focused !== root && root.contains(focused) ? focused : null;
}

/** How far what follows a card moves up when it leaves: its height and the gap after it. */
function spanOf(card: Element): number {
  const next = card.nextElementSibling;
  const { top, height } = card.getBoundingClientRect();
  return next ? next.getBoundingClientRect().top - top : height;
}

/** The focused field when it is in the list (and not in a leaving card), else the first item at least partly on screen. */
function findAnchor(root: HTMLElement, leaving: readonly string[]): Anchor {
  const focused = focusedIn(root);
  const element =
    focused && !isIn(focused, leaving)
      ? focused
      : (Array.from(root.children).find((child) => !isIn(child, leaving) && child.getBoundingClientRect().bottom > 0) ??
        null);
  return { element, top: element?.getBoundingClientRect().top ?? 0 };
}

/**
 * Keeps what is under the lifter's thumb still as saved exercises leave the list (cards marked
 * `data-exercise-id`, children of `list`), without ever holding a blank in their place.
 *
 * `canLeave(ids)` says which of the cards may leave now: all of them when no field of the list has
 * focus; else only those whose leaving the page can make up by scrolling, so that the focused field
 * stays where it is (a card above it needs as much scrolled-away page above; near the top there is
 * not enough, and the card stays, saved, until there is). `beforeRemove(ids)` is called just before
 * the state change that removes them: once the DOM is updated (before paint) the page is scrolled by
 * however far the anchor moved (the focused field, else the first item on screen).
 */
export function useSteadyScroll(list: RefObject<HTMLElement | null>) {
  const anchor = useRef<Anchor | null>(null);

  const canLeave = useCallback(
    (ids: readonly string[]): string[] => {
      const root = list.current;
      const focused = root && focusedIn(root);
      if (!root || !focused) return [...ids];
      const fieldTop = focused.getBoundingClientRect().top;
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      let above = 0;
      let below = 0;
      return ids.filter((id) => {
        const card = cardOf(root, id);
        if (!card) return true;
        if (card.contains(focused)) return false;
        const span = spanOf(card);
        if (card.getBoundingClientRect().bottom <= fieldTop) {
          // Content above the field shrinks: the page must scroll back as far.
          if (above + span > window.scrollY + 0.5) return false;
          above += span;
        } else {
          // Content below shrinks: the page must not be scrolled past its new end.
          if (window.scrollY > maxScroll - (below + span) + 0.5) return false;
          below += span;
        }
        return true;
      });
    },
    [list],
  );

  const beforeRemove = useCallback(
    (ids: readonly string[]) => {
      if (list.current) anchor.current = findAnchor(list.current, ids);
    },
    [list],
  );

  useLayoutEffect(() => {
    const held = anchor.current;
    if (!held) return;
    anchor.current = null;
    if (!held.element?.isConnected) return;
    const moved = held.element.getBoundingClientRect().top - held.top;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" });
  });

  return { canLeave, beforeRemove };
}
