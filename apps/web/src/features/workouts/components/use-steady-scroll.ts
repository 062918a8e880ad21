import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

interface Anchor {
  element: Element | null;
  top: number;
  /** The lifter's focused field: kept still even where only the spacer can do it. */
  focused: boolean;
}

const isIn = (element: Element, exerciseId: string) =>
  element.closest(`[data-exercise-id="${CSS.escape(exerciseId)}"]`) !== null;

/**
 * Keeps what is under the lifter's thumb still when an exercise above it leaves the list.
 * Call the returned `beforeRemove(exerciseId)` just before the state change that removes the
 * exercise's card (`data-exercise-id`): it notes where the anchor is on screen, and once the DOM is
 * updated (before paint) the page is scrolled by however far the anchor moved. The anchor is the
 * focused element when it is in the list (the field the lifter just tapped), else the first item
 * of the list at least partly on screen. For the focused field, what scrolling cannot make up
 * (near the top of the page) is held by `spacer`, an empty block above the list, until the next
 * removal recomputes it.
 */
export function useSteadyScroll(list: RefObject<HTMLElement | null>, spacer: RefObject<HTMLElement | null>) {
  const anchor = useRef<Anchor | null>(null);

  const beforeRemove = useCallback(
    (exerciseId: string) => {
      const root = list.current;
      if (!root) return;
      const focused = document.activeElement;
      const inList = focused !== null && root.contains(focused) && !isIn(focused, exerciseId);
      const element = inList
        ? focused
        : (Array.from(root.children).find(
            (child) => !isIn(child, exerciseId) && child.getBoundingClientRect().bottom > 0,
          ) ?? null);
      anchor.current = { element, top: element?.getBoundingClientRect().top ?? 0, focused: inList };
    },
    [list],
  );

  useLayoutEffect(() => {
    const held = anchor.current;
    if (!held) return;
    anchor.current = null;
    const gap = spacer.current;
    if (gap) gap.style.height = "0px";
    const { element, top, focused } = held;
    if (!element?.isConnected) return;
    const moved = element.getBoundingClientRect().top - top;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" });
    const short = top - element.getBoundingClientRect().top;
    if (gap && focused && short >= 1) gap.style.height = `${short}px`;
  });

  /** Drops the spacer, e.g. when the whole day comes back. */
  const reset = useCallback(() => {
    if (spacer.current) spacer.current.style.height = "0px";
  }, [spacer]);

  return { beforeRemove, reset };
}
