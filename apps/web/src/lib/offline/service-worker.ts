import { registerSW } from "virtual:pwa-register";

// The service worker (decision 0043): registered when the browser is idle after the first paint, so
// nothing of it is on the first load's path. A new build's worker waits; it takes over at a safe
// moment only: at once when the page is not the workout log, else at the next navigation that
// leaves the log, never mid-workout. Taking over reloads the page onto the new build, whose chunks
// the new worker has already cached: no white page, and the old worker kept serving the old build's
// chunks until then (the reload guard of screen-unavailable.tsx still stands for anything else).

let update: ((reload?: boolean) => Promise<void>) | undefined;
let waiting = false;
let path = location.pathname;

/** The workout log, where a lifter may be mid-set: no reload for a new build there. */
const midWorkout = (pathname: string) => /^\/(user-created-)?exercises\//i.test(pathname);

function takeOverIfSafe() {
  if (waiting && update && !midWorkout(path)) {
    waiting = false;
    void update(true);
  }
}

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  update = registerSW({
    onNeedRefresh() {
      waiting = true;
      takeOverIfSafe();
    },
  });
}

/** The page moved to `pathname`: a new build waiting takes over now if that is a safe moment. */
export function navigatedTo(pathname: string): void {
  path = pathname;
  takeOverIfSafe();
}
