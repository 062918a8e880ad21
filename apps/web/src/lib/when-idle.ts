/** Runs `task` when the browser has nothing else to do (at the latest after 3 s): after the first paint. */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}

/**
 * Runs `task` once the page has settled: idle again `settleMs` after it was first idle, so nothing
 * of it is in what the page downloads and runs before it is idle; at once if the network goes
 * meanwhile.
 */
export function whenSettled(task: () => void, settleMs: number): () => void {
  let done = false;
  let cancel = whenIdle(() => {
    const timer = setTimeout(() => {
      cancel = whenIdle(run);
    }, settleMs);
    cancel = () => clearTimeout(timer);
  });
  function run() {
    if (done) return;
    done = true;
    cancel();
    window.removeEventListener("offline", run);
    task();
  }
  window.addEventListener("offline", run);
  return () => {
    done = true;
    cancel();
    window.removeEventListener("offline", run);
  };
}
