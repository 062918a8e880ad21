import { type RestTimer, formatClock } from "../rest-timer/timer";

// A rest's ends told by the service worker as notifications, so a lifter whose screen is off or
// whose app is in the background still hears of them (decision 0057). Loaded with the rest timer's
// store, never on the first paint. The in-app timer, its tone and its buzz stay as they are.

const ASKED_KEY = "ironpath.notifications-asked";

/** One end as the worker shows it: when (epoch ms), the words of the bar, and a buzz. */
export interface RestEnd {
  at: number;
  title: string;
  body: string;
  vibrate: number[];
}

const canNotify = () => "Notification" in window && "serviceWorker" in navigator;

/** The ends of `timer` still to come after `now`, in the bar's words. */
export function restEnds(timer: RestTimer, now: number): RestEnd[] {
  const ends: RestEnd[] = [];
  const lowAt = timer.startedAt + timer.lowSeconds * 1000;
  const highAt = timer.startedAt + timer.highSeconds * 1000;
  if (timer.lowSeconds < timer.highSeconds && lowAt > now) {
    const title = `Rest ${formatClock(timer.lowSeconds)} reached`;
    ends.push({ at: lowAt, title, body: `${timer.exerciseName}: next set when you are ready.`, vibrate: [200] });
  }
  if (highAt > now) {
    const title = `Rest ${formatClock(timer.highSeconds)} — next set`;
    ends.push({ at: highAt, title, body: timer.exerciseName, vibrate: [200, 100, 200] });
  }
  return ends;
}

/** Sends the rest under way (or none: skipped) to the service worker, which tells its ends. */
export function notifyRestEnds(timer: RestTimer | null, now = Date.now()): void {
  if (!canNotify() || (timer && Notification.permission !== "granted")) return;
  const rest = timer && { url: location.pathname, ends: restEnds(timer, now) };
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: "ironpath:rest", rest }))
    .catch(() => undefined);
}

/**
 * At a rest's start, asks once ever whether the app may notify (a lifter who said no is not asked
 * again); once allowed, `granted` sends the rest that prompted the question.
 */
export function askOnceToNotify(granted: () => void): void {
  if (!canNotify() || Notification.permission !== "default") return;
  try {
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
  } catch {
    return;
  }
  void Notification.requestPermission()
    .then((answer) => answer === "granted" && granted())
    .catch(() => undefined);
}
