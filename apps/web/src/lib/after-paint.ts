/** Past this, a slow page (or one whose frames stopped) runs the task anyway. */
const LATEST_MS = 100;

/**
 * Resolves once the browser has painted the next frame (in a task after the frame), or after
 * 100 ms whatever happens; at once on a hidden page, which paints no frames. What a tap changes on
 * screen is then painted before the work that can wait (decision 0078).
 */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    const latest = setTimeout(resolve, LATEST_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(latest);
        resolve();
      }, 0),
    );
  });
}
