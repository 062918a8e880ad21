import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function that keeps one identity for the component's life and calls the latest `fn` given: a
 * memoised child (the log's cards) can take it without re-rendering whenever its parent does.
 * Not for calling during render (it would call the previous render's `fn`).
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
