import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from "react";

/** How long the lifter leaves the phone alone before the spacer glides away. */
const SPACER_IDLE_MS = 2500;

interface Anchor {
  element: Element | null;
  top: number;
  /** The lifter's focused field: kept still even where only the spacer can do it. */
  focused: boolean;
}

const isIn = (element: Element, exerciseId: string) =>
  element.closest(`[data-exercise-id="${CSS.escape(exerciseId)}"]`) !== null;

/** The spacer glides away once the lifter has left the phone alone for a moment; returns "wait again". */
function useSpacerRelease(spacer: RefObject<HTMLElement | null>): () => void {
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const release = useCallback(() => {
    const gap = spacer.current;
    if (!gap || gap.style.height === "" || gap.style.height === "0px") return;
    gap.style.transition = "height 400ms ease";
    gap.style.height = "0px";
  }, [spacer]);

  const releaseWhenIdle = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = setTimeout(release, SPACER_IDLE_MS);
  }, [release]);

  // Any touch, key or scroll means the lifter is at it: wait for a quiet moment to release.
  useEffect(() => {
    const events = ["pointerdown", "keydown", "scroll"] as const;
    for (const type of events) window.addEventListener(type, releaseWhenIdle, { passive: true });
    return () => {
      clearTimeout(idle.current);
      for (const type of events) window.removeEventListener(type, releaseWhenIdle);
    };
  }, [releaseWhenIdle]);

  return releaseWhenIdle;
}

/** The focused field when it is in the list (and not in the leaving card), else the first item at least partly on screen. */
function findAnchor(root: HTMLElement, exerciseId: string): Anchor {
  const focused = document.activeElement;
  const inList = focused !== null && root.contains(focused) && !isIn(focused, exerciseId);
  const element = inList
    ? focused
    : (Array.from(root.children).find(
        (child) => !isIn(child, exerciseId) && child.getBoundingClientRect().bottom > 0,
      ) ?? null);
  return { element, top: element?.getBoundingClientRect().top ?? 0, focused: inList };
}

/**
 * Keeps what is under the lifter's thumb still when an exercise above it leaves the list.
 * Call the returned `beforeRemove(exerciseId)` just before the state change that removes the
 * exercise's card (`data-exercise-id`): it notes where the anchor is on screen, and once the DOM is
 * updated (before paint) the page is scrolled by however far the anchor moved. The anchor is the
 * focused element when it is in the list (the field the lifter just tapped), else the first item
 * of the list at least partly on screen. For the focused field, what scrolling cannot make up
 * (near the top of the page) is held by `spacer`, an empty block above the list; once the lifter
 * has left the phone alone for a moment (no touch, key or scroll), it glides away.
 */
export function useSteadyScroll(list: RefObject<HTMLElement | null>, spacer: RefObject<HTMLElement | null>) {
  const anchor = useRef<Anchor | null>(null);
  const releaseWhenIdle = useSpacerRelease(spacer);

  const beforeRemove = useCallback(
    (exerciseId: string) => {
      if (list.current) anchor.current = findAnchor(list.current, exerciseId);
    },
    [list],
  );

  useLayoutEffect(() => {
    const held = anchor.current;
    if (!held) return;
    anchor.current = null;
    const gap = spacer.current;
    if (gap) {
      gap.style.transition = "none";
      gap.style.height = "0px";
    }
    const { element, top, focused } = held;
    if (!element?.isConnected) return;
    const moved = element.getBoundingClientRect().top - top;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" });
    const short = top - element.getBoundingClientRect().top;
    if (gap && focused && short >= 1) {
      gap.style.height = `${short}px`;
      releaseWhenIdle();
    }
  });

  /** Drops the spacer, e.g. when the whole day comes back. */
  const reset = useCallback(() => {
    if (spacer.current) spacer.current.style.height = "0px";
  }, [spacer]);

  return { beforeRemove, reset };
}
